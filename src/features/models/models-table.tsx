import type { Model } from '../../api/schemas/model.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { RelativeTime } from '../../components/data/relative-time.tsx';
import { areaLinks } from './hrefs.ts';
import { wrapText } from './wrap-text.ts';

const columns: readonly [Column<Model>, ...Column<Model>[]] = [
  { header: 'Model Name', cell: (m) => m.model_name },
  { header: 'Description', cell: (m) => <span className={wrapText}>{m.description}</span> },
  { header: 'Created At', cell: (m) => <RelativeTime iso={m.created_at} /> },
];

/** The /models list (SPEC.md §2.6); each row opens the model. */
export function ModelsTable({ models }: { models: readonly Model[] }) {
  return (
    <DataTable
      label="Models"
      columns={columns}
      rows={models}
      rowKey={(m) => m.id}
      rowLink={(m) => areaLinks.model(m.id)}
    />
  );
}
