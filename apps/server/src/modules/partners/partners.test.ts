import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../db/schema/index.ts';
import { createClient } from '../../demo/factories.ts';
import { clock } from '../../clock.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { bearer, createPerson, loginAs } from '../../test/auth.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';
import { verifyAssertion } from './assertion.ts';
import { insertPartner } from './queries.ts';

let ctx: TestContext;
let acme: Client;
const secret = randomBytes(32).toString('base64url');
beforeAll(async () => {
  ctx = await buildTestApp();
  acme = await createClient(ctx.db, { code: 'acme' });
  await createClient(ctx.db, { code: 'globex' });
  const url = 'http://acme.localhost:3000/api/dev-partner/perks?from=portal';
  await insertPartner(ctx.db, { clientId: acme.id, code: 'perks', name: 'Perks', url, secretEncrypted: sealSecret(ctx.app.keys.secretBox, secret) });
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const redirectFor = (headers: Record<string, string>, partner = 'perks') =>
  ctx.app.inject({ method: 'GET', url: `/api/third-party/${partner}/redirect`, headers });
const loggedIn = async (clientCode = 'acme', overrides = {}) => {
  const person = await createPerson(ctx.db, clientCode, overrides);
  return { person, headers: bearer((await loginAs(ctx.app, person.email, { clientCode })).access_token, clientCode) };
};

describe('GET /api/third-party/:partner/redirect', () => {
  it("answers the partner's address with an assertion its secret verifies, for 60 seconds", async () => {
    const { person, headers } = await loggedIn('acme', { firstName: 'Sam', surname: '<Taylor>' });
    const res = await redirectFor(headers);
    expect(res.statusCode).toBe(200);
    const redirect = new URL(res.json().redirect);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://acme.localhost:3000/api/dev-partner/perks');
    expect(redirect.searchParams.get('from')).toBe('portal');
    const assertion = redirect.searchParams.get('assertion')!;
    const issuer = 'http://acme.localhost:3000';
    expect(await verifyAssertion(secret, 'perks', issuer, assertion, new Date())).toEqual({
      userId: person.id,
      email: person.email,
      name: 'Sam <Taylor>',
      client: 'acme',
    });
    expect(await verifyAssertion(secret, 'perks', issuer, assertion, new Date(Date.now() + 61_000))).toBeNull();

    const page = await ctx.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: host('acme') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Signed in to Perks as Sam &lt;Taylor&gt;');
    expect(page.body).not.toContain('<Taylor>');

    const now = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now + 61_000));
    const late = await ctx.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: host('acme') });
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('not valid or has expired');
  });

  it("is 404 for a partner the client does not have, and for another client's people", async () => {
    expect((await redirectFor((await loggedIn()).headers, 'gym')).statusCode).toBe(404);
    expect((await redirectFor((await loggedIn('globex')).headers)).statusCode).toBe(404);
  });

  it('is 400 for a bad partner code, 401 without a session, and refused while masquerading', async () => {
    const { headers } = await loggedIn();
    expect((await redirectFor(headers, 'Not_A_Code')).json().errors).toEqual({ partner: expect.any(String) });
    expect((await redirectFor(host('acme'))).statusCode).toBe(401);
    const adminToken = (await loginAs(ctx.app, (await createAdmin(ctx.db)).email)).access_token;
    const person = await createPerson(ctx.db, 'acme');
    const masquerade = await masqueradeAs(ctx.app, adminToken, acme, person.id);
    expect((await redirectFor(masquerade.headers)).statusCode).toBe(403);
  });

  it('shows an error on the demo partner page for a forged assertion', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev-partner/perks?assertion=eyJhbGciOiJIUzI1NiJ9.eyJjbGllbnQiOiJhY21lIn0.x',
      headers: host('acme'),
    });
    expect(page.statusCode).toBe(401);
  });
});
