import { css } from 'styled-system/css';
import { ChecklistField } from '../../../components/form/checklist-field.tsx';
import { Button } from '../../../components/ui/index.ts';

interface ModelChecklistProps {
  models: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The models the run will send, kept in the offered (alphabetical) order whatever the click order. */
export function ModelChecklist({ models, selected, onChange }: ModelChecklistProps) {
  const ordered = (chosen: readonly string[]) => models.filter((m) => chosen.includes(m));
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={css({ color: 'fg.muted', mr: 'auto' })} aria-live="polite">
          {selected.length} of {models.length} models selected
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange([...models])}
          disabled={selected.length === models.length}
        >
          Select all
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange([])} disabled={selected.length === 0}>
          Clear
        </Button>
      </div>
      <div
        className={css({
          maxH: '14rem',
          overflowY: 'auto',
          borderWidth: '1px',
          borderRadius: 'l2',
          px: '3',
          py: '2',
        })}
      >
        <ChecklistField
          name="models"
          label="Models"
          options={models.map((m) => ({ value: m, label: m }))}
          value={selected}
          onValueChange={(chosen) => onChange(ordered(chosen))}
        />
      </div>
    </div>
  );
}
