import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publicUrl, type Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { clients, type Client } from '../db/schema/index.ts';
import { sealSecret } from '../lib/secret-box.ts';
import type { AuthKeys } from '../modules/auth/keys.ts';
import { insertPartner } from '../modules/partners/queries.ts';
import { devIdpClientCodes, devIdpClientSecret, devIdpIssuer } from '../modules/sso/dev-idp/settings.ts';
import { saveSsoProvider } from '../modules/sso/queries.ts';

/** Lets the demo identity provider sign in the client's people (a provider row, its e-mail domain and logout address). */
async function signInByDevIdp(db: Db, config: Config, keys: AuthKeys, client: Client, emailDomain: string): Promise<void> {
  const issuer = devIdpIssuer(config);
  const logout = new URL(`${issuer}/session/end`);
  logout.searchParams.set('client_id', client.code);
  logout.searchParams.set('post_logout_redirect_uri', publicUrl(config, client.code, '/logout-success'));
  await db.update(clients).set({ ssoEmailDomains: [emailDomain], ssoLogoutUrl: logout.href }).where(eq(clients.id, client.id));
  const clientSecretEncrypted = sealSecret(keys.secretBox, devIdpClientSecret(keys, client.code));
  await saveSsoProvider(db, { clientId: client.id, issuer, oidcClientId: client.code, clientSecretEncrypted });
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
      code: 'perks',
      name: 'Perks',
      url: publicUrl(config, client.code, `${config.API_BASE}/dev-partner/perks`),
      secretEncrypted: sealSecret(keys.secretBox, randomBytes(32).toString('base64url')),
    });
  }
}
