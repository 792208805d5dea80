/** HR data uploads: template, upload with progress, preview and eligibility difference, apply. */
export { uploadRoutes } from './routes.ts';
