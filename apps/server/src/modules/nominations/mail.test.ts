import { describe, expect, it } from 'vitest';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';
import { actionOf, latestMailTo, mailbox } from '../../test/mailbox.ts';
import { readPdf } from '../../test/pdf.ts';

/** Issue 26: the e-mail after beneficiaries are saved (item 7), and names in every European alphabet on the PDF (item 8). */
const ctx = benefitsApp();

const lifeMember = async () => {
  const person = await createPerson(ctx.db, 'acme', { firstName: 'Robin', salary: '30000.00', employmentStartDate: '2015-01-05' });
  const headers = await ctx.headersOf(person.email);
  const life = await ctx.benefitId('acme', 'life');
  expect((await ctx.call('POST', `/api/benefit/${life}/selection`, headers, { values: { amount: 1 } })).statusCode).toBe(200);
  return { person, headers, life };
};
const save = (headers: Record<string, string>, life: number, nominees: object[]) =>
  ctx.app.inject({ method: 'PUT', url: `/api/benefit/${life}/nominations`, headers, payload: { nominees } });
const someone = (name: string, share: number) => ({ kind: 'other', name, relationship: 'Sister', dateOfBirth: '1979-05-01', address: null, share });

describe('saving beneficiaries', () => {
  it('e-mails the person how many people they named and when, never who, with the way back and whom to tell if it was not them', async () => {
    const { person, headers, life } = await lifeMember();
    const res = await save(headers, life, [someone('Alex Reed', 60), someone('Sam Reed', 40)]);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMailTo(ctx.app, person.email);
    expect(mail?.subject).toBe('Your beneficiaries for Life Assurance are saved');
    expect(mail?.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Robin',
        'You named 2 people to receive your Life Assurance on 15 June 2026.',
        'If this was not you, contact support@acme.test or 0800 123 4567 straight away.',
      ]),
    );
    expect(mail?.text).not.toContain('Alex Reed');
    expect(actionOf(mail)).toEqual({ label: 'See your beneficiaries', url: `http://acme.localhost:3000/app/my-benefits/${life}/beneficiaries` });
  });

  it('sends nothing when the nomination is refused', async () => {
    const { headers, life } = await lifeMember();
    const before = (await mailbox(ctx.app)).length;
    expect((await save(headers, life, [someone('Alex Reed', 60)])).statusCode).toBe(400);
    expect((await mailbox(ctx.app)).length).toBe(before);
  });

  it('prints a name in any European alphabet on the confirmation as written', async () => {
    const { headers, life } = await lifeMember();
    expect((await save(headers, life, [someone('Małgorzata Żółkiewska-Łódź', 100)])).statusCode).toBe(200);
    const pdf = await readPdf((await ctx.app.inject({ method: 'GET', url: `/api/benefit/${life}/nominations/confirmation`, headers })).rawPayload);
    expect(pdf.text).toContain('Małgorzata Żółkiewska-Łódź');
    expect(pdf.fillColours[0]).toBe('#0b5d4b');
  });
});
