/** The admin console's clients (issue 27 §2): list, add, details, features, administrators, readiness and going live. */
export { clientAdminRoutes } from './routes.ts';
/** Configuration as a file (issue 27 §3), for the command line and the demo seed: export and import with a database. */
export {
  checkConfigurationDocument,
  exportClientConfiguration,
  importClientConfiguration,
  insertDocumentBenefit,
  type ConfigurationImportOptions,
} from './configuration.ts';
/** The new scheme year's switch (issue 28 §3): a recurring job that makes a year current on its start date and rolls choices over. */
export { schemeYearSwitch, switchSchemeYears } from './year-switch.ts';
export { prepareYearAfter } from './next-year.ts';
/** The daily job that applies benefits' price changes on the day they take effect (issue 28 §3). */
export { priceChangeJob } from './price-change-job.ts';
