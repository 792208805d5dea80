/** Partner sites a person goes on to, signed in by an assertion the portal signs. */
export { devPartnerRoutes } from './dev-partner.ts';
export { devPartnerPath, followDevPartnerAddresses } from './dev-partner-addresses.ts';
export { insertPartner } from './queries.ts';
export { partnerRoutes } from './routes.ts';
