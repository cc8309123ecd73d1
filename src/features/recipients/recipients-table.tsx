import { css } from 'styled-system/css';
import type { Recipient } from '../../api/schemas/recipient.ts';
import { type Column, DataTable } from '../../components/data/data-table.tsx';
import { Badge } from '../../components/ui/index.ts';
import { recipientLinks } from './recipient-href.ts';

// A floor on the width keeps a table cell from stacking every badge on its own line (390 px phones).
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', minW: '14rem' });

/** Product names as badges; none reads as words, not as an empty cell. */
export function ProductBadges({ products }: { products: readonly string[] }) {
  if (products.length === 0) return <span className={css({ color: 'fg.muted' })}>No products</span>;
  return (
    <span className={badges}>
      {products.map((p) => (
        <Badge key={p} variant="outline">
          {p}
        </Badge>
      ))}
    </span>
  );
}

const columns: readonly [Column<Recipient>, ...Column<Recipient>[]] = [
  { header: 'Recipient Name', cell: (r) => r.name },
  { header: 'ID in Provider System', cell: (r) => r.id_in_provider_system },
  { header: 'Products', cell: (r) => <ProductBadges products={r.products} /> },
];

/** The /recipients list (SPEC.md §2.7); each row opens the recipient. */
export function RecipientsTable({ recipients }: { recipients: readonly Recipient[] }) {
  return (
    <DataTable
      label="Recipients"
      columns={columns}
      rows={recipients}
      rowKey={(r) => r.id}
      rowLink={(r) => recipientLinks.detail(r.id)}
    />
  );
}
