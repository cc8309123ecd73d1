import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { FormNode } from '../../../api/schemas/form.ts';
import { ConstantField } from '../../../components/form/constant-field.tsx';
import { Button, Spinner } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { sourceQueries } from '../queries.ts';

interface SourceKeyFieldProps {
  node: FormNode;
  orgId: string;
}

const box = css({ display: 'grid', gap: '1.5', textStyle: 'sm' });

/**
 * One of the organisation's public keys, read-only in a monospace box with a copy button, for the
 * bastion's authorized_keys (or Snowflake's RSA_PUBLIC_KEY). The form carries a key that exists as
 * the field's constant; the primary key is made on first use, so when there is none yet it is asked
 * for here (the same key comes back every time).
 */
export function SourceKeyField({ node, orgId }: SourceKeyFieldProps) {
  const label = node.attributes.label || node.name;
  const description = node.attributes.description || undefined;
  const known = node.const === undefined ? undefined : String(node.const);
  const environment = useEnvironment();
  const key = useQuery({ ...sourceQueries.orgKey(environment, orgId), enabled: known === undefined });
  const generated =
    key.data && (node.attributes.key_format === 'pkcs8' ? key.data.public_key_pkcs8 : key.data.public_key);
  const value = known ?? generated;
  if (value) return <ConstantField label={label} description={description} value={value} multiline />;
  return (
    <div className={box}>
      <span className={css({ fontWeight: 'medium' })}>{label}</span>
      {key.error ? (
        <div
          role="alert"
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
        >
          <span className={css({ color: 'fg.error' })}>{key.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void key.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" label="Generating SSH key" />
          <span aria-hidden="true">Generating SSH key...</span>
        </span>
      )}
    </div>
  );
}
