import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitScreenTexts, myNextYearTexts, type BenefitSummary, type EligibleBenefits, type MyNextYear } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam, signIn } from '../../../test/session.ts';

const setup = { user: { ...sam, employmentStatus: 'left' }, client: null, cmsData: { faqs: true, sso_access_only: false, reference: false, live: true } };
const open = { locked: false, reason: null, availableFrom: null, message: null };
const benefit = (id: number, name: string, category: string, extra: Partial<BenefitSummary> = {}): BenefitSummary => ({
  id,
  name,
  category,
  groupCode: name.toLowerCase(),
  provider: 'Provider',
  summary: `${name} summary`,
  imageUrl: null,
  kind: 'options',
  requiresApproval: false,
  beamSupported: false,
  schemeYear: 2026,
  availability: open,
  changeWindow: { open: true, reason: 'annual', closesOn: '2026-12-31', message: null },
  cta: { type: 'select' },
  selection: null,
  ...extra,
});
const eligible = (ccvOnly = false): EligibleBenefits => ({
  schemeYear: {
    id: 1,
    year: 2026,
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
    current: true,
    window: { opensOn: '2026-01-01', closesOn: '2026-12-31', open: true },
  },
  ccvOnly,
  benefits: [
    benefit(1, 'Dental Insurance', 'Health'),
    benefit(2, 'Gym Membership', 'Wellbeing', {
      availability: {
        locked: true,
        reason: 'probation',
        availableFrom: '2027-01-01',
        message: 'You can choose this benefit once your probation ends on 1 January 2027.',
      },
      cta: { type: 'view' },
    }),
    benefit(3, 'Cycle to Work', 'Lifestyle', {
      cta: { type: 'edit' },
      selection: {
        selectionId: 9,
        status: 'pending-approval',
        statusLabel: 'Awaiting approval',
        employeeCost: 41.67,
        employerCost: 0,
        startDate: '2026-12-01',
        endDate: null,
        changePending: false,
      },
    }),
  ],
});
const filters = { categories: ['Health', 'Lifestyle', 'Wellbeing'].map((c) => ({ value: c, label: c, count: 1 })), kinds: [] };

