import { WEBHOOK_SECRET_MASK, type WebhookVendor } from '../../../api/schemas/webhook.ts';
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
export const MASKED_URL_HELP = `Parts shown as ${WEBHOOK_SECRET_MASK} are stored secrets: leave them as they are to keep them, or type the whole URL again.`;

/**
 * The address deliveries go to: typed by the user (a URL input with a placeholder for the chosen
 * vendor), or, for PagerDuty and Datadog, their fixed address shown read-only. A stored URL comes
 * with its secrets masked; the help says how to keep them.
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
      description={value.includes(WEBHOOK_SECRET_MASK) ? `${URL_HELP} ${MASKED_URL_HELP}` : URL_HELP}
      error={error}
    />
  );
}
