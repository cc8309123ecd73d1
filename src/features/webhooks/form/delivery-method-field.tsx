import type { WebhookVendor } from '../../../api/schemas/webhook.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, deliveryMethodLabel } from '../delivery-methods.ts';
import { ReadOnlyField } from './read-only-field.tsx';

const OPTIONS = DELIVERY_METHODS.map((m) => ({ value: m, label: DELIVERY_METHOD_LABELS[m] }));
export const LOCKED_METHOD_NOTE = 'The delivery method cannot be changed after the webhook is created.';

interface DeliveryMethodFieldProps {
  mode: 'create' | 'edit';
  value: WebhookVendor;
  onValueChange: (vendor: WebhookVendor) => void;
  error?: string | undefined;
}

/** A native select when creating; locked (read-only) when editing (SPEC.md §4). */
export function DeliveryMethodField({ mode, value, onValueChange, error }: DeliveryMethodFieldProps) {
  if (mode === 'edit') {
    return (
      <ReadOnlyField label="Delivery Method" value={deliveryMethodLabel(value)} note={LOCKED_METHOD_NOTE} />
    );
  }
  return (
    <SelectField
      name="vendor"
      label="Delivery Method"
      required
      value={value}
      options={OPTIONS}
      onValueChange={(v) => {
        const chosen = DELIVERY_METHODS.find((m) => m === v);
        if (chosen) onValueChange(chosen);
      }}
      error={error}
    />
  );
}
