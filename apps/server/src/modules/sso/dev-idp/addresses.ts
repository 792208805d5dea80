import { publicUrl, type Config } from '../../../config.ts';
import type { Db } from '../../../db/connect.ts';
import { providersOfClients, setLogoutUrl, setProviderIssuer } from './queries.ts';
import { DEV_IDP_MOUNT, devIdpClientCodes, devIdpIssuer } from './settings.ts';

const LOGOUT_PATH = `${DEV_IDP_MOUNT}/session/end`;

/** The demo identity provider's logout address for a client, coming back to that client's portal. */
export function devIdpLogoutUrl(config: Config, clientCode: string): string {
  const logout = new URL(`${devIdpIssuer(config)}/session/end`);
  logout.searchParams.set('client_id', clientCode);
  logout.searchParams.set('post_logout_redirect_uri', publicUrl(config, clientCode, '/logout-success'));
  return logout.href;
}

const pathOf = (url: string | null) => (url && URL.canParse(url) ? new URL(url).pathname : null);

/**
 * The seed wrote the demo identity provider's addresses under the PUBLIC_URL (and PORT) of its day; at every start
 * they are written again from this configuration, so a data directory keeps working when the port or public URL
 * changes. Providers and logout addresses pointing anywhere else are left alone.
 */
export async function followDevIdpAddresses(db: Db, config: Config): Promise<void> {
  for (const row of await providersOfClients(db, devIdpClientCodes(config))) {
    if (row.oidcClientId !== row.clientCode || pathOf(row.issuer) !== DEV_IDP_MOUNT) continue;
    if (row.issuer !== devIdpIssuer(config)) await setProviderIssuer(db, row.clientId, devIdpIssuer(config));
    const logout = devIdpLogoutUrl(config, row.clientCode);
    if (pathOf(row.ssoLogoutUrl) === LOGOUT_PATH && row.ssoLogoutUrl !== logout) await setLogoutUrl(db, row.clientId, logout);
  }
}
