import { css } from 'styled-system/css';
import type { SourceName } from '../../../api/endpoints/source-credentials.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { AddCredentialForm } from './add-credential-form.tsx';

interface ListQuery<T> {
  data: T[] | undefined;
  error: Error | null;
  refetch: () => unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

const card = css({
  layerStyle: 'card',
  p: { base: '4', md: '6' },
  mb: '6',
  display: 'grid',
  gap: '4',
});

/** The 'Add credential' card: the form once the recipient and source choices are known. */
export function AddCredentialPanel(props: {
  id: string;
  recipients: ListQuery<Recipient>;
  sources: ListQuery<SourceName>;
  onDone: () => void;
}) {
  const { recipients, sources } = props;
  return (
    <section id={props.id} aria-labelledby={`${props.id}-heading`} className={card}>
      <h2 id={`${props.id}-heading`} className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Add credential
      </h2>
      <QueryView query={recipients} loadingLabel="Loading recipients">
        {(recipientRows) => (
          <QueryView query={sources} loadingLabel="Loading sources">
            {(sourceRows) => (
              <AddCredentialForm recipients={recipientRows} sources={sourceRows} onDone={props.onDone} />
            )}
          </QueryView>
        )}
      </QueryView>
    </section>
  );
}
