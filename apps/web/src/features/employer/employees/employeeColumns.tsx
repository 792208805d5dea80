import { createColumnHelper } from '@tanstack/react-table';
import { employeeDataTexts as t, formatLongDate, platformSettingsTexts, type EmployeeRow } from '@portal/contracts';
import styles from '../employer.module.css';

const column = createColumnHelper<EmployeeRow>();
export const fullName = (row: Pick<EmployeeRow, 'firstName' | 'surname'>) => `${row.firstName} ${row.surname}`;

/** The name column of every list of people: it opens the person's panel (a button, so keyboards reach it). */
export const nameColumn = (onOpen: (row: EmployeeRow) => void) =>
  column.accessor((row) => fullName(row), {
    id: 'name',
    meta: { label: t.columns.name, sortKey: 'surname' },
    cell: (info) => (
      <button
        type="button"
        className={styles.nameButton}
        aria-label={t.openEmployee(info.getValue())}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(info.row.original);
        }}
      >
        {info.getValue()}
      </button>
    ),
  });

export const employeeNumberColumn = () =>
  column.accessor('employeeNumber', { meta: { label: t.columns.employeeNumber, sortKey: 'employee_number' }, cell: (info) => info.getValue() ?? '' });
export const emailColumn = () =>
  column.accessor('email', { meta: { label: t.columns.email, sortKey: 'email' }, cell: (info) => <span className={styles.email}>{info.getValue()}</span> });

function lastLoginColumn() {
  return column.accessor('lastLoginAt', {
    meta: { label: t.columns.lastLogin, sortKey: 'last_login_at' },
    cell: (info) => {
      const at = info.getValue();
      return at ? formatLongDate(at) : t.never;
    },
  });
}

/** The employee list's columns. */
export const employeeColumns = (onOpen: (row: EmployeeRow) => void) => [
  nameColumn(onOpen),
  employeeNumberColumn(),
  emailColumn(),
  column.accessor('location', { meta: { label: t.columns.location, sortKey: 'location' }, cell: (info) => info.getValue() ?? '' }),
  column.accessor('grade', { meta: { label: t.columns.grade, sortKey: 'grade' }, cell: (info) => info.getValue() ?? '' }),
  column.accessor('employmentStatus', {
    meta: { label: t.columns.status },
    cell: (info) => <span className={info.getValue() === 'active' ? undefined : styles.no}>{t.statuses[info.getValue()]}</span>,
  }),
  column.accessor('registered', {
    meta: { label: t.columns.registered, sortKey: 'registered_at' },
    cell: (info) => <span className={info.getValue() ? styles.yes : styles.no}>{info.getValue() ? t.yes : t.no}</span>,
  }),
  lastLoginColumn(),
];

/** The two-factor table's columns. */
export const twoFactorColumns = (onOpen: (row: EmployeeRow) => void) => [
  nameColumn(onOpen),
  employeeNumberColumn(),
  emailColumn(),
  column.accessor('mfaEnabled', {
    meta: { label: platformSettingsTexts.columnTwoFactor },
    cell: (info) => (
      <span className={info.getValue() ? styles.yes : styles.no}>{info.getValue() ? platformSettingsTexts.filterOn : platformSettingsTexts.filterOff}</span>
    ),
  }),
  lastLoginColumn(),
];
