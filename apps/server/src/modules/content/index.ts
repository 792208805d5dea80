/** The content module's public face: the CMS pages and the frequently asked questions. */
export { contentRoutes } from './routes.ts';
