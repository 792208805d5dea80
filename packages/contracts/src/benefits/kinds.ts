/** The closed lists of the benefits area: what kind a benefit is, where a selection stands, what its call to action does. */
export const benefitKinds = ['options', 'amount', 'voucher', 'information'] as const;
export type BenefitKind = (typeof benefitKinds)[number];
export const selectionStatuses = ['pending-approval', 'active', 'rejected', 'opted-out', 'ended'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];
export const ctaTypes = ['select', 'edit', 'reapply', 'view'] as const;
export type CtaType = (typeof ctaTypes)[number];
