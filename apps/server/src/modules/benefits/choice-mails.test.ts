import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@portal/contracts';
import { createFamilyMember } from '../../demo/factories.ts';
import { createPerson, loginAs } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { actionOf, latestMailTo } from '../../test/mailbox.ts';
import { restate } from '../../test/selection-history.ts';
import { masqueradeAs } from '../../test/sso.ts';

/** Issue 26 item 7: the e-mails a person gets when they choose, change or leave a benefit (written with the change). */
const ctx = benefitsApp();
let ids: Record<'pmi' | 'life' | 'ctw' | 'dental', number>;
beforeAll(async () => {
  const codes = ['pmi', 'life', 'ctw', 'dental'] as const;
  ids = Object.fromEntries(await Promise.all(codes.map(async (c) => [c, await ctx.benefitId('acme', c)]))) as typeof ids;
});

const newEmployee = async () => {
  const person = await createPerson(ctx.db, 'acme', { firstName: 'Robin', salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds' });
  return { person, headers: await ctx.headersOf(person.email) };
};
const select = async (headers: Record<string, string>, benefitId: number, payload: object) => {
  const res = await ctx.call('POST', `/api/benefit/${benefitId}/selection`, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().selection as { selectionId: number };
};
const change = async (headers: Record<string, string>, selectionId: number, payload: object) => {
  const res = await ctx.call('PATCH', `/api/selection/${selectionId}`, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
};
const lines = (mail: Mail | undefined) => mail?.text.split('\n') ?? [];
const benefitLink = (benefitId: number) => ({ label: 'See the benefit', url: `http://acme.localhost:3000/app/my-benefits/${benefitId}` });

describe('e-mails about a choice', () => {
  it('confirms a new choice that is active, with its start and the level in words, in the client’s brand', async () => {
    const { person, headers } = await newEmployee();
    const partner = await createFamilyMember(ctx.db, {
      clientId: person.clientId!,
      userId: person.id,
      firstName: 'Pat',
      surname: 'Partner',
      dateOfBirth: '1982-03-03',
      genderId: 2,
      famtypeId: 1,
    });
    await select(headers, ids.pmi, {
      accepted_terms: 2,
      values: { option: 'employee-partner', peopleCovered: [partner.id], medicalAnswers: { 'treatment-5-years': false, symptoms: false } },
    });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your Private Medical Insurance choice is confirmed');
    expect(lines(mail)).toEqual(
      expect.arrayContaining([
        'Hello Robin',
        'Your Private Medical Insurance choice is confirmed. Your cover starts on 1 July 2026.',
        'Level of cover: You and your partner',
      ]),
    );
    expect(actionOf(mail)).toEqual(benefitLink(ids.pmi));
    expect(mail?.html).toContain('Acme Rewards');
    expect(mail?.html).toContain('background:#0B5D4B');
  });

  it('says a request is waiting for approval', async () => {
    const { person, headers } = await newEmployee();
    await select(headers, ids.ctw, { accepted_terms: 1, values: { amount: 1000 } });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your Cycle to Work request is waiting for approval');
    expect(lines(mail)).toEqual(
      expect.arrayContaining([
        'Your request for Cycle to Work is waiting for approval.',
        'We will e-mail you when your employer decides.',
        'Bike and equipment value: £1,000.00',
      ]),
    );
    expect(actionOf(mail)).toEqual(benefitLink(ids.ctw));
  });

  it('says a change applies from the first of next month, with the new choice', async () => {
    const { person, headers } = await newEmployee();
    const life = await select(headers, ids.life, { values: { amount: 2 } });
    await restate(ctx.db, life.selectionId, { startsOn: '2026-01-01' });
    await change(headers, life.selectionId, { values: { amount: 3 } });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your Life Assurance is changing');
    expect(lines(mail)).toEqual(
      expect.arrayContaining(['Your new Life Assurance choice applies from 1 July 2026. Until then your cover carries on as it was.', 'Cover: 3 x salary']),
    );
    expect(actionOf(mail)).toEqual(benefitLink(ids.life));
  });

  it('says a change of cover in force that needs approval is waiting, and from when it would apply', async () => {
    const { person, headers } = await newEmployee();
    const ctw = await select(headers, ids.ctw, { accepted_terms: 1, values: { amount: 1000 } });
    await restate(ctx.db, ctw.selectionId, { status: 'active', startsOn: '2026-01-01', approvedAt: new Date('2026-01-01T09:00:00Z') });
    await change(headers, ctw.selectionId, { accepted_terms: 1, values: { amount: 1500 } });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your Cycle to Work request is waiting for approval');
    expect(mail?.text).toContain('Your change to Cycle to Work is waiting for approval. If it is approved it applies from 1 July 2026');
    expect(mail?.text).toContain('Bike and equipment value: £1,500.00');
  });

  it('gives the last day of cover after an opt-out', async () => {
    const { person, headers } = await newEmployee();
    const life = await select(headers, ids.life, { values: { amount: 2 } });
    await restate(ctx.db, life.selectionId, { startsOn: '2026-01-01' });
    await change(headers, life.selectionId, { status: 'opted-out' });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('You have opted out of Life Assurance');
    expect(lines(mail)).toContain('You have opted out of Life Assurance. Your last day of cover is 30 June 2026.');
    expect(actionOf(mail)).toEqual(benefitLink(ids.life));
  });

  it('says a choice left before its cover started will not start', async () => {
    const { person, headers } = await newEmployee();
    const dental = await select(headers, ids.dental, { values: { option: 'individual' } });
    await change(headers, dental.selectionId, { status: 'opted-out' });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('You have opted out of Dental Insurance');
    expect(mail?.text).toContain('You have cancelled your Dental Insurance choice before its cover started, so it will not start.');
  });

  it('tells the person of a change made for them in a masquerade, saying so (their cover, their e-mail)', async () => {
    const { person } = await newEmployee();
    const admin = await loginAs(ctx.app, 'admin@portal.test');
    const { headers } = await masqueradeAs(ctx.app, admin.access_token, { id: person.clientId!, code: 'acme' }, person.id);
    await select(headers, ids.life, { values: { amount: 2 } });
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your Life Assurance choice is confirmed');
    expect(lines(mail)).toContain('Our support team made this change for you.');
  });
});
