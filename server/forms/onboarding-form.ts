import type { FormDefinition, FormNode, FormValue } from '../../src/api/schemas/form.ts';
import type { SshPublicKey } from '../../src/api/schemas/ssh-key.ts';
import { writePath } from '../../src/api/wire/field-paths.ts';
import type { PresetField } from './magic-link-presets.ts';

/**
 * The destination form a recipient fills in from a magic link: the vendor's own form with what the
 * link decided locked as `const` (shown read-only): the vendor, the recipient, whether the destination
 * starts enabled, and the link's presets. The model checklist is left out — the recipient has no
 * session to list models, and a destination made from a link receives all its products' models.
 * Key fields carry the recipient's public key so the customer can install it before testing.
 */
export interface OnboardingLock {
  vendor: string;
  recipient: { id: string; name: string };
  isEnabled: boolean;
  fields: PresetField[];
  key: SshPublicKey | null;
}

/** Without the model checklist, section 6 holds only how often data is sent. */
const MODELS_SECTION_ID = 6;
export const ONBOARDING_SCHEDULE_SECTION = {
  id: MODELS_SECTION_ID,
  title: 'Schedule',
  subtitle: 'How often data is sent. Every model of your products is included.',
};

export function onboardingForm(definition: FormDefinition, lock: OnboardingLock): FormDefinition {
  const locked = new Map<FormNode, FormValue>(lock.fields.map((f) => [f.node, f.value]));
  const visit = (node: FormNode): FormNode => {
    const out: FormNode = { ...node, children: null };
    const value = locked.get(node);
    if (value !== undefined) out.const = value;
    if (node.name === 'recipient_id') {
      out.const = lock.recipient.id;
      out.enum = [{ key: lock.recipient.id, display: lock.recipient.name }];
    }
    if (node.name === 'is_enabled') out.const = lock.isEnabled;
    if (node.attributes.key_format && lock.key) {
      out.const = node.attributes.key_format === 'pkcs8' ? lock.key.public_key_pkcs8 : lock.key.public_key;
    }
    const children = (node.children ?? []).filter((c) => c.name !== 'enabled_models').map(visit);
    out.children = children.length ? children : null;
    return out;
  };
  const form = visit(definition.form);
  form.const = lock.vendor;
  form.enum = form.enum?.filter((e) => e.key === lock.vendor);
  const sections = definition.sections.map((s) =>
    s.id === MODELS_SECTION_ID ? ONBOARDING_SCHEDULE_SECTION : s,
  );
  return { sections, form };
}

/**
 * What is saved from a submitted onboarding form: the recipient's values with everything the link
 * decided written over them, so a hand-made request cannot change the vendor, the recipient or a
 * preset. Products are the recipient's; models default to all of them.
 */
export function onboardingDestination(
  submitted: Record<string, unknown>,
  lock: Omit<OnboardingLock, 'key'>,
): Record<string, unknown> {
  const prepared: Record<string, unknown> = structuredClone(submitted);
  delete prepared.products;
  prepared.vendor = lock.vendor;
  prepared.recipient_id = lock.recipient.id;
  prepared.is_enabled = lock.isEnabled;
  if (prepared.enabled_models === undefined || prepared.enabled_models === null)
    prepared.enabled_models = ['*'];
  for (const field of lock.fields) writePath(prepared, field.path, field.value);
  return prepared;
}
