/** The app's code (router, query client, every route): one import, shared by the root and the first login page's warm-up. */
export const loadApp = () => import('./App.tsx');
