import { benefitScreenTexts as t, type Selection } from '@portal/contracts';
import { Badge } from '../../../ui/Badge.tsx';
import { statusTone } from '../list/filterBenefits.ts';
import styles from './PlanDetails.module.css';

/** The choices of a selection in words (from the server), its status and the people it covers. */
export function PlanDetails({ selection, headingLevel = 2 }: { selection: Selection; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.plan} aria-label={t.detail.yourPlan}>
      <div className={styles.head}>
        <Heading>{t.detail.yourPlan}</Heading>
        <Badge tone={statusTone(selection.status)}>{selection.statusLabel}</Badge>
      </div>
      <dl className={styles.list}>
        {selection.planDetails
          .filter((detail) => detail.label !== t.detail.peopleCovered)
          .map((detail) => (
            <div key={detail.label} className={styles.item}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        <div className={styles.item}>
          <dt>{t.detail.peopleCovered}</dt>
          <dd>
            {selection.peopleCovered.length === 0 ? (
              t.detail.onlyYou
            ) : (
              <ul className={styles.people}>
                {selection.peopleCovered.map((person) => (
                  <li key={person.familyMemberId}>
                    {person.name} <span className="muted">({t.wizard.relationship[person.relationship]})</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
