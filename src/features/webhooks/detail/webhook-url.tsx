import { useState } from 'react';
import { css } from 'styled-system/css';
import { webhooksApi } from '../../../api/endpoints/webhooks.ts';
import type { Webhook } from '../../../api/schemas/webhook.ts';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, CopyButton } from '../../../components/ui/index.ts';
import { fixedUrlOf } from '../delivery-methods.ts';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', maxW: 'full' });
const mono = css({ fontFamily: 'mono', textStyle: 'sm', overflowWrap: 'anywhere', minW: '0' });
const note = css({ flexBasis: 'full', textStyle: 'sm', color: 'fg.muted' });

export const HIDDEN_URL_NOTE = 'The rest of the URL is secret: it is shown only when you reveal it.';

/**
 * A webhook's URL as reads give it: its origin only, as the whole URL is a secret (a token may sit
 * anywhere in it). Reveal URL asks the server for it, online only; the answer lives in this
 * component's state and goes when the page does or on Hide URL. PagerDuty's and Datadog's fixed
 * addresses are public and shown whole.
 */
export function WebhookUrl({ webhook }: { webhook: Webhook }) {
  const write = useOfflineWrite();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fixed = fixedUrlOf(webhook.vendor);
  const reveal = async () => {
    setPending(true);
    try {
      setRevealed(await webhooksApi.revealUrl(webhook.id));
    } catch {
      // The fetch layer has shown the failure (its toast); the URL stays hidden.
    } finally {
      setPending(false);
    }
  };
  const shown = fixed ?? revealed;
  return (
    <span className={row}>
      <span className={mono}>{shown ?? webhook.url}</span>
      {shown !== null && <CopyButton value={shown} label="Copy webhook URL" />}
      {fixed === null &&
        (revealed === null ? (
          <>
            <Button
              size="sm"
              variant="outline"
              loading={pending}
              disabled={write.offline}
              aria-describedby={write.describedBy()}
              onClick={() => void reveal()}
            >
              Reveal URL
            </Button>
            <span className={note}>{HIDDEN_URL_NOTE}</span>
            <OfflineReason write={write} />
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setRevealed(null)}>
            Hide URL
          </Button>
        ))}
    </span>
  );
}
