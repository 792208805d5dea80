import { benefitScreenTexts as t, type BenefitFilters, type BenefitSummary } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { BenefitCard } from './BenefitCard.tsx';
import { CategoryFilters } from './CategoryFilters.tsx';
import { filterBenefits, filterChips } from './filterBenefits.ts';
import styles from './BenefitsGrid.module.css';

interface BenefitsGridProps {
  benefits: BenefitSummary[];
  filters: BenefitFilters | undefined;
  category: string | null;
  onCategory: (value: string | null) => void;
  /** A line for a benefit's card, if any. */
  noteOf?: (benefit: BenefitSummary) => string | null;
}

export function BenefitsGrid({ benefits, filters, category, onCategory, noteOf }: BenefitsGridProps) {
  if (benefits.length === 0) return <p className="lead">{t.list.none}</p>;
  const chips = filterChips(filters, benefits, t.list.all);
  const shown = filterBenefits(benefits, category);
  return (
    <div className={styles.wrap}>
      {chips.length > 2 && <CategoryFilters chips={chips} selected={category} onSelect={onCategory} />}
      <p className={styles.count} aria-live="polite">
        {t.list.showing(shown.length, benefits.length)}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{t.list.empty}</p>
          <Button variant="secondary" onClick={() => onCategory(null)}>
            {t.list.showAll}
          </Button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {shown.map((benefit) => (
            <li key={benefit.id}>
              <BenefitCard benefit={benefit} note={noteOf?.(benefit)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
