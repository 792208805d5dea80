import { createColumnHelper } from '@tanstack/react-table';
import { benefitScreenTexts as t, formatPounds, type TotalBenefitsPage } from '@portal/contracts';
import { DataTable } from '../../ui/DataTable.tsx';
import { useDataTable } from '../../ui/useDataTable.ts';

type BenefitValue = TotalBenefitsPage['benefits'][number];
const column = createColumnHelper<BenefitValue>();
const valueColumns = (totals: TotalBenefitsPage['totals']) => [
  column.accessor('name', { meta: { label: t.total.benefit, rowHeader: true }, footer: t.total.total }),
  column.accessor('category', { meta: { label: t.total.category, hideOnPhones: true }, footer: '' }),
  column.accessor('employerValue', {
    meta: { label: t.total.employer, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(totals.employerValue),
  }),
  column.accessor('employeeValue', {
    meta: { label: t.total.employee, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(totals.employeeValue),
  }),
  column.accessor((row) => row.employerValue + row.employeeValue, {
    id: 'total',
    meta: { label: t.total.total, numeric: true },
    cell: (info) => formatPounds(info.getValue()),
    footer: formatPounds(totals.totalValue),
  }),
];

/** The value of each benefit in the overview mode's period (the year by default); also the accessible version of the chart. */
export function BenefitsTable({ data, caption = t.total.tableCaption }: { data: TotalBenefitsPage; caption?: string }) {
  const table = useDataTable(data.benefits, valueColumns(data.totals), (row) => String(row.benefitId));
  return <DataTable table={table} caption={caption} captionStyle="title" layout="scroll" />;
}
