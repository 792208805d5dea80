import { ssoTexts } from '@portal/contracts';
import { publicUrl, type Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { openSecret } from '../../lib/secret-box.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { signAssertion } from './assertion.ts';
import { findPartner } from './queries.ts';

/** The assertion's issuer: the client's portal origin. */
export const portalIssuer = (config: Config, clientCode: string) => new URL(publicUrl(config, clientCode, '/')).origin;

/** The partner's address with `assertion=<signed JWT>`, for a person of a client that has that partner. */
export async function thirdPartyRedirect(ctx: SignedInContext, input: { partner: string }): Promise<{ redirect: string }> {
  const { user } = ctx;
  const client = ctx.client && ctx.client.id === user.clientId ? ctx.client : null;
  const partner = client ? await findPartner(ctx.db, client.id, input.partner) : undefined;
  const secret = partner ? openSecret(ctx.keys.secretBox, partner.secretEncrypted) : null;
  if (!client || !partner || secret === null) throw notFound(ssoTexts.partnerNotFound);
  const person = { userId: user.id, email: user.email, name: `${user.firstName} ${user.surname}`, client: client.code };
  const assertion = await signAssertion(secret, partner.code, portalIssuer(ctx.config, client.code), person, ctx.now);
  const url = new URL(partner.url);
  url.searchParams.set('assertion', assertion);
  return { redirect: url.href };
}
