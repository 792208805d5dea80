import { useState } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useAuditLog } from './api/auditLog.ts';
import { Pager } from '../../ui/Pager.tsx';
import { adminTexts } from './texts.ts';
import styles from './AdminPage.module.css';
import tableStyles from '../../ui/DataTable.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The newest masquerade and magic-link entries, ten a page. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{adminTexts.auditHeading}</h2>
      {audit.isPending ? (
        <Loading label={adminTexts.loading} />
      ) : audit.isError ? (
        <Alert tone="error">
          <p>{adminTexts.loadFailed}</p>
        </Alert>
      ) : (
        <>
          <div className={tableStyles.wrap}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{adminTexts.auditCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{adminTexts.when}</th>
                  <th scope="col">{adminTexts.client}</th>
                  <th scope="col">{adminTexts.actor}</th>
                  <th scope="col">{adminTexts.subject}</th>
                  <th scope="col">{adminTexts.action}</th>
                  <th scope="col">{adminTexts.result}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={adminTexts.when}>{when(entry.createdAt)}</td>
                    <td data-label={adminTexts.client}>{entry.client?.name ?? '–'}</td>
                    <td data-label={adminTexts.actor}>{entry.actor?.name ?? '–'}</td>
                    <td data-label={adminTexts.subject}>{entry.subject?.name ?? '–'}</td>
                    <td data-label={adminTexts.action}>
                      <code>{entry.action}</code>
                    </td>
                    <td data-label={adminTexts.result}>{entry.statusCode ?? '–'}</td>
                  </tr>
                ))}
                {audit.data.data.length === 0 && (
                  <tr>
                    <td colSpan={6}>{adminTexts.noAudit}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager label={adminTexts.auditHeading} page={audit.data.currentPage} lastPage={audit.data.lastPage} onPage={setPage} />
        </>
      )}
    </section>
  );
}
