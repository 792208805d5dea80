import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ukToday } from '@portal/contracts';
import { clock } from '../../clock.ts';
import { auditLog, clients, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { tableCounts } from '../../test/table-counts.ts';
import { issueCredential, revokeCredential } from '../api-credentials/index.ts';

/**
 * SCIM 2.0 as Microsoft Entra ID speaks it (issue 39): the probe by userName, POST with the enterprise extension, PATCH
 * with capitalised ops and "False" as text, DELETE; one client's token reaches only its own people.
 */
const ctx = seededApp();

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const EMPLOYEE = 'urn:ietf:params:scim:schemas:extension:benefitsportal:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

async function clientId(code: string) {
  const [row] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code));
  return row!.id;
}
async function scimToken(code: string, kind: 'scim' | 'api-key' = 'scim') {
  return issueCredential(ctx.db, {
    clientId: await clientId(code),
    kind,
    name: `${code} Entra`,
    scopes: kind === 'scim' ? ['scim'] : ['employees:write'],
    createdBy: null,
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function scim(token: string | null, method: Method, path: string, body?: unknown, options: { code?: string; contentType?: string } = {}) {
  return ctx.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      ...host(options.code ?? 'acme'),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': options.contentType ?? 'application/scim+json' }),
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
const filterBy = (expression: string) => `/Users?filter=${encodeURIComponent(expression)}`;
async function personByEmail(email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}
/** What a refused call must leave as it was: every table's rows (the rate limiter's own counters aside). */
async function counts() {
  const { rate_limit_hits: _hits, ...rest } = await tableCounts(ctx.db);
  return rest;
}

/** A POST as Entra ID sends it with its default attribute mappings, plus the portal's extension. */
const entraUser = (email: string, employeeNumber: string) => ({
  schemas: [CORE, ENTERPRISE, EMPLOYEE],
  externalId: 'sam.taylor',
  userName: email,
  active: true,
  displayName: 'Sam Taylor',
  title: 'Analyst',
  preferredLanguage: 'en-GB',
  emails: [{ primary: true, type: 'work', value: email }],
  name: { formatted: 'Sam Taylor', familyName: 'Taylor', givenName: 'Sam' },
  phoneNumbers: [{ type: 'work', value: '+44 20 7946 0000' }],
  addresses: [{ type: 'work', formatted: '1 High St', country: 'GB' }],
  [ENTERPRISE]: { employeeNumber, department: 'Finance', manager: { value: '42' } },
  [EMPLOYEE]: { dateOfBirth: '1990-04-01', employmentStartDate: '2024-03-01', annualSalary: '32000', location: 'London', grade: 'B' },
});

describe('SCIM as Entra ID sends it', () => {
  it('probes, creates, reads, updates with capitalised ops and "False", deactivates and filters the users of one client', async () => {
    const acme = await scimToken('acme');
    const email = 'sam.taylor@acme.test';
    const today = ukToday(clock.now());

    // Entra's first call for a person: is there one with this userName?
    const probe = await scim(acme.token, 'GET', filterBy(`userName eq "${email}"`));
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(probe.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, Resources: [] });

    const created = await scim(acme.token, 'POST', '/Users', entraUser(email, 'SCIM-1'));
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(created.headers.location).toBe(`http://acme.localhost:3000/scim/v2/Users/${user.id}`);
    expect(user).toMatchObject({
      schemas: [CORE, ENTERPRISE, EMPLOYEE],
      userName: email,
      active: true,
      name: { givenName: 'Sam', familyName: 'Taylor' },
      emails: [{ value: email, type: 'work', primary: true }],
      [ENTERPRISE]: { employeeNumber: 'SCIM-1' },
      [EMPLOYEE]: { employmentStartDate: '2024-03-01', location: 'London', grade: 'B', employmentStatus: 'active' },
      meta: { resourceType: 'User' },
    });
    // Date of birth, sex and salary are written, never read back.
    expect(user[EMPLOYEE]).not.toHaveProperty('dateOfBirth');
    expect(user[EMPLOYEE]).not.toHaveProperty('annualSalary');
    expect(user).not.toHaveProperty('externalId');
    const stored = (await personByEmail(email))!;
    expect(stored).toMatchObject({
      clientId: await clientId('acme'),
      userType: 'employee',
      dateOfBirth: '1990-04-01',
      salary: '32000.00',
      employeeNumber: 'SCIM-1',
      employmentStatus: 'active',
    });
    const audit = async () => (await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, stored.id)).orderBy(desc(auditLog.id)))[0]!;
    expect(await audit()).toMatchObject({
      action: 'employee.added',
      actorId: null,
      credentialId: acme.credential.id,
      clientId: stored.clientId,
      details: { credential: { kind: 'scim', name: 'acme Entra', keyId: acme.keyId } },
    });

    // The probe finds them now, by userName, by the work e-mail and by the enterprise employeeNumber.
    for (const expression of [
      `userName eq "${email.toUpperCase()}"`,
      `emails[type eq "work"].value eq "${email}"`,
      `${ENTERPRISE}:employeeNumber eq "SCIM-1"`,
    ]) {
      const found = (await scim(acme.token, 'GET', filterBy(expression))).json();
      expect(found).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [{ id: user.id, userName: email }] });
    }
    expect((await scim(acme.token, 'GET', `/Users/${user.id}`)).json()).toMatchObject({ id: user.id, userName: email });
    // Spaces sent as '+' in the query, as some clients encode them.
    const plus = await scim(acme.token, 'GET', `/Users?filter=userName+eq+%22${encodeURIComponent(email)}%22`);
    expect(plus.json()).toMatchObject({ totalResults: 1 });

    // Entra's PATCH: capitalised ops, paths with a value filter and the extension's URN.
    const patched = await scim(acme.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Samantha' },
        // Entra's mail, which may differ from the userPrincipalName it sends as userName: the login stays userName.
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'sam.mail@acme.test' },
        { op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: 'SCIM-1' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Audit' },
        { op: 'Add', path: `${EMPLOYEE}:location`, value: 'Leeds' },
        { op: 'Replace', path: 'displayName', value: 'Samantha Taylor' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ userName: email, name: { givenName: 'Samantha' }, [EMPLOYEE]: { location: 'Leeds' } });
    expect(await audit()).toMatchObject({
      action: 'employee.updated',
      credentialId: acme.credential.id,
      actorId: null,
      details: {
        changes: [
          { field: 'first_name', before: 'Sam', after: 'Samantha' },
          { field: 'location', before: 'London', after: 'Leeds' },
        ],
      },
    });
    // Without a path: the value's keys are the paths (Okta and Entra both send this).
    const noPath = await scim(acme.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { 'name.familyName': 'Jones', [ENTERPRISE]: { employeeNumber: 'SCIM-1' }, [`${EMPLOYEE}:annualSalary`]: 35000 } }],
    });
    expect(noPath.statusCode).toBe(200);
    expect((await personByEmail(email))!).toMatchObject({ surname: 'Jones', salary: '35000.00' });

    // Disabled in Entra: active "False", as text. A leaver, leaving today, as an upload's leaver.
    const disabled = await scim(acme.token, 'PATCH', `/Users/${user.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ active: false, [EMPLOYEE]: { employmentStatus: 'left', leavingDate: today } });
    expect(await audit()).toMatchObject({ action: 'employee.left', credentialId: acme.credential.id, details: { leavingDate: today } });
    // Enabled again (a boolean this time).
    const enabled = await scim(acme.token, 'PATCH', `/Users/${user.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(enabled.json()).toMatchObject({ active: true, [EMPLOYEE]: { employmentStatus: 'active' } });

    // PUT: the whole User; a new userName is the person's new login.
    const renamed = 'samantha.jones@acme.test';
    const put = await scim(
      acme.token,
      'PUT',
      `/Users/${user.id}`,
      { ...entraUser(renamed, 'SCIM-1'), name: { givenName: 'Samantha', familyName: 'Jones' } },
      {
        contentType: 'application/json',
      },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: user.id,
      userName: renamed,
      name: { givenName: 'Samantha', familyName: 'Jones' },
      [EMPLOYEE]: { location: 'London' },
    });
    expect(await personByEmail(email)).toBeUndefined();

    // DELETE: not deleted but a leaver; still there to read.
    const removed = await scim(acme.token, 'DELETE', `/Users/${user.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await personByEmail(renamed))!).toMatchObject({ employmentStatus: 'left', leavingDate: today });
    expect((await scim(acme.token, 'GET', `/Users/${user.id}`)).json()).toMatchObject({ active: false });
    expect((await scim(acme.token, 'DELETE', `/Users/${user.id}`)).statusCode).toBe(204);

    // Paging over the client's people: startIndex is 1-based, count at most 200.
    const page = (await scim(acme.token, 'GET', '/Users?startIndex=2&count=3')).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 3 });
    expect(page.totalResults).toBeGreaterThan(3);
    expect(page.Resources.every((r: { userName: string }) => r.userName.endsWith('acme.test'))).toBe(true);
  });

  it("gives another client's token nothing of this client: 404 for its users, none in a filter, 401 on this client's host", async () => {
    const acme = await scimToken('acme');
    const globex = await scimToken('globex');
    const employee = (await personByEmail('employee@acme.test'))!;
    const before = await counts();
    const other = { code: 'globex' };
    expect((await scim(globex.token, 'GET', `/Users/${employee.id}`, undefined, other)).statusCode).toBe(404);
    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] };
    const refused = await scim(globex.token, 'PATCH', `/Users/${employee.id}`, patch, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ schemas: [ERROR], status: '404' });
    expect((await scim(globex.token, 'DELETE', `/Users/${employee.id}`, undefined, other)).statusCode).toBe(404);
    expect((await scim(globex.token, 'GET', filterBy('userName eq "employee@acme.test"'), undefined, other)).json()).toMatchObject({ totalResults: 0 });
    const list = (await scim(globex.token, 'GET', '/Users?count=200', undefined, other)).json();
    expect(list.Resources.some((r: { userName: string }) => r.userName.endsWith('@acme.test'))).toBe(false);
    // The token decides the client: on acme's host a globex token is refused, and the other way round.
    expect((await scim(globex.token, 'GET', '/Users')).statusCode).toBe(401);
    expect((await scim(acme.token, 'GET', '/Users', undefined, other)).statusCode).toBe(401);
    expect((await scim(globex.token, 'PATCH', `/Users/${employee.id}`, patch)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await personByEmail('employee@acme.test'))!.employmentStatus).toBe(employee.employmentStatus);
  });

  it('refuses a caller without a valid SCIM token: none, a wrong secret, a revoked token, an API key', async () => {
    const acme = await scimToken('acme');
    const apiKey = await scimToken('acme', 'api-key');
    const revoked = await scimToken('acme');
    await revokeCredential(ctx.db, await clientId('acme'), revoked.credential.id, clock.now());
    for (const token of [null, `${acme.keyId}.wrong`, revoked.token, apiKey.token, 'garbage']) {
      const res = await scim(token, 'GET', '/Users');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.json()).toMatchObject({ schemas: [ERROR], status: '401' });
      const post = await scim(token, 'POST', '/Users', entraUser('intruder@acme.test', 'X-1'));
      expect(post.statusCode).toBe(401);
    }
    expect(await personByEmail('intruder@acme.test')).toBeUndefined();
    // Basic with the key id and secret (how some provisioning tools send a client id and secret) proves it too.
    const basic = Buffer.from(`${acme.keyId}:${acme.secret}`).toString('base64');
    const res = await ctx.app.inject({ method: 'GET', url: '/scim/v2/ServiceProviderConfig', headers: { ...host('acme'), authorization: `Basic ${basic}` } });
    expect(res.statusCode).toBe(200);
  });

  it('answers bad bodies and filters with SCIM errors and changes nothing', async () => {
    const acme = await scimToken('acme');
    const employee = (await personByEmail('employee@acme.test'))!;
    const other = (
      await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.clientId, employee.clientId!), eq(users.userType, 'employee')))
        .limit(2)
    )
      .map((u) => u)
      .find((u) => u.id !== employee.id)!;
    const before = await counts();
    const fresh = (email: string) => entraUser(email, `N-${email.length}`);
    const { [EMPLOYEE]: _employee, ...withoutBirthDate } = fresh('no.birth@acme.test');
    const cases: [Method, string, unknown, number, string | undefined, RegExp?][] = [
      ['POST', '/Users', { userName: 'x@acme.test' }, 400, 'invalidSyntax'],
      ['POST', '/Users', '{"schemas": [', 400, 'invalidSyntax'],
      ['POST', '/Users', [1, 2], 400, 'invalidSyntax'],
      ['POST', '/Users', withoutBirthDate, 400, 'invalidValue', /dateOfBirth/],
      ['POST', '/Users', { ...fresh('not-an-email'), userName: 'not-an-email' }, 400, 'invalidValue', /userName/],
      ['POST', '/Users', { ...fresh('a@acme.test'), userName: undefined, emails: [] }, 400, 'invalidValue'],
      ['POST', '/Users', { ...fresh('b@acme.test'), [EMPLOYEE]: { dateOfBirth: '1990-02-30' } }, 400, 'invalidValue', /dateOfBirth/],
      ['POST', '/Users', { ...fresh('c@acme.test'), [EMPLOYEE]: { dateOfBirth: '1990-02-01', annualSalary: 'lots' } }, 400, 'invalidValue', /annualSalary/],
      ['POST', '/Users', { ...fresh('d@acme.test'), name: { givenName: 'A\u0000B', familyName: 'C' } }, 400, 'invalidValue', /givenName/],
      ['POST', '/Users', { ...fresh('e@acme.test'), active: 'maybe' }, 400, 'invalidValue'],
      ['POST', '/Users', { ...fresh('f@acme.test'), location: 'x' }, 400, 'invalidPath'],
      ['POST', '/Users', { ...fresh('g@acme.test'), name: 'Sam' }, 400, 'invalidValue'],
      ['POST', '/Users', fresh('EMPLOYEE@acme.test'), 409, 'uniqueness'],
      [
        'POST',
        '/Users',
        { ...fresh('h@acme.test'), [ENTERPRISE]: { employeeNumber: employee.employeeNumber } },
        employee.employeeNumber ? 409 : 201,
        employee.employeeNumber ? 'uniqueness' : undefined,
      ],
      ['PUT', `/Users/${employee.id}`, { ...fresh(other.email), name: { givenName: 'A', familyName: 'B' } }, 409, 'uniqueness'],
      ['PUT', `/Users/${employee.id}`, { schemas: [CORE], name: { givenName: 'A' } }, 400, 'invalidValue', /userName/],
      ['PATCH', `/Users/${employee.id}`, { Operations: [{ op: 'Replace', path: 'active', value: false }] }, 400, 'invalidSyntax'],
      ['PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [] }, 400, 'invalidSyntax'],
      ['PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Frobnicate', path: 'active', value: false }] }, 400, 'invalidSyntax'],
      ['PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove' }] }, 400, 'noTarget'],
      ['PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'favouriteColour', value: 'red' }] }, 400, 'invalidPath'],
      [
        'PATCH',
        `/Users/${employee.id}`,
        {
          schemas: [PATCH_OP],
          Operations: [
            { op: 'Replace', path: 'active', value: 'False' },
            { op: 'Replace', path: 'active', value: 'nope' },
          ],
        },
        400,
        'invalidValue',
      ],
      [
        'PATCH',
        `/Users/${employee.id}`,
        { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${EMPLOYEE}:hoursPerWeek`, value: 500 }] },
        400,
        'invalidValue',
        /hoursPerWeek/,
      ],
      [
        'PATCH',
        `/Users/${employee.id}`,
        { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${EMPLOYEE}:location`, value: { x: 1 } }] },
        400,
        'invalidValue',
      ],
      ['PATCH', `/Users/${employee.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'userName', value: other.email }] }, 409, 'uniqueness'],
      [
        'PATCH',
        `/Users/${employee.id}`,
        {
          schemas: [PATCH_OP],
          Operations: [
            { op: 'Replace', path: `${EMPLOYEE}:leavingDate`, value: '1900-01-01' },
            { op: 'Replace', path: 'active', value: 'False' },
          ],
        },
        400,
        'invalidValue',
        /leavingDate/,
      ],
      ['PATCH', '/Users/999999999', { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] }, 404, undefined],
      ['GET', filterBy('userName co "acme"'), undefined, 400, 'invalidFilter'],
      ['GET', filterBy('externalId eq "sam"'), undefined, 400, 'invalidFilter'],
      ['GET', filterBy('password eq "x"'), undefined, 400, 'invalidFilter'],
      ['GET', '/Users?filter=userName%20eq%20x', undefined, 400, 'invalidFilter'],
      ['GET', '/Users?startIndex=abc', undefined, 400, 'invalidValue'],
      ['GET', '/Users/abc', undefined, 404, undefined],
      ['GET', '/Groups', undefined, 404, undefined],
    ];
    for (const [method, path, body, status, scimType, detail] of cases) {
      if (status === 201) continue;
      const res = await scim(acme.token, method, path, body);
      expect({ method, path, body, status: res.statusCode }).toEqual({ method, path, body, status });
      const answer = res.json();
      expect(answer).toMatchObject({ schemas: [ERROR], status: String(status), ...(scimType && { scimType }) });
      if (detail) expect(answer.detail).toMatch(detail);
    }
    // Nothing reaches SQL but a value: a quote in the value is just a character of an address nobody has.
    for (const value of [`x' OR '1'='1`, 'x\\" or 1=1 --', '%', '_']) {
      const res = await scim(acme.token, 'GET', filterBy(`userName eq ${JSON.stringify(value)}`));
      expect(res.json()).toMatchObject({ totalResults: 0 });
    }
    // A body past the limit is refused before it is read.
    const huge = await scim(acme.token, 'POST', '/Users', { ...fresh('huge@acme.test'), displayName: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ schemas: [ERROR], status: '413' });
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { ...host('acme'), authorization: `Bearer ${acme.token}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ schemas: [ERROR] });

    expect(await counts()).toEqual(before);
    expect((await personByEmail('employee@acme.test'))!).toEqual(employee);
  });

  it('describes itself: ServiceProviderConfig, Schemas and ResourceTypes', async () => {
    const acme = await scimToken('acme');
    const config = (await scim(acme.token, 'GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: 200 },
      authenticationSchemes: [{ type: 'oauthbearertoken', primary: true }],
    });
    const schemas = (await scim(acme.token, 'GET', '/Schemas')).json();
    expect(schemas.Resources.map((s: { id: string }) => s.id)).toEqual([CORE, ENTERPRISE, EMPLOYEE]);
    const employee = (await scim(acme.token, 'GET', `/Schemas/${EMPLOYEE}`)).json();
    expect(employee.attributes.find((a: { name: string }) => a.name === 'dateOfBirth')).toMatchObject({ mutability: 'writeOnly', returned: 'never' });
    const types = (await scim(acme.token, 'GET', '/ResourceTypes')).json();
    expect(types).toMatchObject({ totalResults: 1, Resources: [{ id: 'User', endpoint: '/Users', schema: CORE }] });
    expect((await scim(acme.token, 'GET', '/ResourceTypes/User')).json()).toMatchObject({ id: 'User' });
    expect((await scim(acme.token, 'GET', '/ResourceTypes/Group')).statusCode).toBe(404);
    // Not in the portal's OpenAPI document: the protocol's own documents describe it.
    const openapi = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(openapi.json().paths).some((path) => path.startsWith('/scim'))).toBe(false);
  });
});
