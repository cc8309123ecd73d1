import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Environment } from '../../api/schemas/envelope.ts';
import { Button, CloseIcon, IconButton } from '../ui/index.ts';
import { downloadMarkdown } from './download-markdown.ts';
import { setupGuideQueries } from './queries.ts';

const header = css({ display: 'flex', flexDirection: 'column', gap: '2', pb: '3', borderBottomWidth: '1px' });
const titleRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const subtitle = css({ color: 'fg.muted', textStyle: 'sm' });
export const headingStyle = css({
  textStyle: 'lg',
  fontWeight: 'semibold',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

interface GuideHeaderProps {
  environment: Environment;
  vendor: string;
  /** The 'Setup Guide' heading: a plain h2 beside the form, the dialog's title in the drawer. */
  heading: ReactNode;
  onClose: () => void;
}

/** 'Setup Guide', the guide's own title under it, 'Download .md' and the close button. */
export function GuideHeader({ environment, vendor, heading, onClose }: GuideHeaderProps) {
  const { data } = useQuery(setupGuideQueries.detail(environment, vendor));
  return (
    <div className={header}>
      <div className={titleRow}>
        {heading}
        <IconButton aria-label="Close setup guide" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      {data?.title && <p className={subtitle}>{data.title}</p>}
      <div>
        <DownloadGuideButton environment={environment} vendor={vendor} />
      </div>
    </div>
  );
}

/** 'Download .md': the vendor's guide as the markdown file it is; disabled until the guide is there. */
export function DownloadGuideButton({ environment, vendor }: { environment: Environment; vendor: string }) {
  const { data } = useQuery(setupGuideQueries.detail(environment, vendor));
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!data?.content}
      onClick={() => data && downloadMarkdown(vendor, data.content)}
    >
      Download .md
    </Button>
  );
}
