import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { tableCounts } from '../../test/table-counts.ts';
import { issueCredential } from '../api-credentials/index.ts';

/**
 * Hostile input to every SCIM route (they are not contract routes, so the shared fuzz test does not reach them): each
 * body of a POST, PUT and PATCH with every value in turn made hostile, hostile filters, paging, ids and media types.
 * Never a 5xx, and no table gains or loses a row: every base body is refused twice over (a taken userName and a bad
 * date, or a taken userName and a bad active), so no single hostile value can make it acceptable.
 */
const ctx = seededApp();

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const EMPLOYEE = 'urn:ietf:params:scim:schemas:extension:benefitsportal:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const hostile: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  'a\u202Eb',
  '=cmd|"/c calc"!A1',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '1990-13-45',
  'False',
  'urn:x',
  [],
  [null],
  [{ value: 1 }],
  {},
  { value: { value: {} } },
  { constructor: { prototype: { x: 1 } } },
];

/** Every body with one value at one place replaced by each hostile value (and each object given a hostile key). */
function* mutations(body: Json): Generator<Json> {
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) for (const m of mutations(body[i]!)) yield body.map((item, j) => (j === i ? m : item));
    return;
  }
  if (body !== null && typeof body === 'object') {
    for (const key of Object.keys(body)) for (const m of mutations(body[key]!)) yield { ...body, [key]: m };
    yield { ...body, toString: 'x', hasOwnProperty: 1, 'urn:ietf:params:scim:schemas:core:2.0:User:name.givenName': {} };
    return;
  }
  yield* hostile;
}

describe('SCIM fuzz', () => {
  it('refuses hostile input to every route with a 4xx and changes no table', async () => {
    const [acme] = await ctx.db.select().from(clients).where(eq(clients.code, 'acme'));
    const [globex] = await ctx.db.select().from(clients).where(eq(clients.code, 'globex'));
    const people = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.clientId, acme!.id), ne(users.userType, 'admin')))
      .limit(2);
    const [target, other] = people as [(typeof people)[number], (typeof people)[number]];
    const [stranger] = await ctx.db.select().from(users).where(eq(users.clientId, globex!.id)).limit(1);
    // Tokens made first (a fresh one every 200 calls, under the per-token rate limit), so only refusals are counted.
    const tokens = await Promise.all(
      Array.from({ length: 12 }, (_, i) => issueCredential(ctx.db, { clientId: acme!.id, kind: 'scim', name: `fuzz ${i}`, scopes: ['scim'], createdBy: null })),
    );
    let calls = 0;
    const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: string, contentType = 'application/scim+json') => {
      const token = tokens[Math.floor(calls / 200)]!.token;
      calls += 1;
      const res = await ctx.app.inject({
        method,
        url: `/scim/v2${url}`,
        headers: { ...host('acme'), authorization: `Bearer ${token}`, ...(payload !== undefined && { 'content-type': contentType }) },
        ...(payload !== undefined && { payload }),
      });
      expect({ method, url, payload: payload?.slice(0, 300), status: res.statusCode < 500 }).toEqual({
        method,
        url,
        payload: payload?.slice(0, 300),
        status: true,
      });
      if (res.statusCode !== 204) expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
      return res;
    };
    const before = await tableCounts(ctx.db);

    const user: Json = {
      schemas: [CORE, ENTERPRISE, EMPLOYEE],
      userName: target.email,
      active: true,
      name: { givenName: 'Fuzz', familyName: 'Test' },
      emails: [{ type: 'work', value: 'fuzz@acme.test', primary: true }],
      [ENTERPRISE]: { employeeNumber: 'FUZZ-1' },
      [EMPLOYEE]: { dateOfBirth: '1990-02-30', location: 'London' },
    };
    for (const body of mutations(user)) await send('POST', '/Users', JSON.stringify(body));
    const replacement: Json = { ...(user as Record<string, Json>), userName: other.email, active: 'nope' };
    for (const body of mutations(replacement)) await send('PUT', `/Users/${target.id}`, JSON.stringify(body));
    const patch: Json = {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'userName', value: other.email },
        { op: 'Replace', path: 'active', value: 'nope' },
      ],
    };
    for (const body of mutations(patch)) await send('PATCH', `/Users/${target.id}`, JSON.stringify(body));

    // Not JSON, the wrong media type, prototype keys, deep nesting, a body past the limit.
    const raw = [
      '',
      '{',
      'null',
      '"x"',
      '[]',
      '{"__proto__":{"admin":true},"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"]}',
      `{"schemas":["${PATCH_OP}"],"Operations":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      JSON.stringify({ ...(user as Record<string, Json>), displayName: 'x'.repeat(70_000) }),
    ];
    for (const payload of raw) {
      await send('POST', '/Users', payload);
      await send('PATCH', `/Users/${target.id}`, payload);
      await send('PUT', `/Users/${target.id}`, payload, 'application/json');
      await send('POST', '/Users', payload, 'text/plain');
    }

    const filters = [
      '',
      'userName',
      'userName eq',
      'userName eq "',
      'userName eq "x" or 1 eq 1',
      'userName eq "x") or ("1" eq "1"',
      'userName sw "a"',
      'userName pr',
      'name.givenName eq "Jo"',
      'meta.lastModified gt "2011-05-13T04:42:34Z"',
      `userName eq "${'x'.repeat(600)}"`,
      'userName eq "\\u0000"',
      'userName eq 1',
      'emails[type eq "work" and value co "@"]',
      'not (userName eq "x")',
    ];
    for (const filter of filters) await send('GET', `/Users?filter=${encodeURIComponent(filter)}`);
    await send('GET', '/Users?filter=a&filter=b');
    for (const [startIndex, count] of [
      ['-5', '-5'],
      ['0', '100000'],
      ['1e3', '1'],
      ['99999999999', '1'],
      ['1', 'x'],
      ['', ''],
    ])
      await send('GET', `/Users?startIndex=${startIndex}&count=${count}`);

    const ids = ['0', '-1', '1e3', '99999999999', '%00', '..%2F..%2Fadmin', 'abc', ' 1', String(stranger!.id)];
    for (const id of ids) {
      await send('GET', `/Users/${id}`);
      await send('DELETE', `/Users/${id}`);
      await send('PUT', `/Users/${id}`, JSON.stringify(user));
      await send('PATCH', `/Users/${id}`, JSON.stringify({ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] }));
    }
    for (const url of ['/Schemas/x', '/ResourceTypes/x', '/Groups', '/Me', '/Bulk', '/.search', '/Users/.search', '/ServiceProviderConfig/x'])
      await send('GET', url);
    await send('POST', '/ServiceProviderConfig', '{}');
    await send('DELETE', '/Users');

    const { rate_limit_hits: _before, ...expected } = before;
    const { rate_limit_hits: _after, ...actual } = await tableCounts(ctx.db);
    expect(actual).toEqual(expected);
    expect(calls).toBeGreaterThan(300);
  }, 180_000);
});
