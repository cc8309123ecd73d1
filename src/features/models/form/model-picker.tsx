import { Fieldset } from '@ark-ui/react/fieldset';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import {
  choiceError,
  choiceGroup,
  choiceItem,
  choiceLegend,
} from '../../../components/form/choice-styles.ts';
import { formatCount } from '../../../lib/format.ts';
import { filterModels, MODEL_SEARCH_THRESHOLD } from './filter-models.ts';

interface ModelPickerProps {
  /** Every model name, sorted. */
  options: readonly string[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error: string | undefined;
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  columnGap: '5',
});
const muted = css({ textStyle: 'sm', color: 'fg.muted' });
const search = cx(input({ size: 'md' }), css({ maxW: '24rem' }));

/**
 * The product's models as native checkboxes (SPEC.md §5). A long list gets a search box; filtering
 * only hides rows, so a ticked model that the search hides stays ticked and is still saved.
 */
export function ModelPicker({ options, value, onValueChange, error }: ModelPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterModels(options, query);
  const toggle = (name: string, on: boolean) =>
    onValueChange(on ? [...value.filter((v) => v !== name), name] : value.filter((v) => v !== name));
  return (
    <Fieldset.Root invalid={Boolean(error)} className={choiceGroup}>
      <Fieldset.Legend className={choiceLegend}>Models</Fieldset.Legend>
      <Fieldset.HelperText className={muted}>
        {formatCount(value.length)} of {formatCount(options.length)} selected
      </Fieldset.HelperText>
      {options.length > MODEL_SEARCH_THRESHOLD && (
        <div className={css({ display: 'grid', gap: '1', my: '2' })}>
          <label htmlFor={searchId} className={muted}>
            Search models
          </label>
          <input
            id={searchId}
            type="search"
            className={search}
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
      )}
      <div className={grid}>
        {shown.map((name) => (
          <label key={name} className={cx(choiceItem, css({ overflowWrap: 'anywhere' }))}>
            <input
              type="checkbox"
              name="models"
              value={name}
              checked={value.includes(name)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(name, e.currentTarget.checked)}
            />
            {name}
          </label>
        ))}
      </div>
      {shown.length === 0 && <p className={muted}>No model matches “{query.trim()}”.</p>}
      {error && <Fieldset.ErrorText className={choiceError}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
