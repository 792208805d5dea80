/** Configuration as a file (issue 27 §3): the admin console's export and import, its own routes for the import's body limit. */
export { configurationRoutes } from './routes.ts';
/** For the command line and the demo seed: export and import with a database. */
export { exportClientConfiguration } from './configuration.ts';
export { checkConfigurationDocument, importClientConfiguration, type ConfigurationImportOptions } from './import.ts';
export { insertDocumentBenefit } from './catalogue.ts';
