/**
 * The fields every destination has, whatever the vendor, read from the native form's FormData and
 * parsed with valibot. Disabled controls are absent from FormData, which gives the rules for free:
 * frequency radios disabled by 'Use default org frequency' read as 0, and model boxes disabled by
 * 'All current and future models' leave just the marker.
 */
import * as v from 'valibot';
import { FREQUENCIES_MINUTES } from '../../../api/schemas/destination.ts';
import { DESTINATION_VENDORS } from '../../../api/schemas/vendor.ts';
import { type FieldErrors, issueErrors } from '../../../components/form/schema-errors.ts';

export const REQUIRED_MODELS_MESSAGE = 'This is a required field';
const MAX_NAME_LENGTH = 255;

export const fixedFields = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Destination Name is required.'),
    v.maxLength(MAX_NAME_LENGTH, `Destination Name must be at most ${MAX_NAME_LENGTH} characters.`),
  ),
  vendor: v.picklist(DESTINATION_VENDORS, 'Vendor must be one of the supported destinations.'),
  recipient_id: v.pipe(v.string(), v.nonEmpty('Recipient is required.')),
  enabled_models: v.pipe(v.array(v.string()), v.minLength(1, REQUIRED_MODELS_MESSAGE)),
  frequency_minutes: v.pipe(
    v.string(),
    v.transform(Number),
    v.picklist(FREQUENCIES_MINUTES, `Frequency must be one of ${FREQUENCIES_MINUTES.join(', ')} minutes.`),
  ),
  is_enabled: v.boolean(),
});
export type FixedFields = v.InferOutput<typeof fixedFields>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export type FixedFieldsResult = { ok: true; value: FixedFields } | { ok: false; errors: FieldErrors };

export function readFixedFields(form: FormData): FixedFieldsResult {
  const result = v.safeParse(fixedFields, {
    name: text(form, 'name'),
    vendor: text(form, 'vendor'),
    recipient_id: text(form, 'recipient_id'),
    enabled_models: form.getAll('enabled_models').filter((m) => typeof m === 'string'),
    frequency_minutes: text(form, 'frequency_minutes') || '0',
    // A checkbox (the Enabled switch's input) is in FormData only when on.
    is_enabled: form.get('is_enabled') !== null,
  });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: issueErrors(result.issues) };
}
