import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { uploadTexts as t, type DataLoadEntry } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDataLoadEntries } from '../api/dataLoadEntries.ts';
import { EmployeeCell } from './EmployeeCell.tsx';
import { PagedTable } from './PagedTable.tsx';
import styles from './uploads.module.css';

const column = createColumnHelper<DataLoadEntry>();
const columns = [
  column.accessor('name', {
    meta: { label: t.columns.employee },
    cell: (info) => <EmployeeCell name={info.getValue()} employeeNumber={info.row.original.employeeNumber} />,
  }),
  column.display({ id: 'note', meta: { label: t.columns.details }, cell: () => t.cannotActivateNote }),
];

/**
 * The people of the file who have no date of birth on record and have not activated: activating asks for it, so they
 * cannot until HR adds it. Listed apart from the changes (they may change nothing), and only when there are any.
 */
export function CannotActivate({ dataLoadId }: { dataLoadId: number }) {
  const [page, setPage] = useState(1);
  const people = useDataLoadEntries(dataLoadId, 'cannot-activate', page);
  if (people.isPending || people.data?.total === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="upload-cannot-activate">
      <h3 id="upload-cannot-activate">{t.cannotActivateHeading}</h3>
      {people.data && (
        <Alert tone="info">
          <p>{t.cannotActivateIntro(people.data.total)}</p>
        </Alert>
      )}
      <PagedTable query={people} columns={columns} rowId={(row) => String(row.rowNumber)} caption={t.cannotActivateCaption} empty={t.none} onPage={setPage} />
    </section>
  );
}
