import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publicUrl, type Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { clients, partners, ssoProviders, type Client } from '../db/schema/index.ts';
import { sealSecret } from '../lib/secret-box.ts';
import type { AuthKeys } from '../lib/auth-keys.ts';
import { insertPartner } from '../modules/partners/index.ts';
import { DEV_IDP_MOUNT, devIdpClientCodes, devIdpClientSecret, devIdpIssuer, saveSsoProvider } from '../modules/sso/index.ts';

const DEMO_PARTNER = 'perks';
const LOGOUT_PATH = `${DEV_IDP_MOUNT}/session/end`;
const demoPartnerPath = (config: Config) => `${config.API_BASE}/dev-partner/${DEMO_PARTNER}`;

/** The demo identity provider's logout address for a client, coming back to that client's portal. */
function devIdpLogoutUrl(config: Config, clientCode: string): string {
  const logout = new URL(`${devIdpIssuer(config)}/session/end`);
  logout.searchParams.set('client_id', clientCode);
  logout.searchParams.set('post_logout_redirect_uri', publicUrl(config, clientCode, '/logout-success'));
  return logout.href;
}

/** Lets the demo identity provider sign in the client's people (a provider row, its e-mail domain and logout address). */
async function signInByDevIdp(db: Db, config: Config, keys: AuthKeys, client: Client, emailDomain: string): Promise<void> {
  await db
    .update(clients)
    .set({ ssoEmailDomains: [emailDomain], ssoLogoutUrl: devIdpLogoutUrl(config, client.code) })
    .where(eq(clients.id, client.id));
  const clientSecretEncrypted = sealSecret(keys.secretBox, devIdpClientSecret(keys, client.code));
  await saveSsoProvider(db, { clientId: client.id, issuer: devIdpIssuer(config), oidcClientId: client.code, clientSecretEncrypted });
}

interface DemoSsoClients {
  acme: Client;
  globex: Client;
  initech: Client;
}

/**
 * Globex (password login keeps working) and SSO-only Initech sign in through the demo identity
 * provider, and Acme and Initech people can go to the demo partner 'perks'. Only when the demo identity provider runs.
 */
export async function seedSingleSignOn(db: Db, config: Config, keys: AuthKeys, { acme, globex, initech }: DemoSsoClients): Promise<void> {
  if (!config.devIdp) return;
  const served = devIdpClientCodes(config);
  if (served.includes(globex.code)) await signInByDevIdp(db, config, keys, globex, 'globex.test');
  if (served.includes(initech.code)) await signInByDevIdp(db, config, keys, initech, 'initech.test');
  for (const client of [acme, initech]) {
    await insertPartner(db, {
      clientId: client.id,
      code: DEMO_PARTNER,
      name: 'Perks',
      url: publicUrl(config, client.code, demoPartnerPath(config)),
      secretEncrypted: sealSecret(keys.secretBox, randomBytes(32).toString('base64url')),
    });
  }
}

const pathOf = (url: string | null) => (url && URL.canParse(url) ? new URL(url).pathname : null);

/**
 * The seed wrote the demo identity provider's and demo partner's addresses under the PUBLIC_URL (and
 * PORT) of its day; at every start they are written again from this configuration, so a data
 * directory keeps working when the port or public URL changes. Rows pointing anywhere else are left alone.
 */
export async function followDemoAddresses(db: Db, config: Config): Promise<void> {
  const codes = devIdpClientCodes(config);
  const rows = await db
    .select({ client: clients, issuer: ssoProviders.issuer, oidcClientId: ssoProviders.oidcClientId })
    .from(ssoProviders)
    .innerJoin(clients, eq(clients.id, ssoProviders.clientId));
  for (const { client, issuer, oidcClientId } of rows) {
    if (!codes.includes(client.code) || oidcClientId !== client.code || pathOf(issuer) !== DEV_IDP_MOUNT) continue;
    if (issuer !== devIdpIssuer(config))
      await db
        .update(ssoProviders)
        .set({ issuer: devIdpIssuer(config) })
        .where(eq(ssoProviders.clientId, client.id));
    const logout = devIdpLogoutUrl(config, client.code);
    if (pathOf(client.ssoLogoutUrl) === LOGOUT_PATH && client.ssoLogoutUrl !== logout)
      await db.update(clients).set({ ssoLogoutUrl: logout }).where(eq(clients.id, client.id));
  }
  const demoPartners = await db
    .select({ id: partners.id, url: partners.url, clientCode: clients.code })
    .from(partners)
    .innerJoin(clients, eq(clients.id, partners.clientId))
    .where(eq(partners.code, DEMO_PARTNER));
  for (const partner of demoPartners) {
    const url = publicUrl(config, partner.clientCode, demoPartnerPath(config));
    if (pathOf(partner.url) === demoPartnerPath(config) && partner.url !== url) await db.update(partners).set({ url }).where(eq(partners.id, partner.id));
  }
}
