import {
  formatLongDate,
  formatPounds,
  myNextYearTexts as n,
  nextYearTexts,
  ukToday,
  type BenefitSummary,
  type MyNextYear,
  type MyRollover,
} from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { BenefitsGrid } from './BenefitsGrid.tsx';
import styles from './MyBenefitsPage.module.css';

/** What the new year does to this year's choice of a benefit, in words, when nothing is chosen for next year. */
export function rolloverNote(line: MyRollover | undefined): string | null {
  if (!line) return null;
  if (line.outcome === 'kept' && line.employeeNext !== null) return n.rollsOver(formatPounds(line.employeeNext));
  if (line.outcome === 'lapses') return n.requestLapses;
  const why = line.reason ? nextYearTexts.reasons[line.reason] : null;
  return why ? n.ends(why.charAt(0).toLowerCase() + why.slice(1)) : null;
}

/** Where next year's window stands today, in one line. */
function windowNotice({ window, startsOn }: NonNullable<MyNextYear['schemeYear']>): string {
  if (window.open) return n.windowOpen(formatLongDate(window.closesOn));
  if (ukToday() < window.opensOn) return n.windowLater(formatLongDate(window.opensOn), formatLongDate(window.closesOn));
  return n.windowClosed(formatLongDate(startsOn));
}

interface NextYearPanelProps {
  data: MyNextYear & { schemeYear: NonNullable<MyNextYear['schemeYear']> };
  category: string | null;
  onCategory: (value: string | null) => void;
}

/**
 * My benefits for next year: when its window is open, what each choice of this year becomes if left as it is, and next
 * year's benefits with the caller's choice of each (their buttons open next year's benefit, chosen in its window).
 */
export function NextYearPanel({ data, category, onCategory }: NextYearPanelProps) {
  const byGroup = new Map(data.rollover.map((line) => [line.groupCode, line]));
  const offered = new Set(data.benefits.map((b) => b.groupCode));
  // This year's choices whose benefit next year does not offer: they end with this year.
  const ending = data.rollover.filter((line) => !offered.has(line.groupCode));
  const noteOf = (benefit: BenefitSummary) => (benefit.selection ? null : rolloverNote(byGroup.get(benefit.groupCode)));
  return (
    <>
      <div className={styles.notice}>
        <Alert tone="info">
          <p>{windowNotice(data.schemeYear)}</p>
        </Alert>
      </div>
      {ending.length > 0 && (
        <ul className={styles.ending}>
          {ending.map((line) => (
            <li key={line.groupCode}>
              <strong>{line.benefitName}</strong>: {rolloverNote(line)}
            </li>
          ))}
        </ul>
      )}
      {data.benefits.length === 0 ? (
        <p className="lead">{n.empty}</p>
      ) : (
        <BenefitsGrid benefits={data.benefits} filters={undefined} category={category} onCategory={onCategory} noteOf={noteOf} />
      )}
    </>
  );
}
