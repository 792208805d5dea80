import type { Config } from '../../config.ts';

/** The browser navigations of the OIDC flow, on the client's own host. */
export const ssoStartPath = (config: Pick<Config, 'API_BASE'>, clientCode: string) => `${config.API_BASE}/sso/${clientCode}/start`;
export const ssoCallbackPath = (config: Pick<Config, 'API_BASE'>, clientCode: string) => `${config.API_BASE}/sso/${clientCode}/callback`;
