import { formatLongDate, formatPounds } from '../shared/format.ts';
import type { DataLoadColumn } from './schemas.ts';
import { uploadTexts as t } from './texts.ts';

/** Every column of the template has its name in words. */
export const fieldInWords = (field: DataLoadColumn): string => (t.fields satisfies Record<DataLoadColumn, string>)[field];

/** A file column's stored value as HR reads it: pounds, days in words, codes in words; blank as "(blank)". */
export function valueInWords(field: DataLoadColumn, value: string | null): string {
  if (value === null || value === '') return t.empty;
  switch (field) {
    case 'annual_salary':
      return formatPounds(Number(value));
    case 'date_of_birth':
    case 'start_date':
    case 'leaving_date':
      return formatLongDate(value);
    case 'sex':
      return t.sexes[value] ?? value;
    case 'employment_status':
      return t.statuses[value] ?? value;
    case 'tax_region':
      return t.taxRegions[value] ?? value;
    case 'apprentice':
      return t.yesNo[value] ?? value;
    default:
      return value;
  }
}
