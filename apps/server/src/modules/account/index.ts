/** A person's own account: activation, password (change and reset), two-factor settings, terms and welcome e-mails. */
export { accountRoutes } from './routes.ts';
export { sendHeldWelcomeMails, sendWelcomeMails } from './welcome.ts';
export { welcomeRoutes } from './welcome-routes.ts';
