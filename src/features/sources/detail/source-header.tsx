import { css } from 'styled-system/css';
import type { Source } from '../../../api/schemas/source.ts';
import { BackButton } from '../../../components/detail/back-button.tsx';
import { VendorLogo } from '../../../components/vendor-logo.tsx';
import { sourceHrefs } from '../source-hrefs.ts';

const title = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minW: '0',
  mt: '1',
  mb: '4',
  textStyle: '2xl',
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
});

/** Every page of a source starts with this: Back, then its name beside its vendor's logo. */
export function SourceHeader({ source }: { source: Source }) {
  return (
    <header>
      <BackButton listHref={sourceHrefs.list} />
      <h1 className={title}>
        <VendorLogo vendor={source.vendor} size={32} />
        {source.name}
      </h1>
    </header>
  );
}
