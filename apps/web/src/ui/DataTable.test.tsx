import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from './DataTable.tsx';
import { useDataTable } from './useDataTable.ts';

interface Row {
  month: string;
  paid: number;
}

const column = createColumnHelper<Row>();
const columns = [
  column.accessor('month', { meta: { label: 'Month', rowHeader: true }, footer: 'Total' }),
  column.accessor('paid', { meta: { label: 'Paid', numeric: true }, footer: '£3' }),
  column.display({ id: 'actions', meta: { label: 'Actions', hideLabel: true }, cell: () => <button type="button">Open</button> }),
];

function Table({ rows, layout }: { rows: Row[]; layout?: 'cards' | 'plain' }) {
  const table = useDataTable(rows, columns, (row) => row.month);
  return <DataTable table={table} caption="Payments" layout={layout} />;
}

describe('DataTable', () => {
  it('heads each row with its row-header column and adds the totals row from the column footers', () => {
    render(<Table rows={[{ month: 'May', paid: 1 }]} />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('rowheader', { name: 'May' })).toBeTruthy();
    const [, , totals] = within(table).getAllByRole('row');
    expect(within(totals!).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(within(totals!).getByRole('cell', { name: '£3' }).className).toContain('numeric');
  });

  it('keeps a hidden label out of sight and off the phone cards', () => {
    render(<Table rows={[{ month: 'May', paid: 1 }]} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.visually-hidden')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Open' }).closest('td')?.hasAttribute('data-label')).toBe(false);
    expect(screen.getByRole('cell', { name: '1' }).getAttribute('data-label')).toBe('Paid');
  });

  it('is a named, focusable scrolling region unless plain, and leaves an empty table empty without an `empty` text', () => {
    const { unmount } = render(<Table rows={[]} />);
    expect(screen.getByRole('region', { name: 'Payments' }).tabIndex).toBe(0);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    unmount();
    render(<Table rows={[]} layout="plain" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
