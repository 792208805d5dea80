import { ssoTexts } from '@portal/contracts';
import { publicUrl } from '../../config.ts';
import type { Client } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { openSecret } from '../../lib/secret-box.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { signAssertion } from './assertion.ts';
import { findPartner } from './queries.ts';

/** The assertion's issuer: the client's portal origin. */
export const portalIssuer = (config: AuthDeps['config'], clientCode: string) => new URL(publicUrl(config, clientCode, '/')).origin;

/** The partner's address with `assertion=<signed JWT>`, for a person of a client that has that partner. */
export async function thirdPartyRedirect(deps: AuthDeps, user: SessionUser, host: Client | null, partnerCode: string): Promise<{ redirect: string }> {
  const client = host && host.id === user.clientId ? host : null;
  const partner = client ? await findPartner(deps.db, client.id, partnerCode) : undefined;
  const secret = partner ? openSecret(deps.keys.secretBox, partner.secretEncrypted) : null;
  if (!client || !partner || secret === null) throw notFound(ssoTexts.partnerNotFound);
  const person = { userId: user.id, email: user.email, name: `${user.firstName} ${user.surname}`, client: client.code };
  const assertion = await signAssertion(secret, partner.code, portalIssuer(deps.config, client.code), person, clock.now());
  const url = new URL(partner.url);
  url.searchParams.set('assertion', assertion);
  return { redirect: url.href };
}
