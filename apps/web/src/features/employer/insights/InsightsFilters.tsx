import { useId } from 'react';
import { insightsTexts as t, type InsightsQuery } from '@portal/contracts';
import type { FilterKey } from './useInsightsFilter.ts';
import styles from './insights.module.css';
import controls from '../../../ui/ListControls.module.css';

interface InsightsFiltersProps {
  choices: { locations: string[]; grades: string[] };
  query: InsightsQuery;
  onChange: (key: FilterKey, value: string) => void;
}

/** Narrow every figure on the page to one location and/or grade. */
export function InsightsFilters({ choices, query, onChange }: InsightsFiltersProps) {
  const id = useId();
  const select = (key: FilterKey, label: string, options: string[]) => (
    <div className={controls.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={query[key] ?? ''} onChange={(event) => onChange(key, event.target.value)}>
        <option value="">{t.filters.everyone}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className={`${controls.toolbar} ${styles.filters}`}>
      <legend className="visually-hidden">{t.filters.legend}</legend>
      {select('location', t.filters.location, choices.locations)}
      {select('grade', t.filters.grade, choices.grades)}
    </fieldset>
  );
}
