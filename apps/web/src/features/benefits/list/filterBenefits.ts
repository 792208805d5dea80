import type { BenefitFilters, BenefitSummary, SelectionStatus } from '@portal/contracts';
import type { BadgeTone } from '../../../ui/Badge.tsx';

export interface FilterChip {
  /** null: every category. */
  value: string | null;
  label: string;
  count: number;
}

/** 'All' first, then the server's categories; a category no benefit has any more is left out. */
export function filterChips(filters: BenefitFilters | undefined, benefits: BenefitSummary[], allLabel: string): FilterChip[] {
  const categories = filters?.categories ?? [];
  const present = categories.filter((c) => benefits.some((b) => b.category === c.value));
  return [
    { value: null, label: allLabel, count: benefits.length },
    ...present.map((c) => ({ value: c.value, label: c.label, count: benefits.filter((b) => b.category === c.value).length })),
  ];
}

/** The benefits of one category, or all of them; an unknown category matches nothing. */
export function filterBenefits(benefits: BenefitSummary[], category: string | null): BenefitSummary[] {
  return category === null ? benefits : benefits.filter((b) => b.category === category);
}

const tones: Record<SelectionStatus, BadgeTone> = {
  active: 'success',
  'pending-approval': 'warning',
  rejected: 'danger',
  'opted-out': 'neutral',
  ended: 'neutral',
};
export const statusTone = (status: SelectionStatus): BadgeTone => tones[status];

/** Live selections cost money each month; ended or refused ones no longer do. */
export const isLiveStatus = (status: SelectionStatus) => status === 'active' || status === 'pending-approval';
