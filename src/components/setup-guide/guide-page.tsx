/**
 * A vendor's setup guide as a page of its own (/guides/<vendor>), where a search result of the command
 * palette leads: the same guide as the form's side panel, from the same cache, so it reads offline.
 * `section` opens that section, scrolled into view.
 */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { vendorDisplayName } from '../../api/schemas/vendor.ts';
import { GuideBody } from './guide-body.tsx';
import { DownloadGuideButton } from './guide-header.tsx';
import { setupGuideQueries } from './queries.ts';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '4',
});
const heading = css({ textStyle: '2xl', fontWeight: 'bold' });
const page = css({ maxW: '3xl' });

interface GuidePageProps {
  environment: Environment;
  vendor: string;
  section?: number;
}

export function GuidePage({ environment, vendor, section }: GuidePageProps) {
  const { data } = useQuery(setupGuideQueries.detail(environment, vendor));
  return (
    <div className={page}>
      <div className={header}>
        <h1 className={heading}>{data?.title || `${vendorDisplayName(vendor)} setup guide`}</h1>
        <DownloadGuideButton environment={environment} vendor={vendor} />
      </div>
      <GuideBody environment={environment} vendor={vendor} section={section} />
    </div>
  );
}
