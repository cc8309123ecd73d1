import { css } from 'styled-system/css';
import { Button, CloseIcon, IconButton, Input } from '../../../components/ui/index.ts';
import type { TagRow } from './sync-draft.ts';

interface TagRowsProps {
  rows: readonly TagRow[];
  error: string | undefined;
  onChange: (rows: TagRow[]) => void;
}

const row = css({ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: '2', alignItems: 'center' });

let nextTagId = 1;
export const newTagRow = (): TagRow => ({ id: nextTagId++, key: '', value: '' });

/** Key/value tags for the run; each input is named by its row so screen readers can tell them apart. */
export function TagRows({ rows, error, onChange }: TagRowsProps) {
  const update = (id: number, patch: Partial<TagRow>) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <fieldset aria-describedby={error ? 'sync-tags-error' : undefined}>
      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>Tags</legend>
      <p className={css({ color: 'fg.muted', textStyle: 'sm', mb: '2' })}>
        Optional labels for this run. Letters, digits, underscores and dashes only.
      </p>
      <div className={css({ display: 'grid', gap: '2' })}>
        {rows.map((r, i) => (
          <div key={r.id} className={row}>
            <Input
              aria-label={`Tag ${i + 1} key`}
              placeholder="Key"
              value={r.key}
              aria-invalid={error ? true : undefined}
              onChange={(e) => update(r.id, { key: e.target.value })}
            />
            <Input
              aria-label={`Tag ${i + 1} value`}
              placeholder="Value"
              value={r.value}
              aria-invalid={error ? true : undefined}
              onChange={(e) => update(r.id, { value: e.target.value })}
            />
            <IconButton
              aria-label={`Remove tag ${i + 1}`}
              onClick={() => onChange(rows.filter((x) => x.id !== r.id))}
            >
              <CloseIcon />
            </IconButton>
          </div>
        ))}
      </div>
      {error && (
        <p id="sync-tags-error" role="alert" className={css({ color: 'fg.error', textStyle: 'sm', mt: '2' })}>
          {error}
        </p>
      )}
      <Button variant="outline" size="sm" mt="2" onClick={() => onChange([...rows, newTagRow()])}>
        Add tag
      </Button>
    </fieldset>
  );
}
