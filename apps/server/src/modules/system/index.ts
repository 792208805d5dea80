/** The system module's public face: ping and the health probes (live, ready). */
export { systemRoutes } from './routes.ts';
