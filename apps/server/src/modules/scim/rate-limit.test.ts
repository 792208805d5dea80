import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, host, type TestContext } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { freshIp } from '../../test/auth.ts';
import { issueCredential } from '../api-credentials/index.ts';

/** SCIM calls are limited per token (SCIM_RATE_LIMIT_MAX a minute), so one client's sync does not use up another's. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ SCIM_RATE_LIMIT_MAX: '3' });
});
afterAll(() => ctx.close());

describe('SCIM rate limit', () => {
  it('answers 429 in SCIM form after SCIM_RATE_LIMIT_MAX calls a minute with one token; another token is not held back', async () => {
    const { acme } = await acmeAndGlobex(ctx.db);
    const issue = (name: string) => issueCredential(ctx.db, { clientId: acme.id, kind: 'scim', name, scopes: ['scim'], createdBy: null });
    const [first, second] = [await issue('Entra'), await issue('Okta')];
    const remoteAddress = freshIp();
    const call = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { ...host('acme'), authorization: `Bearer ${token}` }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await call(first.token)).statusCode).toBe(200);
    const limited = await call(first.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '429' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call(second.token)).statusCode).toBe(200);
  });
});
