/** The admin console's clients (issue 27 §2): list, add, details, features, administrators, readiness and going live. */
export { clientAdminRoutes } from './routes.ts';
/** Configuration as a file (issue 27 §3), for the command line and the demo seed: export and import with a database. */
export { checkConfigurationDocument, exportClientConfiguration, importClientConfiguration, type ConfigurationImportOptions } from './configuration.ts';
