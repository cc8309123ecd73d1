/**
 * The fields a link presets for the recipient (SPEC.md §5), as linkRules says for the chosen vendor.
 * The recipient's form shows them locked, under the vendor's own names, which each field mentions.
 */
import type { FieldErrors } from '../../../components/form/schema-errors.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextInputField } from '../../../components/form/text-input-field.tsx';
import type { LinkDraft } from './link-draft.ts';
import type { FieldRule, LinkRules, PresetName } from './link-rules.ts';
import { FIELD_LABELS } from './link-validate.ts';

interface PresetFieldsProps {
  draft: LinkDraft;
  rules: LinkRules;
  errors: FieldErrors;
  onChange: (patch: Partial<LinkDraft>) => void;
  onMetastoreChange: (metastore: string) => void;
}

const HELP: Partial<Record<PresetName, string>> = {
  bucket_access_id: 'For Azure, the storage account name; for S3 compatible storage, the access key id.',
};

function helpOf(name: PresetName, rule: FieldRule) {
  const named =
    rule.vendorLabel && rule.vendorLabel !== FIELD_LABELS[name]
      ? `Shown to the recipient as '${rule.vendorLabel}'.`
      : '';
  return [HELP[name], named].filter(Boolean).join(' ') || undefined;
}

export function PresetFields({ draft, rules, errors, onChange, onMetastoreChange }: PresetFieldsProps) {
  const select = (name: 'metastore' | 'bucket_vendor', onValueChange: (value: string) => void) =>
    rules[name].shown && (
      <SelectField
        name={name}
        label={FIELD_LABELS[name]}
        description={helpOf(name, rules[name])}
        value={draft[name]}
        placeholder="Select one"
        options={rules[name].options}
        error={errors[name]}
        required={rules[name].required}
        onValueChange={onValueChange}
      />
    );
  const text = (name: 'host' | 'bucket_name' | 'bucket_access_id') =>
    rules[name].shown && (
      <TextInputField
        name={name}
        label={FIELD_LABELS[name]}
        description={helpOf(name, rules[name])}
        value={draft[name]}
        error={errors[name]}
        required={rules[name].required}
        onValueChange={(value) => onChange({ [name]: value })}
      />
    );
  return (
    <>
      {select('metastore', onMetastoreChange)}
      {select('bucket_vendor', (bucket_vendor) => onChange({ bucket_vendor }))}
      {text('host')}
      {text('bucket_name')}
      {text('bucket_access_id')}
    </>
  );
}
