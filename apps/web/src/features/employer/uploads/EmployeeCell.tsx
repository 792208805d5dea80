import styles from './uploads.module.css';

/** An upload row's employee: the name, and the employee number under it when the file gave one. */
export function EmployeeCell({ name, employeeNumber }: { name: string; employeeNumber: string | null }) {
  return (
    <>
      <strong>{name}</strong>
      {employeeNumber && <span className={styles.number}>{employeeNumber}</span>}
    </>
  );
}
