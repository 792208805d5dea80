/** A client's scheme years (issue 28 §3): the years, selection windows and their rules, the next year and its switch. */
export { schemeYearRoutes } from './routes.ts';
/** The new scheme year's switch (issue 28 §3): a recurring job that makes a year current on its start date and rolls choices over. */
export { schemeYearSwitch, switchSchemeYears } from './year-switch.ts';
export { prepareYearAfter } from './next-year.ts';
/** The client's row locked: a change of its years, windows or benefits waits for the one before it. */
export { lockClient } from './queries.ts';
/** The year every screen names (profile, benefits): the client's current scheme year. */
export { findCurrentYear } from './queries.ts';
/** For the configuration document's catalogue: the years and the rules for choosing outside the annual window. */
export { insertSchemeYear, listSchemeYears, updateSchemeYear, type ListedSchemeYear, type SchemeYearValues } from './queries.ts';
export { effectiveDateColumns, effectiveDateKinds, effectiveDatesOf, windowRuleFields } from './window-rules.ts';
