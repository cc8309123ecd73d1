import { ChecklistField } from '../../../components/form/checklist-field.tsx';
import { ALL_MODELS_MARKER } from './form-values.ts';

export const ALL_MODELS_LABEL = 'All current and future models';

interface ModelsFieldProps {
  label: string;
  /** The models the destination may receive: those of its recipient's products. */
  models: readonly string[];
  /** Without a recipient there is nothing to choose from yet but 'All current and future models'. */
  hasRecipient: boolean;
  value: readonly string[];
  error: string | undefined;
  onChange: (value: string[]) => void;
}

/**
 * Which models the destination receives (SPEC.md §9): 'All current and future models' (sent as
 * ["*"]) or a choice, alphabetical. With the marker on, every model is shown included and locked; its
 * boxes are then disabled, so the form sends the marker alone.
 */
export function ModelsField({ label, models, hasRecipient, value, error, onChange }: ModelsFieldProps) {
  const all = value.includes(ALL_MODELS_MARKER);
  const names = [...new Set(models)].sort((a, b) => a.localeCompare(b));
  return (
    <ChecklistField
      name="enabled_models"
      label={label}
      options={[
        { value: ALL_MODELS_MARKER, label: ALL_MODELS_LABEL },
        ...names.map((m) => ({ value: m, label: m })),
      ]}
      value={value}
      lockedValues={all ? new Set(names) : undefined}
      error={error}
      description={
        hasRecipient
          ? models.length === 0
            ? "The recipient's products hold no models yet."
            : undefined
          : "Choose a recipient to pick from its products' models."
      }
      onValueChange={onChange}
    />
  );
}
