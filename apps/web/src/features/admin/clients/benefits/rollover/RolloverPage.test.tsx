import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { nextYearTexts as n, pagerTexts, type RolloverPreview } from '@portal/contracts';
import { jsonResponse } from '../../../../../test/fixtures.ts';
import { CLIENT, renderClientPage } from '../../../../../test/catalogue.tsx';

const t = n.preview;
const year = (id: number, y: number) => ({ id, year: y, startsOn: `${y}-01-01`, endsOn: `${y}-12-31` });
const kept = {
  selectionId: 501,
  benefitId: 21,
  benefitName: 'Dental Insurance',
  groupCode: 'dental',
  outcome: 'kept' as const,
  reason: null,
  detail: null,
  nextBenefitId: 121,
  before: { employee: 4.75, employer: 4.75 },
  after: { employee: 5.23, employer: 5.22 },
  change: 0.48,
  requestLapses: false,
};
const ended = {
  ...kept,
  selectionId: 502,
  benefitId: 22,
  benefitName: 'Gym Membership',
  groupCode: 'gym',
  outcome: 'ended' as const,
  reason: 'not-offered' as const,
  nextBenefitId: null,
  before: { employee: 35, employer: 0 },
  after: null,
  change: -35,
  requestLapses: true,
};
const page = (n: number): RolloverPreview => ({
  from: year(11, 2026),
  to: year(12, 2027),
  asOf: '2026-11-26',
  totals: {
    people: 11,
    kept: 10,
    ended: 1,
    lapsing: 0,
    before: { employee: 120.5, employer: 60 },
    after: { employee: 90.98, employer: 65.22 },
    change: -29.52,
  },
  people: {
    data:
      n === 1
        ? [
            {
              userId: 42,
              name: 'Jane Doe',
              email: 'jane@vandelay.test',
              choices: [kept, ended],
              before: { employee: 39.75, employer: 4.75 },
              after: { employee: 5.23, employer: 5.22 },
              change: -34.52,
            },
          ]
        : [{ userId: 43, name: 'Karl Farbman', email: 'karl@vandelay.test', choices: [kept], before: kept.before, after: kept.after!, change: 0.48 }],
    currentPage: n,
    lastPage: 2,
    perPage: 50,
    total: 11,
  },
});

describe('the rollover preview', { timeout: 30_000 }, () => {
  it('shows per employee what is kept and what ends, the monthly cost now and next year, and the totals', async () => {
    const { user, reads } = renderClientPage('/app/admin/clients/7/benefits/rollover/12', ({ method, path, url }) =>
      method === 'GET' && path === `${CLIENT}/scheme-years/12/rollover` ? jsonResponse(200, page(Number(url.searchParams.get('page')))) : undefined,
    );
    expect(await screen.findByRole('heading', { name: t.title(2027), level: 2 })).toBeTruthy();
    expect(screen.getByText(t.intro('31 December 2026', '1 January 2027'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/app/admin/clients/7/benefits?year=12');

    const totals = screen.getByRole('region', { name: t.totals.heading });
    const total = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(total(t.totals.people)).toBe('11');
    expect(total(t.totals.before)).toBe('£120.50');
    expect(total(t.totals.after)).toBe('£90.98');
    expect(total(t.totals.change)).toBe('−£29.52');
    expect(total(t.totals.employerAfter)).toBe('£65.22');

    const table = screen.getByRole('table', { name: t.caption(2027) });
    const jane = within(table).getByRole('row', { name: /Jane Doe/ });
    expect(jane.textContent).toContain(`Dental Insurance: ${n.outcomes.kept}`);
    expect(jane.textContent).toContain(t.costLine('£4.75', '£5.23'));
    expect(jane.textContent).toContain(`Gym Membership: ${n.outcomes.ended} (${n.reasons['not-offered']})`);
    expect(jane.textContent).toContain(t.endsLine('£35.00'));
    expect(jane.textContent).toContain(n.requestLapses);
    expect(jane.textContent).toContain('£39.75£5.23−£34.52');

    await user.click(screen.getByRole('button', { name: pagerTexts.next }));
    expect(await within(table).findByRole('row', { name: /Karl Farbman/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Karl Farbman/ }).textContent).toContain('+£0.48');
    expect(reads(`${CLIENT}/scheme-years/12/rollover`)).toEqual(['?page=1', '?page=2']);
  });

  it('says why there is nothing to preview', async () => {
    renderClientPage('/app/admin/clients/7/benefits/rollover/11', ({ path }) =>
      path === `${CLIENT}/scheme-years/11/rollover` ? jsonResponse(409, { error: 'Conflict', message: n.errors.previewNotAhead }) : undefined,
    );
    expect(await screen.findByText(n.errors.previewNotAhead)).toBeTruthy();
  });
});
