import { describe, expect, it } from 'vitest';
import { approvalTexts } from '@portal/contracts';
import { pendingSelectionOf } from './present.ts';

const pmi = {
  setup: {
    options: [{ value: 'employee', label: 'You only', description: null, covers: 'self' as const }],
    amount: null,
    peopleCovered: true,
    startDate: false,
  },
  requiresApproval: false,
  medicalQuestions: [
    { id: 'treatment', text: 'Have you had treatment in the last 5 years?', refer: true },
    { id: 'smoker', text: 'Do you smoke?', refer: false },
    { id: 'symptoms', text: 'Do you have symptoms not yet seen by a doctor?', refer: true },
  ],
};
const request = (medicalAnswers: Record<string, boolean>) => ({
  selectionId: 7,
  firstName: 'Ivy',
  surname: 'Okafor',
  employeeNumber: 'AC7',
  requestedAt: new Date('2026-11-02T10:00:00Z'),
  values: { option: 'employee', medicalAnswers },
  peopleCovered: [3, 4],
  coveredNames: ['Ana Okafor', 'Ben Okafor'],
  employeeCost: '12.50',
  startsOn: '2026-12-01',
  live: null,
});

describe('a request awaiting approval, as HR sees it', () => {
  it('says which referring questions were answered yes, and names the people covered', () => {
    const row = pendingSelectionOf(pmi, request({ treatment: true, smoker: true, symptoms: true }));
    expect(row.reason).toBe(approvalTexts.reasons.medical(['Have you had treatment in the last 5 years?', 'Do you have symptoms not yet seen by a doctor?']));
    expect(row.fields[approvalTexts.fields.peopleCovered]).toBe('Ana Okafor, Ben Okafor');
  });

  it('names the benefit’s own rule when no answer referred it', () => {
    const row = pendingSelectionOf({ ...pmi, requiresApproval: true }, request({ treatment: false, smoker: true, symptoms: false }));
    expect(row.reason).toBe(approvalTexts.reasons.benefit);
  });
});
