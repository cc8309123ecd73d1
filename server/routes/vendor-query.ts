import * as v from 'valibot';
import { type DestinationVendor, destinationVendor } from '../../src/api/schemas/vendor.ts';
import { HttpError } from '../http/envelope.ts';

/** A `vendor` query parameter: an unknown vendor is 404 (there is no such resource). */
export function readVendor(raw: string | undefined): DestinationVendor | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = v.safeParse(destinationVendor, raw.trim());
  if (!parsed.success) throw new HttpError(404, `Unknown destination vendor "${raw}".`);
  return parsed.output;
}
