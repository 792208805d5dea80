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

/**
 * Globex signs in through the demo identity provider (not SSO-only: password login keeps working),
 * and Acme people can go to the demo partner 'perks'. Only when the demo identity provider runs.
 */
export async function seedSingleSignOn(db: Db, config: Config, keys: AuthKeys, { acme, globex }: { acme: Client; globex: Client }): Promise<void> {
  if (!config.devIdp) return;
  if (devIdpClientCodes(config).includes(globex.code)) {
    const issuer = devIdpIssuer(config);
    const logout = new URL(`${issuer}/session/end`);
    logout.searchParams.set('client_id', globex.code);
    logout.searchParams.set('post_logout_redirect_uri', publicUrl(config, globex.code, '/logout-success'));
    await db.update(clients).set({ ssoEmailDomains: ['globex.test'], ssoLogoutUrl: logout.href }).where(eq(clients.id, globex.id));
    const clientSecretEncrypted = sealSecret(keys.secretBox, devIdpClientSecret(keys, globex.code));
    await saveSsoProvider(db, { clientId: globex.id, issuer, oidcClientId: globex.code, clientSecretEncrypted });
  }
  await insertPartner(db, {
    clientId: acme.id,
    code: 'perks',
    name: 'Perks',
    url: publicUrl(config, acme.code, `${config.API_BASE}/dev-partner/perks`),
    secretEncrypted: sealSecret(keys.secretBox, randomBytes(32).toString('base64url')),
  });
}
