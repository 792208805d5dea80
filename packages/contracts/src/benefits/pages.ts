import { z } from 'zod';
import { wholeNumberParam } from '../shared/fields.ts';
import { benefitKinds } from './kinds.ts';
import { benefitSummarySchema, isoDate, money } from './schemas.ts';
import { faqSchema } from '../content/schemas.ts';

/** Answers around the benefits: filters, related items, statements, vouchers, home page and total benefits. */

const filterOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const benefitFiltersResponse = z.object({
  categories: z.array(filterOption),
  kinds: z.array(filterOption.extend({ value: z.enum(benefitKinds) })),
});
export type BenefitFilters = z.infer<typeof benefitFiltersResponse>;

export const relatedFaqsResponse = z.object({ faqs: z.array(faqSchema) });
export const relatedBenefitsResponse = z.object({ benefits: z.array(benefitSummarySchema) });

/** Benefit group: the group code shared by a benefit across scheme years, e.g. 'pmi'. */
export const benefitGroupParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Not a benefit group' }) });
export const statementsQuery = z.object({ year: wholeNumberParam('Not a scheme year', 2000, 2100).optional() });
/** A statement to keep (issue 37 item 3): the scheme year's months, or one of them (`month`, 1-12). */
export const statementPdfQuery = statementsQuery.extend({ month: wholeNumberParam('Not a month', 1, 12).optional() });

export const statementSchema = z.object({
  month: z.number().int().min(1).max(12),
  monthName: z.string(),
  year: z.number().int(),
  employeeContribution: money,
  employerContribution: money,
  /**
   * Of the month's figures, what settles earlier months: arrears (positive) or a refund (negative) for a change that
   * became known after their payroll closed; null when there is none.
   */
  adjustment: z.object({ employee: money, employer: money }).nullable(),
  /** The part of the employee's figure that settles a fixed-term agreement stopped before its term (a leaver's final pay). */
  agreementBalance: money.optional(),
  /** The payroll date of the contribution: the last day of the month. */
  date: isoDate,
  /** 'paid' once its payroll date has come; the current month's is 'upcoming' until then. Later months are not listed. */
  status: z.enum(['paid', 'upcoming']),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementsResponse = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  year: z.number().int(),
  statements: z.array(statementSchema),
  /** What has been paid so far: the upcoming month is left out. */
  totals: z.object({ employeeContribution: money, employerContribution: money }),
});
export type Statements = z.infer<typeof statementsResponse>;

export const ccvOrderSchema = z.object({ id: z.number().int(), reference: z.string(), payee: z.string(), amount: money, date: isoDate });
export const ccvBalanceResponse = z.object({
  balance: money,
  lastPaymentDate: isoDate.nullable(),
  /** Shown as dd.MM.yy by the web app (spec §9). */
  nextVoucherDate: isoDate.nullable(),
  placedOrders: z.array(ccvOrderSchema),
  savedOrders: z.array(ccvOrderSchema),
});
export type CcvBalance = z.infer<typeof ccvBalanceResponse>;
/** The contract-management page; the web app frames `url` with the access token in `tokenParameter`. */
export const ccvManageResponse = z.object({ url: z.string(), tokenParameter: z.string() });

const link = z.object({ label: z.string(), path: z.string() }).nullable();
export const homeCardTypes = ['choose-benefits', 'pending-approvals', 'approvals-to-review', 'vouchers', 'locked-benefits'] as const;
export const homeCardSchema = z.object({
  id: z.string(),
  type: z.enum(homeCardTypes),
  title: z.string(),
  body: z.string(),
  /** The headline figure, already formatted (e.g. '3' or '£1,234.56'). */
  value: z.string().nullable(),
  link,
});
export type HomeCard = z.infer<typeof homeCardSchema>;
export const homeCardsResponse = z.array(homeCardSchema);

export const homeBannerSchema = z.object({
  id: z.string(),
  tone: z.enum(['info', 'warning', 'success']),
  title: z.string(),
  body: z.string(),
  link,
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export const homeBannersResponse = z.array(homeBannerSchema);

/**
 * The figures of the current scheme year, each defined once (server: benefits/total.ts `yearTotals`) and shown the
 * same everywhere: what the employer pays into the benefits, what the employee pays, what the benefits are worth
 * (the two together), and the total package (salary plus what the employer pays; null without a salary on record).
 */
const yearTotals = {
  employerValue: money,
  employeeValue: money,
  totalValue: money,
  totalPackage: money.nullable(),
};

export const totalBenefitsCardResponse = z.object({
  year: z.number().int().nullable(),
  salary: money.nullable(),
  ...yearTotals,
  benefitsCount: z.number().int(),
});
export type TotalBenefitsCard = z.infer<typeof totalBenefitsCardResponse>;

/** The total benefits page's overview modes (spec: overview mode, default 'year'): the scheme year, or this month. */
export const overviewModes = ['year', 'month'] as const;
export type OverviewMode = (typeof overviewModes)[number];
export const DEFAULT_OVERVIEW_MODE: OverviewMode = 'year';

export const totalBenefitsPageResponse = z.object({
  year: z.number().int().nullable(),
  salary: money.nullable(),
  benefits: z.array(
    z.object({ benefitId: z.number().int(), name: z.string(), groupCode: z.string(), category: z.string(), employerValue: money, employeeValue: money }),
  ),
  totals: z.object(yearTotals),
  /** Overview mode 'month': what the same benefits cost this month (its first day), as its statement line counts it. */
  thisMonth: z.object({
    month: isoDate,
    benefits: z.array(z.object({ benefitId: z.number().int(), employerValue: money, employeeValue: money })),
    totals: z.object({ employerValue: money, employeeValue: money, totalValue: money }),
    /**
     * All of this month's salary sacrifices together (issue 38): given up from gross pay, the income tax and NI they
     * save, and what they cost in take-home pay, at the tax year's rates. Null without a salary or a sacrifice.
     */
    takeHome: z.object({ sacrificed: money, incomeTax: money, employeeNi: money, net: money, taxYear: z.string() }).nullable().optional(),
  }),
});
export type TotalBenefitsPage = z.infer<typeof totalBenefitsPageResponse>;
