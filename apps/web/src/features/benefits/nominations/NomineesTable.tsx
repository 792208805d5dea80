import { nominationTexts as t, type Nominee } from '@portal/contracts';
import { formatLongDate } from '../../../ui/format.ts';
import styles from './Nominations.module.css';

/** A nomination as it was saved: name (and address), relationship, date of birth and share. */
export function NomineesTable({ nominees }: { nominees: Nominee[] }) {
  const total = nominees.reduce((sum, n) => sum + n.share, 0);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.pdfNominees}</caption>
      <thead>
        <tr>
          <th scope="col">{t.pdfColumns.name}</th>
          <th scope="col">{t.pdfColumns.relationship}</th>
          <th scope="col">{t.pdfColumns.born}</th>
          <th scope="col" className={styles.number}>
            {t.pdfColumns.share}
          </th>
        </tr>
      </thead>
      <tbody>
        {nominees.map((n, index) => (
          <tr key={index}>
            <th scope="row">
              {n.name}
              {n.address && <span className={styles.address}>{n.address}</span>}
            </th>
            <td>{n.relationship}</td>
            <td>{n.dateOfBirth ? formatLongDate(n.dateOfBirth) : '-'}</td>
            <td className={styles.number}>{n.share}%</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t.totalLabel}
          </th>
          <td className={styles.number}>{total}%</td>
        </tr>
      </tfoot>
    </table>
  );
}
