import { css, cx } from 'styled-system/css';
import type { ModelColumn } from '../../../api/schemas/model.ts';
import { type Column, DataTable } from '../../../components/data/data-table.tsx';
import { Badge } from '../../../components/ui/index.ts';
import { wrapText } from '../wrap-text.ts';
import { columnDescription } from './column-description.ts';

const nameCell = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' });
const mono = css({ fontFamily: 'mono', textStyle: 'sm' });
const muted = css({ color: 'fg.muted', fontStyle: 'italic' });

function Description({ value }: { value: string | undefined }) {
  const { text, missing } = columnDescription(value);
  return <span className={cx(wrapText, missing && muted)}>{text}</span>;
}

const columns: readonly [Column<ModelColumn>, ...Column<ModelColumn>[]] = [
  {
    header: 'Name in Source',
    cell: (c) => (
      <span className={nameCell}>
        <span className={mono}>{c.name_in_source}</span>
        {c.is_primary_key && (
          <Badge size="sm" variant="outline">
            Primary Key
          </Badge>
        )}
        {c.is_last_modified && (
          <Badge size="sm" variant="outline">
            Last Modified
          </Badge>
        )}
      </span>
    ),
  },
  { header: 'Name in Destination', cell: (c) => <span className={mono}>{c.name_in_destination}</span> },
  { header: 'Description', cell: (c) => <Description value={c.description} /> },
  { header: 'Data Type', cell: (c) => <span className={mono}>{c.data_type}</span> },
];

/** The Columns table of SPEC.md §2.6, badges in words ('Primary Key', 'Last Modified'). */
export function ColumnsTable({ columns: rows }: { columns: readonly ModelColumn[] }) {
  return (
    <section aria-labelledby="model-columns-heading" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="model-columns-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Columns
      </h2>
      <DataTable label="Columns" columns={columns} rows={rows} rowKey={(c) => c.name_in_source} />
    </section>
  );
}
