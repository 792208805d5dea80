import { useId, useState } from 'react';
import { benefitScreenTexts as t, type Statement } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useDownloadStatement } from '../api/statementPdf.ts';
import controls from '../../../ui/ListControls.module.css';
import styles from './panels.module.css';

const WHOLE_YEAR = 'year';

/** A statement to keep (issue 37 item 3): the year's or one month's as a PDF in the client's brand, or the page printed. */
export function StatementDownload({ groupCode, year, statements }: { groupCode: string; year: number; statements: Statement[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(WHOLE_YEAR);
  const download = useDownloadStatement();
  const month = chosen === WHOLE_YEAR ? undefined : Number(chosen);
  return (
    <div className={styles.statementActions}>
      <div className={controls.field}>
        <label htmlFor={id}>{t.statement.downloadFor}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value={WHOLE_YEAR}>{t.statement.wholeYear(year)}</option>
          {statements.map((s) => (
            <option key={`${s.year}-${s.month}`} value={s.month}>{`${s.monthName} ${s.year}`}</option>
          ))}
        </select>
      </div>
      <div className={styles.statementButtons}>
        <Button disabled={download.isPending} onClick={() => download.mutate({ groupCode, year, month })}>
          {download.isPending ? t.statement.downloading : t.statement.download}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t.statement.print}
        </Button>
      </div>
      {download.isError && (
        <Alert tone="error">
          <p>{t.statement.downloadFailed}</p>
        </Alert>
      )}
    </div>
  );
}
