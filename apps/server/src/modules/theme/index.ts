/** The theme module's public face: a client's branding, for the API and for the pages the server renders. */
export { themeRoutes } from './routes.ts';
export { themeOf } from './service.ts';
