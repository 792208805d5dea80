import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitTexts, messages, nominationTexts } from '@portal/contracts';
import { auditLog, beneficiaryNominations, clients, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { readPdf } from '../../test/pdf.ts';
import { createPerson, loginAs } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { childPayload } from '../../test/family.ts';
import { masqueradeAs } from '../../test/sso.ts';

/** Nominations of beneficiaries for life cover: who may read and write them, what the server refuses, the PDF. */

const ctx = benefitsApp();
type Headers = Record<string, string>;
let sam: Headers;
let life: number;
let pmi: number;
let jordan: number;
let mia: number;

const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const nominations = (benefitId: number) => `/api/benefit/${benefitId}/nominations`;
const get = (headers: Headers, benefitId = life) => call('GET', nominations(benefitId), headers);
const put = (headers: Headers, payload: object, benefitId = life) => call('PUT', nominations(benefitId), headers, payload);
const confirmation = (headers: Headers, benefitId = life) => call('GET', `${nominations(benefitId)}/confirmation`, headers);
const chooseLife = async (headers: Headers) => {
  const res = await ctx.call('POST', `/api/benefit/${life}/selection`, headers, { values: { amount: 1 } });
  expect(res.statusCode, res.body).toBe(200);
};
const rowsOf = async (email: string) => {
  const { id } = await ctx.person(email);
  return ctx.db.select().from(beneficiaryNominations).where(eq(beneficiaryNominations.userId, id)).orderBy(beneficiaryNominations.id);
};
const other = (overrides: object = {}) => ({
  kind: 'other',
  name: 'Alex Reed',
  relationship: 'Brother',
  dateOfBirth: '1975-03-02',
  address: '12 High Street, Leeds',
  share: 40,
  ...overrides,
});

/** A new Acme employee who has chosen Life Assurance: their headers and e-mail. */
async function lifeMember(overrides: Parameters<typeof createPerson>[2] = {}) {
  const person = await createPerson(ctx.db, 'acme', { salary: '30000.00', employmentStartDate: '2015-01-05', location: 'Leeds', ...overrides });
  const headers = await ctx.headersOf(person.email);
  await chooseLife(headers);
  return { person, headers };
}

beforeAll(async () => {
  sam = await ctx.headersOf('employee@acme.test');
  life = await ctx.benefitId('acme', 'life');
  pmi = await ctx.benefitId('acme', 'pmi');
  const family = (await ctx.call('GET', '/api/user/family', sam)).json().family as { family_id: number; family_fname: string }[];
  jordan = family.find((m) => m.family_fname === 'Jordan')!.family_id;
  mia = family.find((m) => m.family_fname === 'Mia')!.family_id;
  await chooseLife(sam);
});

describe('a nomination', () => {
  it('starts empty, is saved whole (a partner 60% and someone else 40%) and read back as saved', async () => {
    const empty = await get(sam);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ benefitId: life, benefitName: 'Life Assurance', canChange: true, notice: null, madeAt: null, nominees: [] });

    const saved = await put(sam, { nominees: [{ kind: 'family', familyMemberId: jordan, share: 60 }, other()] });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.madeAt).toBe('2026-06-15T10:00:00.000Z');
    expect(body.nominees).toEqual([
      { kind: 'family', familyMemberId: jordan, name: 'Jordan Taylor', relationship: 'Partner', dateOfBirth: '1980-02-14', address: null, share: 60 },
      {
        kind: 'other',
        familyMemberId: null,
        name: 'Alex Reed',
        relationship: 'Brother',
        dateOfBirth: '1975-03-02',
        address: '12 High Street, Leeds',
        share: 40,
      },
    ]);
    expect((await get(sam)).json()).toEqual(body);
  });

  it('is replaced whole by the next one, trimmed, optional details left out', async () => {
    const res = await put(sam, {
      nominees: [
        { kind: 'family', familyMemberId: mia, share: 50 },
        { kind: 'family', familyMemberId: jordan, share: 25 },
        other({ name: '  Pat Lee ', relationship: 'Friend', dateOfBirth: null, address: null, share: 25 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf('employee@acme.test');
    expect(rows.map((r) => [r.name, r.relationship, r.share])).toEqual([
      ['Mia Taylor', 'Child or dependant', 50],
      ['Jordan Taylor', 'Partner', 25],
      ['Pat Lee', 'Friend', 25],
    ]);
    expect(new Set(rows.map((r) => r.createdAt.toISOString())).size).toBe(1);
    expect(rows[2]).toMatchObject({ familyMemberId: null, dateOfBirth: null, address: null });
  });
});

describe('bad input: 400 with field errors, and nothing changes', () => {
  const refused = async (payload: object, field: string, message?: string) => {
    const before = await rowsOf('employee@acme.test');
    const res = await put(sam, payload);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
    expect(await rowsOf('employee@acme.test')).toEqual(before);
  };

  it('shares that do not add up to 100', async () => {
    await refused({ nominees: [{ kind: 'family', familyMemberId: jordan, share: 60 }, other({ share: 30 })] }, 'nominees', nominationTexts.sharesTotal(90));
    await refused({ nominees: [{ kind: 'family', familyMemberId: jordan, share: 70 }, other({ share: 40 })] }, 'nominees', nominationTexts.sharesTotal(110));
  });

  it('shares that are not whole numbers from 1 to 100', async () => {
    await refused({ nominees: [{ kind: 'family', familyMemberId: jordan, share: 100 }, other({ share: 0 })] }, 'nominees.1.share', nominationTexts.enterShare);
    await refused(
      { nominees: [{ kind: 'family', familyMemberId: jordan, share: 50.5 }, other({ share: 49.5 })] },
      'nominees.0.share',
      nominationTexts.enterShare,
    );
  });

  it("a family member who is not the caller's own, or not there at all", async () => {
    const { person, headers } = await lifeMember();
    const theirs = await ctx.call('POST', `/api/user/${person.id}/family-members`, headers, childPayload);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const foreign = theirs.json().family_id as number;
    await refused({ nominees: [{ kind: 'family', familyMemberId: foreign, share: 100 }] }, 'nominees.0.familyMemberId', nominationTexts.notYourFamily);
    await refused(
      { nominees: [other({ share: 50 }), { kind: 'family', familyMemberId: 2_000_000_000, share: 50 }] },
      'nominees.1.familyMemberId',
      nominationTexts.notYourFamily,
    );
    const after = await put(headers, { nominees: [other({ share: 100 })] });
    expect(after.json().nominees.map((n: { name: string }) => n.name)).toEqual(['Alex Reed']);
  });

  it('the same family member twice, more than 10 people, or nobody', async () => {
    await refused(
      {
        nominees: [
          { kind: 'family', familyMemberId: jordan, share: 50 },
          { kind: 'family', familyMemberId: jordan, share: 50 },
        ],
      },
      'nominees.1.familyMemberId',
      nominationTexts.duplicate,
    );
    const eleven = Array.from({ length: 11 }, (_, i) => other({ name: `Person ${i + 1}`, share: i < 10 ? 9 : 10 }));
    await refused({ nominees: eleven }, 'nominees', nominationTexts.tooMany(10));
    await refused({ nominees: [] }, 'nominees', nominationTexts.atLeastOne);
  });

  it('names with control characters, missing names, a date of birth in the future, text too long', async () => {
    await refused({ nominees: [other({ name: 'Alex\u0000Reed', share: 100 })] }, 'nominees.0.name', messages.input.controlCharacters);
    await refused({ nominees: [other({ relationship: 'Bro\u001bther', share: 100 })] }, 'nominees.0.relationship', messages.input.controlCharacters);
    await refused({ nominees: [other({ name: '   ', share: 100 })] }, 'nominees.0.name', nominationTexts.enterName);
    await refused({ nominees: [other({ dateOfBirth: '2030-01-01', share: 100 })] }, 'nominees.0.dateOfBirth', nominationTexts.futureDate);
    await refused({ nominees: [other({ dateOfBirth: '2026-02-30', share: 100 })] }, 'nominees.0.dateOfBirth');
    await refused({ nominees: [other({ address: 'a'.repeat(201), share: 100 })] }, 'nominees.0.address', nominationTexts.tooLong(200));
    await refused({ nominees: [{ kind: 'cousin', name: 'X', share: 100 }] }, 'nominees.0.kind');
  });
});

describe('access', () => {
  it('answers 401 to every call without a login', async () => {
    for (const res of [await get(host('acme')), await put(host('acme'), { nominees: [other({ share: 100 })] }), await confirmation(host('acme'))]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a platform administrator, an employer without the cover and an employee without it', async () => {
    const admin = await ctx.headersOf('admin@portal.test');
    const employer = await ctx.headersOf('hr@acme.test');
    const person = await createPerson(ctx.db, 'acme', { salary: '30000.00', employmentStartDate: '2015-01-05' });
    const without = await ctx.headersOf(person.email);
    for (const headers of [admin, employer, without]) {
      expect((await get(headers)).statusCode).toBe(403);
      expect((await put(headers, { nominees: [other({ share: 100 })] })).statusCode).toBe(403);
      expect((await confirmation(headers)).statusCode).toBe(403);
    }
    expect((await get(without)).json().message).toBe(nominationTexts.noCover);
    expect(await rowsOf(person.email)).toEqual([]);
  });

  it('answers 404 for a benefit that is not life cover, and for an unknown benefit', async () => {
    const res = await get(sam, pmi);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(nominationTexts.notLifeCover);
    expect((await put(sam, { nominees: [other({ share: 100 })] }, 2_000_000_000)).statusCode).toBe(404);
  });

  it("never returns another person's or another client's nomination", async () => {
    const samsNames = (await rowsOf('employee@acme.test')).map((r) => r.name);
    expect(samsNames.length).toBeGreaterThan(0);
    const { headers } = await lifeMember();
    const theirs = await get(headers);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().nominees).toEqual([]);
    expect((await confirmation(headers)).statusCode).toBe(404);

    const chris = await ctx.headersOf('employee@globex.test', 'globex');
    for (const res of [await get(chris), await confirmation(chris), await put(chris, { nominees: [other({ share: 100 })] })]) {
      expect(res.statusCode).toBe(404);
      for (const name of samsNames) expect(res.body).not.toContain(name);
    }
    expect((await rowsOf('employee@acme.test')).map((r) => r.name)).toEqual(samsNames);
  });

  it('lets an administrator viewing as the person save it, like any write in a masquerade: audited with the administrator', async () => {
    const { person } = await lifeMember();
    const [acme] = await ctx.db.select().from(clients).where(eq(clients.code, 'acme'));
    const admin = (await loginAs(ctx.app, 'admin@portal.test')).access_token;
    const { headers } = await masqueradeAs(ctx.app, admin, acme!, person.id);
    const res = await put(headers, { nominees: [other({ share: 100 })] });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, person.id));
    expect(entries.find((e) => e.details.request === 'PUT /api/benefit/:id/nominations')).toMatchObject({ statusCode: 200, actorId: expect.any(Number) });
  });

  it('lets a leaver see the nomination and its confirmation, never change it (403, as for selections)', async () => {
    const { person, headers } = await lifeMember();
    expect((await put(headers, { nominees: [other({ share: 100 })] })).statusCode).toBe(200);
    await ctx.db.update(users).set({ employmentStatus: 'left' }).where(eq(users.id, person.id));
    const before = await rowsOf(person.email);

    const seen = await get(headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ canChange: false, notice: nominationTexts.readOnly, nominees: [{ name: 'Alex Reed', share: 100 }] });
    const res = await put(headers, { nominees: [other({ name: 'Someone New', share: 100 })] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(benefitTexts.notEmployed);
    expect(await rowsOf(person.email)).toEqual(before);
    expect((await confirmation(headers)).statusCode).toBe(200);
  });
});

describe('the confirmation', () => {
  it('is a real PDF naming the member, each nominee and share, the date made and the trustees’ discretion', async () => {
    const { headers } = await lifeMember({ firstName: 'Robin', surname: 'Hart' });
    expect((await confirmation(headers)).statusCode).toBe(404);
    await put(headers, { nominees: [other({ share: 70 }), other({ name: 'Kim Hart', relationship: 'Sister', dateOfBirth: null, address: null, share: 30 })] });

    const res = await confirmation(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="life-assurance-nomination.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Expression of wish - Life Assurance');
    expect(pdf.pages).toBe(1);
    for (const text of [
      'Robin Hart',
      'Life Assurance',
      'Harbour Life',
      'Alex Reed',
      'Brother',
      '2 March 1975',
      '12 High Street, Leeds',
      '70%',
      'Kim Hart',
      'Sister',
      '30%',
      '100%',
      '15 June 2026',
    ]) {
      expect(pdf.flatText).toContain(text);
    }
    expect(pdf.flatText).toContain('at their discretion');
  });

  it('lists ten people with their addresses, going on to a second page when it must', async () => {
    const { headers } = await lifeMember();
    const ten = Array.from({ length: 10 }, (_, i) => other({ name: `Nominee Number${i + 1}`, address: `${i + 1} Long Street, Leeds LS1 4AB`, share: 10 }));
    expect((await put(headers, { nominees: ten })).statusCode).toBe(200);
    const pdf = await readPdf((await confirmation(headers)).rawPayload);
    for (let n = 1; n <= 10; n++) expect(pdf.flatText).toContain(`Nominee Number${n}`);
    expect(pdf.flatText).toContain('at their discretion');
  });

  it('is refused for a bad benefit id', async () => {
    expect((await confirmation(sam, 'abc' as unknown as number)).statusCode).toBe(400);
    const [row] = await ctx.db
      .select()
      .from(beneficiaryNominations)
      .where(and(eq(beneficiaryNominations.benefitId, life)));
    expect(row).toBeDefined();
  });
});
