import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataLoadColumns, fillPath, messages, routes, type RouteContract } from '@portal/contracts';
import { users, type Client, type User } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { acmeAndGlobex } from '../test/clients.ts';
import { testApp } from '../test/fixture.ts';
import { bearer, createPerson, freshIp, loginAs } from '../test/auth.ts';
import { createAdmin, masqueradeAs } from '../test/sso.ts';
import { employerGuardPlugin, guardProblem, requireEmployer } from './employer-guard.ts';

type Headers = Record<string, string>;

const ctx = testApp();
let acme: Client;
let globex: Client;
let hr: User;
let employee: User;
let notActivated: User;
let asEmployee: Headers;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db));
  hr = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  employee = await createPerson(ctx.db, 'acme', { employeeNumber: 'E-1' });
  // Logged in before the calls below may turn two-factor on for employees.
  asEmployee = bearer((await loginAs(ctx.app, employee.email)).access_token);
  // Someone a welcome resend would write to: were a call let through, the snapshot would show it.
  notActivated = await createPerson(ctx.db, 'acme', { activatedAt: null });
});

/** Every call of the employer tools, from the contracts: a route added there is checked here without a word. */
const employerCalls = Object.entries(routes as Record<string, RouteContract>)
  .filter(([, route]) => route.employer)
  .map(([name, route]) => ({ name, route }));

/** The calls' paths by the spec's shapes (§7 "Client", "Approvals", "Welcome e-mails"): the marker must not be forgotten. */
const EMPLOYER_PATH = /^\/(?:(?:v2\/)?client\/:|v2\/scheme\/|companies\/|employees\/|employee-data-uploads\/)/;

/** A request each call would act on were it let through: the caller's client, real people, bodies that pass the schemas. */
function requestOf(name: string, route: RouteContract, clientId = acme.id) {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const sample: Record<string, number> = { employeeId: employee.id, id: name === 'welcomeResendEmployee' ? notActivated.id : 1 };
  const params = Object.fromEntries(names.map((param) => [param, param === route.employer?.clientParam ? clientId : (sample[param] ?? 1)]));
  const bodies: Record<string, { payload: object | string; headers?: Headers }> = {
    magicLink: { payload: { password: DEMO_PASSWORD } },
    updateEnforcementSetting: { payload: { employees: true } },
    requestReport: { payload: { kind: 'payroll', year: 2026, month: 10 } },
    approveSelections: { payload: { selectionIds: [1], approval: true } },
    uploadDataLoad: { payload: `${dataLoadColumns.join(',')}\n`, headers: { 'content-type': 'text/csv', 'x-file-name': 'people.csv' } },
  };
  return { url: `${ctx.config.API_BASE}${fillPath(route.path, params)}`, ...bodies[name] };
}

const send = (name: string, route: RouteContract, headers: Headers, clientId?: number) => {
  const { url, payload, headers: extra } = requestOf(name, route, clientId);
  return ctx.app.inject({ method: route.method, url, headers: { ...headers, ...extra }, payload, remoteAddress: freshIp() });
};

/** Every table's rows but the sessions' (a request may note when it was seen): a refused call leaves them as they were. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await ctx.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sessions' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const rows: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await ctx.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`),
    )) as unknown as {
      rows: { hash: string }[];
    };
    rows[name] = result.rows[0]!.hash;
  }
  return rows;
}

/** An employer of acme with a session from before they changed to `status`, and one from a login after it. */
async function formerHr(status: 'left' | 'inactive') {
  const person = await createPerson(ctx.db, 'acme', { userType: 'employer' });
  const oldSession = bearer((await loginAs(ctx.app, person.email)).access_token);
  await ctx.db.update(users).set({ employmentStatus: status }).where(eq(users.id, person.id));
  const newLogin = bearer((await loginAs(ctx.app, person.email)).access_token);
  return {
    person,
    sessions: [
      ['old session', oldSession],
      ['new login', newLogin],
    ] as const,
  };
}

