import { describe, expect, it } from 'vitest';
import {
  nominationFormSchema,
  nominationProblems,
  nominationRequestSchema,
  nominationTexts as t,
  sharesTotal,
  takesNominations,
  toNominationRequest,
} from './index.ts';

const row = (who: string, share: number, extra = {}) => ({ who, name: '', relationship: '', dateOfBirth: '', address: '', share, ...extra });

describe('nomination rules (one set for the form and the server)', () => {
  it('takes nominations for life cover only', () => {
    expect(takesNominations({ amount: { unit: 'salary-multiple' } })).toBe(true);
    expect(takesNominations({ amount: { unit: 'pounds' } })).toBe(false);
    expect(takesNominations({ amount: null })).toBe(false);
  });

  it('wants shares adding to exactly 100 and nobody from the family twice', () => {
    expect(
      nominationProblems([
        { familyMemberId: 1, share: 60 },
        { familyMemberId: null, share: 40 },
      ]),
    ).toEqual([]);
    expect(
      nominationProblems([
        { familyMemberId: 1, share: 50 },
        { familyMemberId: 1, share: 40 },
      ]),
    ).toEqual([
      { index: 1, message: t.duplicate },
      { index: null, message: t.sharesTotal(90) },
    ]);
    expect(sharesTotal([{ share: 30 }, { share: Number.NaN }, { share: 2.5 }])).toBe(30);
  });

  it('turns the form into the request the server takes, and reports every field of a row at once', () => {
    const form = { nominees: [row('7', 60), row('other', 40, { name: ' Alex Reed ', relationship: 'Brother', dateOfBirth: '1975-03-02' })] };
    const parsed = nominationFormSchema.safeParse(form);
    expect(parsed.success && parsed.data).toEqual(toNominationRequest(form));
    expect(nominationRequestSchema.safeParse(toNominationRequest(form)).success).toBe(true);

    const bad = nominationFormSchema.safeParse({ nominees: [row('other', Number.NaN, { name: 'A\u0000' })] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['nominees.0.name', 'nominees.0.relationship', 'nominees.0.share', 'total']);
  });

  it('refuses more than 10 people', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      kind: 'other',
      name: `P${i}`,
      relationship: 'Friend',
      dateOfBirth: null,
      address: null,
      share: i ? 9 : 10,
    }));
    expect(nominationRequestSchema.safeParse({ nominees: eleven }).error?.issues[0]?.message).toBe(t.tooMany(10));
  });
});
