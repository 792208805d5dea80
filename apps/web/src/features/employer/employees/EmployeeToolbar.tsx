import { useId } from 'react';
import { employeeDataTexts as t, type EmployeeReportType, type ReportFormat } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useEmployeeReport } from '../api/employeeReport.ts';
import type { EmployeeListState } from './useEmployeeListState.ts';
import styles from '../employer.module.css';
import controls from '../../../ui/ListControls.module.css';

interface ToolbarProps {
  list: EmployeeListState;
  clientId: number;
  searchLabel: string;
  filterLabel: string;
  /** The filter's choices after 'everyone': value and label. */
  choices: [string, string][];
  /** Which report the downloads are (spec §7: employeeTwoFA for the two-factor table). */
  reportType: EmployeeReportType;
  /** The employment status filter's choices after 'everyone' (the employee list only). */
  statusChoices?: [string, string][];
}

function Select({
  label,
  value,
  onChange,
  everyone,
  choices,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  everyone: string;
  choices: [string, string][];
}) {
  const id = useId();
  return (
    <div className={controls.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{everyone}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search, the list's filter, and downloads of exactly what the list shows. */
export function EmployeeToolbar({ list, clientId, searchLabel, filterLabel, choices, reportType, statusChoices }: ToolbarProps) {
  const searchId = useId();
  const report = useEmployeeReport(clientId);
  const download = (format: ReportFormat) => report.mutate({ filter: list.filter, format, type: reportType });
  return (
    <>
      <div className={controls.toolbar}>
        <div className={controls.field}>
          <label htmlFor={searchId}>{searchLabel}</label>
          <input id={searchId} type="search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} autoComplete="off" maxLength={100} />
        </div>
        <Select label={filterLabel} value={list.choice} onChange={list.setChoice} everyone={t.filterAll} choices={choices} />
        {statusChoices && <Select label={t.statusFilter} value={list.status} onChange={list.setStatus} everyone={t.filterAll} choices={statusChoices} />}
        <div className={styles.downloads}>
          <Button variant="secondary" disabled={report.isPending} onClick={() => download('csv')}>
            {report.isPending && report.variables?.format === 'csv' ? t.downloading : t.downloadCsv}
          </Button>
          <Button variant="secondary" disabled={report.isPending} onClick={() => download('xlsx')}>
            {report.isPending && report.variables?.format === 'xlsx' ? t.downloading : t.downloadXlsx}
          </Button>
        </div>
      </div>
      {report.isError && (
        <Alert tone="error">
          <p>{t.downloadFailed}</p>
        </Alert>
      )}
    </>
  );
}