describe('the employer guard is declared on every employer tool', () => {
  it('marks every call at the employer paths as an employer tool, in the contracts and among the served routes', async () => {
    const unmarked = Object.entries(routes as Record<string, RouteContract>).filter(([, route]) => EMPLOYER_PATH.test(route.path) && !route.employer);
    expect(unmarked.map(([name]) => name)).toEqual([]);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const tools = new Set(employerCalls.map(({ route }) => `${route.method} ${ctx.config.API_BASE}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`));
    const served = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const atEmployerPaths = served.filter((route) => EMPLOYER_PATH.test(route.split(' ')[1]!.slice(ctx.config.API_BASE.length)));
    expect(atEmployerPaths.filter((route) => !tools.has(route))).toEqual([]);
    expect(employerCalls.length).toBeGreaterThanOrEqual(30);
  });

  it('serves every employer tool of the contracts', () => {
    const missing = employerCalls.filter(({ route }) => !ctx.app.hasRoute({ method: route.method, url: `${ctx.config.API_BASE}${route.path}` }));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('does not let the server start with an employer tool that lacks the guard, or with the guard anywhere else', async () => {
    for (const { route } of employerCalls) {
      const url = `${ctx.config.API_BASE}${route.path}`;
      expect(guardProblem(ctx.config, { method: route.method, url, onRequest: [ctx.app.requireUser] })).toMatch(/declare requireEmployer/);
      expect(guardProblem(ctx.config, { method: route.method, url, onRequest: [requireEmployer] })).toBeNull();
    }
    expect(guardProblem(ctx.config, { method: 'GET', url: `${ctx.config.API_BASE}/user/profile`, onRequest: requireEmployer })).toMatch(/no employer tool/);

    const bare = Fastify({ logger: false });
    bare.decorate('config', ctx.config);
    await bare.register(employerGuardPlugin);
    const unguarded = bare.register(async (app) => {
      app.post(`${ctx.config.API_BASE}${routes.welcomeResendCompany.path}`, async () => ({ sent: 0 }));
    });
    await expect(unguarded.ready()).rejects.toThrow(/POST \/api\/companies\/:id\/welcome-email-resends is an employer tool/);
    await bare.close();
  });
});

describe.each(['left', 'inactive'] as const)('an HR administrator who is %s', (status) => {
  let former: Awaited<ReturnType<typeof formerHr>>;
  beforeAll(async () => {
    former = await formerHr(status);
  });

  it.each(employerCalls)('is refused $name (403) with an old session and a new login, and nothing changes', async ({ name, route }) => {
    const before = await snapshot();
    for (const [session, headers] of former.sessions) {
      const res = await send(name, route, headers);
      expect(res.statusCode, `${session}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(messages.accessDenied);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused through a masquerade too: the administrator viewing as them is them', async () => {
    const admin = await createAdmin(ctx.db);
    const adminToken = (await loginAs(ctx.app, admin.email)).access_token;
    await ctx.db.update(users).set({ employmentStatus: 'active' }).where(eq(users.id, former.person.id));
    const { headers } = await masqueradeAs(ctx.app, adminToken, acme, former.person.id);
    expect((await send('employerEmployees', routes.employerEmployees, headers)).statusCode).toBe(200);
    await ctx.db.update(users).set({ employmentStatus: status }).where(eq(users.id, former.person.id));
    expect((await send('employerEmployees', routes.employerEmployees, headers)).statusCode).toBe(403);
    expect((await send('welcomeResendCompany', routes.welcomeResendCompany, headers)).statusCode).toBe(403);
  });
});

describe('an active HR administrator', () => {
  it.each(employerCalls.filter(({ route }) => route.employer?.clientParam))(
    "is refused $name for another client's id (403), and nothing changes",
    async ({ name, route }) => {
      const headers = await ctx.headersOf(hr.email);
      const before = await snapshot();
      const res = await send(name, route, headers, globex.id);
      expect(res.statusCode, res.body).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(employerCalls)('gets past the guard of $name', async ({ name, route }) => {
    const res = await send(name, route, await ctx.headersOf(hr.email));
    expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
  });

  it('and employees and visitors do not', async () => {
    for (const { name, route } of employerCalls) {
      expect((await send(name, route, asEmployee)).statusCode, name).toBe(403);
      expect((await send(name, route, { host: 'acme.localhost:3000' })).statusCode, name).toBe(401);
    }
  });
});

describe('an HR administrator marked as a leaver by an applied HR upload', () => {
  it('loses the magic link and the welcome resends at once, in the session they already had', async () => {
    const leaver = await createPerson(ctx.db, 'acme', { userType: 'employer', employeeNumber: 'HR-LEAVER' });
    const headers = bearer((await loginAs(ctx.app, leaver.email)).access_token);
    expect((await send('welcomeResendCompany', routes.welcomeResendCompany, headers)).statusCode).toBe(200);

    const row = dataLoadColumns.map(
      (column) => ({ employee_number: 'HR-LEAVER', employment_status: 'left', leaving_date: '2026-11-20' })[column as string] ?? '',
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${acme.id}/data-loads`,
      headers: { ...(await ctx.headersOf(hr.email)), 'content-type': 'text/csv', 'x-file-name': 'leavers.csv' },
      payload: `${dataLoadColumns.join(',')}\n${row.join(',')}\n`,
      remoteAddress: freshIp(),
    });
    expect(upload.json().dataLoad, upload.body).toMatchObject({ status: 'preview', leavers: 1 });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/employee-data-uploads/${upload.json().dataLoad.id}/apply`,
      headers: await ctx.headersOf(hr.email),
      remoteAddress: freshIp(),
    });
    expect(applied.json().dataLoad?.status, applied.body).toBe('applied');

    const before = await snapshot();
    expect((await send('magicLink', routes.magicLink, headers)).statusCode).toBe(403);
    expect((await send('welcomeResendCompany', routes.welcomeResendCompany, headers)).statusCode).toBe(403);
    expect((await send('welcomeResendEmployee', routes.welcomeResendEmployee, headers)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
