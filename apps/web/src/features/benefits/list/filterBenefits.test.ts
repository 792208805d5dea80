import { describe, expect, it } from 'vitest';
import type { BenefitFilters, BenefitSummary } from '@portal/contracts';
import { filterBenefits, filterChips, statusTone } from './filterBenefits.ts';

const benefit = (id: number, category: string) => ({ id, category }) as BenefitSummary;
const benefits = [benefit(1, 'Health'), benefit(2, 'Health'), benefit(3, 'Lifestyle')];
const filters: BenefitFilters = {
  categories: [
    { value: 'Health', label: 'Health', count: 2 },
    { value: 'Lifestyle', label: 'Lifestyle', count: 1 },
    { value: 'Family', label: 'Family', count: 1 },
  ],
  kinds: [],
};

describe('category filters', () => {
  it('offers All first, then each category that still has benefits, with counts', () => {
    expect(filterChips(filters, benefits, 'All')).toEqual([
      { value: null, label: 'All', count: 3 },
      { value: 'Health', label: 'Health', count: 2 },
      { value: 'Lifestyle', label: 'Lifestyle', count: 1 },
    ]);
    expect(filterChips(undefined, benefits, 'All')).toEqual([{ value: null, label: 'All', count: 3 }]);
  });

  it('filters by category and keeps everything for All', () => {
    expect(filterBenefits(benefits, 'Health').map((b) => b.id)).toEqual([1, 2]);
    expect(filterBenefits(benefits, null)).toHaveLength(3);
    expect(filterBenefits(benefits, 'Travel')).toEqual([]);
  });

  it('gives each selection status a badge tone', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('pending-approval')).toBe('warning');
    expect(statusTone('opted-out')).toBe('neutral');
  });
});
