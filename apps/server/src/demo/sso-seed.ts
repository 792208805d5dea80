import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publicUrl, type Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { clients, type Client } from '../db/schema/index.ts';
import { sealSecret } from '../lib/secret-box.ts';
import type { AuthKeys } from '../lib/auth-keys.ts';
import { devPartnerPath, insertPartner } from '../modules/partners/index.ts';
import { devIdpClientCodes, devIdpClientSecret, devIdpIssuer, devIdpLogoutUrl, saveSsoProvider } from '../modules/sso/index.ts';

const DEMO_PARTNER = 'perks';

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
      url: publicUrl(config, client.code, devPartnerPath(config, DEMO_PARTNER)),
      secretEncrypted: sealSecret(keys.secretBox, randomBytes(32).toString('base64url')),
    });
  }
}
