import { describe, expect, it } from 'vitest';
import type { BenefitSummary, ChangeWindow, CtaType, EligibleBenefits } from '@portal/contracts';
import { windowMessage } from './windowMessage.ts';

const closed: ChangeWindow = {
  open: false,
  reason: null,
  closesOn: null,
  message: 'You can only change your benefits while the selection window is open (4 October 2026 to 31 October 2026), or after a life event.',
};
const benefit = (cta: CtaType, changeWindow: ChangeWindow) => ({ cta: { type: cta }, changeWindow }) as BenefitSummary;
const page = (open: boolean, benefits: BenefitSummary[]): EligibleBenefits => ({
  schemeYear: {
    id: 1,
    year: 2026,
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
    current: true,
    window: { opensOn: '2026-10-04', closesOn: '2026-10-31', open },
  },
  ccvOnly: false,
  benefits,
});

describe('My benefits window line', () => {
  it('names the open annual window, else an open life-event window', () => {
    expect(windowMessage(page(true, []))).toBe('The selection window is open until 31 October 2026.');
    const lifeEvent = benefit('edit', { open: true, reason: 'life-event', closesOn: '2026-12-22', message: null });
    expect(windowMessage(page(false, [benefit('view', closed), lifeEvent]))).toBe('After your life event you can change your benefits until 22 December 2026.');
  });

  it("names a new starter's window, which the server gives only when it outlasts the others", () => {
    const starter = benefit('select', { open: true, reason: 'new-starter', closesOn: '2026-07-14', message: null });
    expect(windowMessage(page(false, [benefit('view', closed), starter]))).toBe(
      'Welcome aboard: as a new starter you can choose your benefits until 14 July 2026.',
    );
    expect(windowMessage(page(true, [starter]))).toBe('Welcome aboard: as a new starter you can choose your benefits until 14 July 2026.');
  });

  it('says when the window ran and that some benefits can still be chosen', () => {
    const joining = benefit('select', { open: true, reason: 'joining', closesOn: '2026-12-31', message: null });
    expect(windowMessage(page(false, [benefit('view', closed), joining]))).toBe(
      'The selection window ran from 4 October 2026 to 31 October 2026. You can still choose or change some benefits now; ' +
        'the others wait for the next window or a life event.',
    );
  });

  it("is the closed window's message when nothing can change", () => {
    expect(windowMessage(page(false, [benefit('view', closed)]))).toBe(closed.message);
  });
});
