import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { benefitTexts, employeeDataTexts, formatLongDate, formatPounds, type EmployeeDetail, type SelectionStatus } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { useSession } from '../../../stores/session.ts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useDataTable } from '../../../ui/useDataTable.ts';
import { useEmployee } from '../api/employee.ts';
import { useResendWelcome } from '../api/resendWelcome.ts';
import { AgreementsSection } from './AgreementsSection.tsx';
import { MagicLinkForm } from './MagicLinkForm.tsx';
import { PersonalDataDownload } from './PersonalDataDownload.tsx';
import { EraseEmployee } from './EraseEmployee.tsx';
import sections from '../../../ui/SidePanel/PanelSections.module.css';
import styles from './EmployeePanel.module.css';

const t = employeeDataTexts.panel;

export interface EmployeePanelData {
  clientId: number;
  employeeId: number;
  name: string;
}

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className={sections.block}>
      <h3>{title}</h3>
      <dl className={sections.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t.notGiven}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Selection = EmployeeDetail['selections'][number];
const column = createColumnHelper<Selection>();
const monthly = (value: number) => formatPounds(value, { pence: 'always' });
const selectionColumns = [
  column.accessor('benefitName', { meta: { label: t.benefit } }),
  column.accessor('status', {
    meta: { label: t.selectionStatus },
    cell: (info) => benefitTexts.statusLabels[info.getValue() as SelectionStatus] ?? info.getValue(),
  }),
  column.accessor('employeeMonthly', { meta: { label: t.employeeMonthly, numeric: true }, cell: (info) => monthly(info.getValue()) }),
  column.accessor('employerMonthly', { meta: { label: t.employerMonthly, numeric: true }, cell: (info) => monthly(info.getValue()) }),
];

function SelectionsTable({ selections }: { selections: Selection[] }) {
  const table = useDataTable(selections, selectionColumns, (s) => String(s.selectionId));
  return <DataTable table={table} caption={t.selections} layout="plain" density="compact" />;
}

const dateOrNotGiven = (value: string | null) => (value ? formatLongDate(value) : t.notGiven);

function ResendWelcome({ employee }: { employee: EmployeeDetail }) {
  const resend = useResendWelcome();
  if (resend.isSuccess) {
    return (
      <Alert tone="success">
        <p>{t.resent}</p>
      </Alert>
    );
  }
  return (
    <>
      {resend.isError && (
        <Alert tone="error">
          <p>{t.resendFailed}</p>
        </Alert>
      )}
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(employee.id)}>
        {resend.isPending ? employeeDataTexts.sending : t.resend}
      </Button>
    </>
  );
}

/** Issue 26 item 9: for someone who lost the phone with their authenticator app; confirmed with a reason in a dialog. */
function ResetTwoFactor({ clientId, employee }: { clientId: number; employee: EmployeeDetail }) {
  const openModal = useModals((s) => s.openModal);
  const ownId = useSession((s) => s.user?.id);
  const name = [employee.firstName, employee.surname].join(' ');
  // Their own two-factor an HR administrator turns off from their own security settings, with the proof those ask for.
  if (employee.id === ownId) return null;
  return (
    <section className={sections.block}>
      <h3>{t.resetTwoFactor}</h3>
      <p>{t.resetTwoFactorIntro}</p>
      <Button variant="secondary" onClick={() => openModal('reset-two-factor', { clientId, employeeId: employee.id, name })}>
        {t.resetTwoFactor}
      </Button>
    </section>
  );
}

/** The view-employee-data panel: one person's details, account, live selections with costs, family and life events. */
export default function EmployeePanel({ data }: PanelBodyProps<'view-employee-data'>) {
  const { clientId, employeeId } = data;
  const query = useEmployee(clientId, employeeId);
  if (query.isPending) return <Loading label={t.loading} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t.loadFailed}</p>
      </Alert>
    );
  }
  const e = query.data;
  return (
    <div className={sections.stack}>
      <Details
        title={t.personal}
        rows={[
          [t.name, [e.title, e.firstName, e.surname].filter(Boolean).join(' ')],
          [t.preferredName, e.preferredName ?? t.notGiven],
          [t.dateOfBirth, dateOrNotGiven(e.dateOfBirth)],
          [t.email, e.email],
          [t.phone, e.phone ?? t.notGiven],
          [t.family, e.familyCount],
        ]}
      />
      <Details
        title={t.employment}
        rows={[
          [t.employeeNumber, e.employeeNumber ?? t.notGiven],
          [t.startDate, dateOrNotGiven(e.employmentStartDate)],
          [t.status, t.statuses[e.employmentStatus]],
          [t.location, e.location ?? t.notGiven],
          [t.grade, e.grade ?? t.notGiven],
          [t.salary, e.salary === null ? t.notGiven : formatPounds(e.salary)],
        ]}
      />
      <Details
        title={t.account}
        rows={[
          [t.registered, e.registeredAt ? formatLongDate(e.registeredAt) : t.notRegistered],
          [t.lastLogin, e.lastLoginAt ? formatLongDate(e.lastLoginAt) : employeeDataTexts.never],
          [t.twoFactor, e.mfaEnabled ? t.on : t.off],
        ]}
      />
      {e.mfaEnabled && <ResetTwoFactor clientId={clientId} employee={e} />}
      {e.registered ? <MagicLinkForm clientId={clientId} employeeId={e.id} /> : <ResendWelcome employee={e} />}
      <section className={sections.block}>
        <h3>{t.selections}</h3>
        {e.selections.length === 0 ? <p>{t.noSelections}</p> : <SelectionsTable selections={e.selections} />}
      </section>
      <AgreementsSection clientId={clientId} employee={e} />
      <section className={sections.block}>
        <h3>{t.lifeEvents}</h3>
        {e.lifeEvents.length === 0 ? (
          <p>{t.noLifeEvents}</p>
        ) : (
          <ul className={styles.events}>
            {e.lifeEvents.map((event) => (
              <li key={event.id}>
                {event.type}, {formatLongDate(event.eventDate)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PersonalDataDownload clientId={clientId} employeeId={e.id} />
      <EraseEmployee clientId={clientId} employee={e} />
    </div>
  );
}
