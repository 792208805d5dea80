/** Where a person pays income tax: England, Wales and Northern Ireland share the UK rates; Scotland has its own. */
export const taxRegions = ['rest-of-uk', 'scotland'] as const;
export type TaxRegion = (typeof taxRegions)[number];
/** A person whose tax region is not on record is priced at the UK's rates. */
export const DEFAULT_TAX_REGION: TaxRegion = 'rest-of-uk';

/** Contracted hours a week: what a person's own or a client's default may be (a week has 168 hours). */
export const HOURS_PER_WEEK_LIMITS = { min: 1, max: 100, default: 37.5 } as const;
