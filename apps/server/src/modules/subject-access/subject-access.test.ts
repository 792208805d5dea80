import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '../../db/schema/index.ts';
import { readPdf } from '../../test/pdf.ts';
import { personWithEverything } from '../../test/personal-data.ts';
import { seededApp } from '../../test/seeded.ts';
import { loginLinkParts, masqueradeAs, postLinkLogin } from '../../test/sso.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { bearer, freshIp, loginAs } from '../../test/auth.ts';
import { unpack, zipEntries } from '../uploads/zip-entries.ts';

const ctx = seededApp();

const clientOf = async (code: string) => (await ctx.db.select().from(clients).where(eq(clients.code, code)))[0]!;
const personId = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const get = (url: string, headers: Record<string, string> = { host: 'acme.localhost:3000' }) => ctx.app.inject({ method: 'GET', url, headers });
const own = '/api/user/personal-data';
const hrUrl = (clientId: number | string, employeeId: number | string) => `/api/v2/client/${clientId}/employees/${employeeId}/personal-data`;
const adminUrl = (clientId: number | string, userId: number | string) => `/api/admin/clients/${clientId}/employees/${userId}/personal-data`;

async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const [name, entry] of zipEntries(zip)) {
    const parts: Buffer[] = [];
    for await (const part of unpack(zip, entry, () => {})) parts.push(part);
    files.set(name, Buffer.concat(parts));
  }
  return files;
}
type Exported = { profile: { id: number; email: string }; madeBy: string; selections: { values: Record<string, unknown> }[] };
async function exported(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('no-store');
  const files = await unzip(res.rawPayload);
  expect([...files.keys()].sort()).toEqual(['my-data.json', 'my-data.pdf']);
  return { json: JSON.parse(files.get('my-data.json')!.toString('utf8')) as Exported, pdf: await readPdf(files.get('my-data.pdf')!) };
}
const exportsOf = (subjectId: number) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, 'personal-data.exported')));

describe('"My data": the person downloads everything held about them', () => {
  it('answers a zip of my-data.json (health answers included) and a readable my-data.pdf, and records it', async () => {
    const { person } = await personWithEverything(ctx.db, 'acme', 'mydata.self@acme.test');
    const res = await get(own, await ctx.headersOf('mydata.self@acme.test'));
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.zip"');
    const { json, pdf } = await exported(res);
    expect(json.profile).toMatchObject({ id: person.id, email: 'mydata.self@acme.test' });
    expect(json.madeBy).toBe('self');
    expect(json.selections[0]!.values.medicalAnswers).toEqual({ 'heart-condition': true });
    expect(pdf.flatText).toContain('Your personal data');
    expect(pdf.flatText).toContain('Morgan Inventory');
    expect(pdf.flatText).toContain('Robin Inventory');
    expect(pdf.flatText).toContain('Reset your password');
    expect(await exportsOf(person.id)).toMatchObject([{ actorId: person.id, details: { by: 'self', healthAnswers: true } }]);
  });

  it('is refused to visitors (401) and to an administrator viewing the portal as the person (403), recording nothing', async () => {
    expect((await get(own)).statusCode).toBe(401);
    const acme = await clientOf('acme');
    const sam = await personId('employee@acme.test');
    const { access_token } = await loginAs(ctx.app, 'admin@portal.test', { clientCode: 'acme' });
    const { headers } = await masqueradeAs(ctx.app, access_token, acme, sam);
    expect((await get(own, headers)).statusCode).toBe(403);
    expect(await exportsOf(sam)).toHaveLength(0);
  });

  it("is refused (403) in a session HR opened with a magic link: HR's copy is their own, audited call", async () => {
    const acme = await clientOf('acme');
    const jo = await personId('employee031@acme.test');
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/scheme/${acme.id}/employees/${jo}/magic-link`,
      headers: await ctx.headersOf('hr@acme.test'),
      remoteAddress: freshIp(),
      payload: { password: DEMO_PASSWORD },
    });
    expect(link.statusCode, link.body).toBe(200);
    const session = await postLinkLogin(ctx.app, loginLinkParts(link.json().url).token, 'acme');
    expect(session.statusCode).toBe(200);
    expect((await get(own, bearer(session.json().access_token))).statusCode).toBe(403);
    expect(await exportsOf(jo)).toHaveLength(0);
  });
});

describe("HR's copy of one of their people", () => {
  it('is the same zip without health answers, named by id, audited as HR', async () => {
    const { person, clientId } = await personWithEverything(ctx.db, 'acme', 'mydata.hr@acme.test');
    const res = await get(hrUrl(clientId, person.id), await ctx.headersOf('hr@acme.test'));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="personal-data-${person.id}.zip"`);
    const { json, pdf } = await exported(res);
    expect(json.madeBy).toBe('employer');
    expect(json.selections[0]!.values).not.toHaveProperty('medicalAnswers');
    expect(JSON.stringify(json)).not.toContain('heart-condition');
    expect(pdf.flatText).toContain('Health answers are left out');
    const hr = await personId('hr@acme.test');
    expect(await exportsOf(person.id)).toMatchObject([{ clientId, actorId: hr, details: { by: 'employer', healthAnswers: false } }]);
  });

  it('is refused to visitors (401), employees (403) and another client HR (403); another client person is not found (404)', async () => {
    const acme = await clientOf('acme');
    const globex = await clientOf('globex');
    const sam = await personId('employee@acme.test');
    const chris = await personId('employee@globex.test');
    expect((await get(hrUrl(acme.id, sam))).statusCode).toBe(401);
    expect((await get(hrUrl(acme.id, sam), await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    expect((await get(hrUrl(acme.id, sam), await ctx.headersOf('hr@globex.test', 'globex'))).statusCode).toBe(403);
    const notOurs = await get(hrUrl(acme.id, chris), await ctx.headersOf('hr@acme.test'));
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.body).not.toContain('Chris');
    expect((await get(hrUrl(globex.id, chris), await ctx.headersOf('hr@acme.test'))).statusCode).toBe(403);
    expect(await exportsOf(sam)).toHaveLength(0);
    expect(await exportsOf(chris)).toHaveLength(0);
  });

  it('answers 400 with field errors for ids that are not ids', async () => {
    const acme = await clientOf('acme');
    const headers = await ctx.headersOf('hr@acme.test');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(hrUrl(acme.id, bad), headers);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['employeeId']);
    }
  });
});

describe("a platform administrator's copy", () => {
  it('is the zip without health answers, audited; refused to HR (403); a person of another client is not found', async () => {
    const { person, clientId } = await personWithEverything(ctx.db, 'acme', 'mydata.admin@acme.test');
    const globex = await clientOf('globex');
    const admin = await ctx.headersOf('admin@portal.test');
    const { json } = await exported(await get(adminUrl(clientId, person.id), admin));
    expect(json.madeBy).toBe('admin');
    expect(json.selections[0]!.values).not.toHaveProperty('medicalAnswers');
    expect(await exportsOf(person.id)).toMatchObject([{ clientId, details: { by: 'admin', healthAnswers: false } }]);
    expect((await get(adminUrl(globex.id, person.id), admin)).statusCode).toBe(404);
    expect((await get(adminUrl(clientId, person.id), await ctx.headersOf('hr@acme.test'))).statusCode).toBe(403);
    expect((await get(adminUrl(clientId, person.id))).statusCode).toBe(401);
    expect((await get(adminUrl('x', person.id), admin)).statusCode).toBe(400);
    expect(await exportsOf(person.id)).toHaveLength(1);
  });
});
