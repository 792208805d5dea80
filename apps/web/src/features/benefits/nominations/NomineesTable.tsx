import { createColumnHelper } from '@tanstack/react-table';
import { formatLongDate, nominationTexts as t, type Nominee } from '@portal/contracts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { useDataTable } from '../../../ui/useDataTable.ts';
import styles from './Nominations.module.css';

const column = createColumnHelper<Nominee>();
const nomineeColumns = (total: number) => [
  column.accessor('name', {
    meta: { label: t.pdfColumns.name, rowHeader: true },
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.address && <span className={styles.address}>{info.row.original.address}</span>}
      </>
    ),
    footer: t.totalLabel,
  }),
  column.accessor('relationship', { meta: { label: t.pdfColumns.relationship } }),
  column.accessor('dateOfBirth', { meta: { label: t.pdfColumns.born }, cell: (info) => (info.getValue() ? formatLongDate(info.getValue()!) : '-') }),
  column.accessor('share', { meta: { label: t.pdfColumns.share, numeric: true }, cell: (info) => `${info.getValue()}%`, footer: `${total}%` }),
];

/** A nomination as it was saved: name (and address), relationship, date of birth and share. */
export function NomineesTable({ nominees }: { nominees: Nominee[] }) {
  const total = nominees.reduce((sum, n) => sum + n.share, 0);
  const table = useDataTable(nominees, nomineeColumns(total), (_, index) => String(index));
  return <DataTable table={table} caption={t.pdfNominees} layout="plain" />;
}
