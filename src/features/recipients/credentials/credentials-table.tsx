import type { RecipientSourceCredential } from '../../../api/schemas/recipient.ts';
import { type Column, DataTable } from '../../../components/data/data-table.tsx';
import { PendingValue } from '../../../components/data/pending-value.tsx';
import { formatCount, pluralize } from '../../../lib/format.ts';
import { type NameLookup, nameIn } from './name-lookup.ts';

interface CredentialsTableProps {
  credentials: readonly RecipientSourceCredential[];
  recipients: NameLookup;
  sources: NameLookup;
}

function NameCell({ lookup, id, what }: { lookup: NameLookup; id: string; what: string }) {
  if (lookup.status !== 'ready') return <PendingValue state={lookup.status} label={`Loading ${what} name`} />;
  return <>{nameIn(lookup, id)}</>;
}

/** /recipients/source-credentials (SPEC.md §2.7): who logs in to which source, and as whom. */
export function CredentialsTable({ credentials, recipients, sources }: CredentialsTableProps) {
  const columns: readonly [Column<RecipientSourceCredential>, ...Column<RecipientSourceCredential>[]] = [
    {
      header: 'Recipient Name',
      cell: (c) => <NameCell lookup={recipients} id={c.recipient_id} what="recipient" />,
    },
    { header: 'Source Name', cell: (c) => <NameCell lookup={sources} id={c.source_id} what="source" /> },
    { header: 'Username', cell: (c) => c.username },
  ];
  const n = credentials.length;
  return (
    <DataTable
      label="Source credentials"
      columns={columns}
      rows={credentials}
      rowKey={(c) => c.id}
      footer={`${formatCount(n)} ${pluralize(n, 'credential', 'credentials')}`}
    />
  );
}
