import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

/** The model of a `DataTable` whose rows are shown as given (already sorted and paged, or short), each with a stable id. */
export function useDataTable<T>(
  data: T[],
  // TanStack's column helper types each column by its own value.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[],
  rowId: (row: T, index: number) => string,
) {
  // The project does not use the React Compiler, so TanStack Table's unmemoisable API costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
}
