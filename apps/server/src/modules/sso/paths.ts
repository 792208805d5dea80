import { ssoStartPath as ssoStartUnder } from '@portal/contracts';
import type { Config } from '../../config.ts';

/** The browser navigations of the OIDC flow, on the client's own host. */
export const ssoStartPath = (config: Pick<Config, 'API_BASE'>, clientCode: string) => ssoStartUnder(config.API_BASE, clientCode);
export const ssoCallbackPath = (config: Pick<Config, 'API_BASE'>, clientCode: string) => `${config.API_BASE}/sso/${clientCode}/callback`;
/** The SAML browser round trip, on the client's own host: start, assertion consumer service, our metadata (its address is our entity id). */
export const samlPath = (config: Pick<Config, 'API_BASE'>, clientCode: string, leaf: 'start' | 'acs' | 'metadata') =>
  `${config.API_BASE}/sso/${clientCode}/saml/${leaf}`;