describe('My benefits', () => {
  it('shows cards with status, CTA and probation message, filtered by keyboard-operable chips', { timeout: 15_000 }, async () => {
    const keyboard = userEvent.setup();
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': jsonResponse(200, eligible()),
      'GET /api/benefits/filters': jsonResponse(200, filters),
    });
    renderApp('/app/my-benefits/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My benefits' })).toBeTruthy();
    const cycle = (await screen.findByRole('heading', { level: 2, name: 'Cycle to Work' })).closest('article')!;
    expect(within(cycle).getByText('Awaiting approval')).toBeTruthy();
    expect(within(cycle).getByRole('link', { name: 'Change Cycle to Work' }).getAttribute('href')).toBe('/app/my-benefits/3/manage');
    expect(screen.getByRole('link', { name: 'Select Dental Insurance' }).getAttribute('href')).toBe('/app/my-benefits/1/setup');
    expect(screen.getByText('You can choose this benefit once your probation ends on 1 January 2027.')).toBeTruthy();

    const health = await screen.findByRole('button', { name: 'Health (1)' });
    health.focus();
    await keyboard.keyboard('{Enter}');
    expect(health.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 3 benefits')).toBeTruthy();
  });

  it('hides My benefits from the navigation in voucher-only mode, as the benefits load reports it', { timeout: 15_000 }, async () => {
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': jsonResponse(200, eligible(true)),
      'GET /api/benefits/filters': jsonResponse(200, filters),
    });
    renderApp('/app/my-benefits/');
    // The cards show once the benefits (and their voucher-only flag) have loaded.
    await screen.findByRole('heading', { level: 2, name: 'Cycle to Work' });
    // The header's links (desktop and mobile) are CSS-hidden in jsdom, hence `hidden: true`.
    await screen.findAllByRole('link', { name: 'FAQs', hidden: true });
    expect(screen.queryAllByRole('link', { name: 'My benefits', hidden: true })).toHaveLength(0);
  });

  it('logs the user out when the benefits list fails (spec §4)', { timeout: 15_000 }, async () => {
    signIn();
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': jsonResponse(500, { error: 'Internal Server Error', message: 'Database down' }),
      'GET /api/benefits/filters': jsonResponse(200, filters),
      'DELETE /api/logout': jsonResponse(200, { ssoLogoutUrl: null }),
    });
    const { router } = renderApp('/app/my-benefits/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout-success'));
    expect(useSession.getState().loggedIn).toBe(false);
  });

  it('shows the outline of the benefit cards, busy and labelled, while the list loads', { timeout: 15_000 }, async () => {
    signIn();
    const never = () => new Promise<Response>(() => undefined);
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': never,
      'GET /api/benefits/filters': jsonResponse(200, filters),
    });
    renderApp('/app/my-benefits/');
    const status = await screen.findByText(benefitScreenTexts.list.loading);
    expect(status.getAttribute('role')).toBe('status');
    const region = status.closest('[aria-busy="true"]')!;
    expect(region.querySelectorAll('li')).toHaveLength(6);
    expect(region.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it("shows the outline of a benefit's page, busy and labelled, while the benefit loads", { timeout: 15_000 }, async () => {
    signIn();
    const never = () => new Promise<Response>(() => undefined);
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': jsonResponse(200, eligible()),
      'GET /api/benefit/1/with-selection': never,
    });
    renderApp('/app/my-benefits/1');
    const status = await screen.findByText(benefitScreenTexts.detail.loading);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.closest('[aria-busy="true"]')?.querySelectorAll('[aria-hidden="true"] > div').length).toBeGreaterThanOrEqual(2);
  });

  it('switches to next year: its window, what rolls over from this year, what ends, and the choice made for it', { timeout: 15_000 }, async () => {
    signIn();
    const in2027 = { schemeYear: 2027, changeWindow: { open: true, reason: 'annual' as const, closesOn: '2026-11-30', message: null } };
    const nextYear: MyNextYear = {
      schemeYear: {
        id: 2,
        year: 2027,
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
        current: false,
        window: { opensOn: '2026-11-01', closesOn: '2026-11-30', open: true },
      },
      benefits: [
        benefit(11, 'Dental Insurance', 'Health', in2027),
        benefit(13, 'Cycle to Work', 'Lifestyle', {
          ...in2027,
          cta: { type: 'edit' },
          selection: {
            selectionId: 40,
            status: 'active',
            statusLabel: 'Starts 1 January 2027',
            employeeCost: 50,
            employerCost: 0,
            startDate: '2027-01-01',
            endDate: '2027-12-31',
            changePending: false,
          },
        }),
      ],
      rollover: [
        { groupCode: 'dental insurance', benefitName: 'Dental Insurance', outcome: 'kept', reason: null, detail: null, employeeNow: 9.5, employeeNext: 10.45 },
        { groupCode: 'cycle to work', benefitName: 'Cycle to Work', outcome: 'ended', reason: 'chosen', detail: null, employeeNow: 41.67, employeeNext: null },
        {
          groupCode: 'gym membership',
          benefitName: 'Gym Membership',
          outcome: 'ended',
          reason: 'not-offered',
          detail: null,
          employeeNow: 20,
          employeeNext: null,
        },
      ],
    };
    mockApi({
      'GET /api/login/setup': jsonResponse(200, setup),
      'GET /api/benefits/user/eligible': jsonResponse(200, eligible()),
      'GET /api/benefits/filters': jsonResponse(200, filters),
      'GET /api/benefits/user/next-year': jsonResponse(200, nextYear),
    });
    const user = userEvent.setup();
    renderApp('/app/my-benefits/');
    const years = await screen.findByRole('navigation', { name: myNextYearTexts.tabs });
    expect(within(years).getByRole('link', { name: myNextYearTexts.thisYear }).getAttribute('aria-current')).toBe('page');
    await user.click(within(years).getByRole('link', { name: myNextYearTexts.nextYear('1 January 2027') }));
    expect(
      within(years)
        .getByRole('link', { name: myNextYearTexts.nextYear('1 January 2027') })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByText(myNextYearTexts.windowOpen('30 November 2026'))).toBeTruthy();
    const dental = screen.getByRole('heading', { level: 2, name: 'Dental Insurance' }).closest('article')!;
    expect(within(dental).getByText(myNextYearTexts.rollsOver('£10.45'))).toBeTruthy();
    expect(within(dental).getByRole('link', { name: 'Select Dental Insurance' }).getAttribute('href')).toBe('/app/my-benefits/11/setup');
    const cycle = screen.getByRole('heading', { level: 2, name: 'Cycle to Work' }).closest('article')!;
    expect(within(cycle).getByText('Starts 1 January 2027')).toBeTruthy();
    expect(within(cycle).queryByText(/Rolls over/)).toBeNull();
    // A choice of this year whose benefit next year does not offer ends with this year.
    expect(screen.getByText(/Gym Membership/).closest('li')!.textContent).toBe('Gym Membership: Your choice of this year ends with it: not offered next year');
    expect(screen.queryByRole('heading', { level: 2, name: 'Gym Membership' })).toBeNull();
    await user.click(within(years).getByRole('link', { name: myNextYearTexts.thisYear }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gym Membership' })).toBeTruthy();
  });
});
