import { useId } from 'react';
import { benefitScreenTexts as t } from '@portal/contracts';
import type { FilterChip } from './filterBenefits.ts';
import styles from './CategoryFilters.module.css';

interface CategoryFiltersProps {
  chips: FilterChip[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}

/** Category chips: toggle buttons (aria-pressed), reachable with Tab and pressed with Enter or Space. */
export function CategoryFilters({ chips, selected, onSelect }: CategoryFiltersProps) {
  const labelId = useId();
  return (
    <div className={styles.filters} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {t.list.filtersLabel}
      </span>
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const pressed = chip.value === selected;
          return (
            <li key={chip.value ?? 'all'}>
              <button type="button" className={styles.chip} aria-pressed={pressed} onClick={() => onSelect(chip.value)}>
                {t.list.filterOption(chip.label, chip.count)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
