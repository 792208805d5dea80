import {
  addMonths,
  benefitScreenTexts,
  employeeDataTexts,
  formatMonthYear,
  formatPounds,
  type EmployeeAgreement,
  type EmployeeDetail,
} from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import sections from '../../../ui/SidePanel/PanelSections.module.css';
import styles from './EmployeePanel.module.css';

const t = employeeDataTexts.agreements;
const own = benefitScreenTexts.detail.agreement;

function Agreement({ clientId, employee, agreement }: { clientId: number; employee: EmployeeDetail; agreement: EmployeeAgreement }) {
  const openModal = useModals((s) => s.openModal);
  const name = [employee.firstName, employee.surname].join(' ');
  const rows: [string, string][] = [
    [own.total, formatPounds(agreement.total)],
    [own.paid, own.paidValue(formatPounds(agreement.paid), agreement.paidInstalments, agreement.instalments)],
    [own.remaining, formatPounds(agreement.remaining)],
    [t.runs, t.runsValue(formatMonthYear(agreement.firstMonth), formatMonthYear(agreement.lastMonth))],
    ...agreement.pauses.map((p): [string, string] => [
      t.paused,
      t.pausedValue(formatMonthYear(p.from), formatMonthYear(addMonths(p.from, p.months - 1)), p.months),
    ]),
  ];
  return (
    <div className={styles.agreement}>
      <h4>{t.caption(agreement.benefitName)}</h4>
      <dl className={sections.details}>
        {rows.map(([label, value], i) => (
          <div key={`${label}-${i}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {agreement.pause ? (
        <>
          <p className="muted">{t.pauseHint(agreement.pause.monthsLeft)}</p>
          <Button
            variant="secondary"
            aria-label={t.pauseLabel(agreement.benefitName)}
            onClick={() => openModal('pause-agreement', { clientId, employeeId: employee.id, name, agreement })}
          >
            {t.pause}
          </Button>
        </>
      ) : (
        agreement.cannotPause && <p className="muted">{t.cannotPause[agreement.cannotPause]}</p>
      )}
    </div>
  );
}

/** A person's fixed-term agreements still running (issue 36): paid so far, what is left, pauses, and a pause where allowed. */
export function AgreementsSection({ clientId, employee }: { clientId: number; employee: EmployeeDetail }) {
  if (employee.agreements.length === 0) return null;
  return (
    <section className={sections.block}>
      <h3>{t.title}</h3>
      {employee.agreements.map((agreement) => (
        <Agreement key={agreement.selectionId} clientId={clientId} employee={employee} agreement={agreement} />
      ))}
    </section>
  );
}
