import type { WebhookVendor } from '../../../api/schemas/webhook.ts';
import { holdsMask } from '../../../api/wire/webhook-url.ts';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import { DELIVERY_METHOD_LABELS, fixedUrlOf, URL_PLACEHOLDERS } from '../delivery-methods.ts';
import { ReadOnlyField } from './read-only-field.tsx';

interface UrlFieldProps {
  vendor: WebhookVendor;
  value: string;
  onValueChange: (url: string) => void;
  error?: string | undefined;
}

export const URL_HELP = 'Where each event is sent, starting with https:// (or http://).';
export const MASKED_URL_HELP =
  'The URL is a secret, shown only up to its host: leave it as it is to keep the stored one, or type the whole new URL.';

/**
 * The address deliveries go to: typed by the user (a URL input with a placeholder for the chosen
 * vendor), or, for PagerDuty and Datadog, their fixed address shown read-only. A stored URL comes
 * shown up to its host only (as a draft keeps a typed one); the help says how to keep it.
 */
export function UrlField({ vendor, value, onValueChange, error }: UrlFieldProps) {
  const fixed = fixedUrlOf(vendor);
  if (fixed) {
    return (
      <ReadOnlyField
        label="URL"
        value={fixed}
        note={`${DELIVERY_METHOD_LABELS[vendor]} events always go to this address.`}
      />
    );
  }
  return (
    <TextInputField
      name="url"
      label="URL"
      type="url"
      required
      value={value}
      onValueChange={onValueChange}
      placeholder={URL_PLACEHOLDERS[vendor]}
      description={holdsMask(value) ? `${URL_HELP} ${MASKED_URL_HELP}` : URL_HELP}
      error={error}
    />
  );
}
