import { z } from 'zod';
import { textField } from '../shared/fields.ts';
import { insightsTexts as t } from './texts.ts';

/** Employee insights and engagement (spec §2 `/app/dashboard/employee-insights/`, `/employee-engagement/`; §7). */

const filterText = textField().trim().max(100, { error: t.filterTooLong });

/** Narrows every figure to the people of one location and/or grade (exact match); empty means everyone. */
export const insightsQuery = z.object({ location: filterText.optional(), grade: filterText.optional() });
export type InsightsQuery = z.infer<typeof insightsQuery>;

const count = z.number().int();
/** One decimal, e.g. 72.5. */
const percentage = z.number();

/**
 * The same figures by location and by grade (null: not recorded), and the locations and grades the client's people
 * have whatever the filter (the choices of the filter boxes).
 */
const breakdowns = <G extends z.ZodType>(group: G) => ({
  byLocation: z.array(group),
  byGrade: z.array(group),
  choices: z.object({ locations: z.array(z.string()), grades: z.array(z.string()) }),
});

/** A location or grade and its people. */
const registrationGroup = z.object({ name: z.string().nullable(), employees: count, registered: count, percentage });
export type RegistrationGroup = z.infer<typeof registrationGroup>;

export const registrationMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  registrations: count,
  /** Registered at the end of the month (everyone who registered by then). */
  cumulative: count,
});
export type RegistrationMonth = z.infer<typeof registrationMonth>;

export const employeeInsightsResponse = z.object({
  /** The last 12 months, oldest first, the current month last; months without a registration count 0. */
  months: z.array(registrationMonth),
  totals: z.object({ employees: count, registered: count, percentage }),
  ...breakdowns(registrationGroup),
});
export type EmployeeInsights = z.infer<typeof employeeInsightsResponse>;

/** A location or grade: registered people and those of them active in the last 30 days. */
const engagementGroup = z.object({ name: z.string().nullable(), registered: count, active: count, percentage });
export type EngagementGroup = z.infer<typeof engagementGroup>;

export const loginWeek = z.object({
  /** YYYY-MM-DD, the Monday the week starts on. */
  weekStarting: z.string(),
  logins: count,
  /** Different people who logged in that week. */
  people: count,
  /** Benefit pages opened that week (the person's own sessions only). */
  benefitViews: count,
});
export type LoginWeek = z.infer<typeof loginWeek>;

export const employeeLoginsResponse = z.object({
  /** The last 12 weeks, oldest first, the current week last; weeks without a login count 0. */
  weeks: z.array(loginWeek),
  /** People with a login in the last 30 days, of the registered people; the percentage is of the registered. */
  activeUsers: z.object({ active: count, registered: count, percentage }),
  /** The most viewed benefits of the last 12 weeks (at most 10): views, different people, and those as a share of the registered. */
  benefitViews: z.array(z.object({ name: z.string(), views: count, people: count, percentage })),
  ...breakdowns(engagementGroup),
});
export type EmployeeLogins = z.infer<typeof employeeLoginsResponse>;
