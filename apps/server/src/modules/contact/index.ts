/** The contact module's public face: the contact page and the enquiries sent from it. */
export { contactRoutes } from './routes.ts';
