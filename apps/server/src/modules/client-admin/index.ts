/** The admin console's clients (issue 27 §2): list, add, details, features, administrators, readiness and going live. */
export { clientAdminRoutes } from './routes.ts';
/** For the configuration document: a client made and written as the console does, and its features as the console shows them. */
export { insertDraftClient, writeClientSettings, type ConsoleActor } from './service.ts';
export { features } from './present.ts';
