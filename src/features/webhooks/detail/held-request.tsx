import { css, cx } from 'styled-system/css';
import type { WebhookHeldRequest } from '../../../api/schemas/webhook.ts';
import { bodyText, headerLines } from './delivery-cells.ts';

export const HELD_REQUEST_LABEL = 'Request it would have sent';

// Wide enough on a desktop to read the request, narrow enough to keep the table within a 1280 px
// screen; on a phone the row is stacked and takes the full width.
const details = css({ mt: '1', minW: { md: '18rem' } });
const summary = css({
  cursor: 'pointer',
  fontWeight: 'medium',
  color: 'accent.text',
  display: 'inline-flex',
  alignItems: 'center',
  minH: { base: '11', md: '8' },
});
const facts = css({
  display: 'grid',
  gap: '1',
  mt: '2',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { mb: '2', minW: '0' },
});
// Long lines wrap inside the cell rather than widening the table (a 390 px phone).
const mono = css({
  fontFamily: 'mono',
  textStyle: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderRadius: 'l2',
  p: '2',
  m: '0',
});
// A transfer event's body runs to a hundred lines: it scrolls in its own box, reachable by keyboard.
const scrolling = css({ maxH: '20rem', overflowY: 'auto' });

/**
 * A held delivery's request, opened on demand: what the server would have sent (method, URL,
 * headers with the signature, body), its secrets already masked by the server. A native disclosure,
 * so it is reached and opened by keyboard and named by its summary.
 */
export function HeldRequest({ request }: { request: WebhookHeldRequest }) {
  return (
    <details className={details}>
      <summary className={summary}>{HELD_REQUEST_LABEL}</summary>
      <dl className={facts}>
        <dt>Method</dt>
        <dd>{request.method}</dd>
        <dt>URL</dt>
        <dd>
          <pre className={mono}>{request.url}</pre>
        </dd>
        <dt>Headers</dt>
        <dd>
          <pre className={mono}>{headerLines(request.headers)}</pre>
        </dd>
        <dt>Body</dt>
        <dd>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <pre className={cx(mono, scrolling)} tabIndex={0}>
            {bodyText(request.body)}
          </pre>
        </dd>
      </dl>
    </details>
  );
}
