import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { catalogueTexts as t, quoteTexts as q, type Quote } from '@portal/contracts';
import { useModals } from '../../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../../test/fixtures.ts';
import { CLIENT, catalogueBenefit, renderClientPage, type ApiHandler } from '../../../../../test/catalogue.tsx';

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

const PATH = `${CLIENT}/benefits/21`;
/** Dental as the end-to-end test sets it up: a flat price per option, the employer paying half. */
const dental = catalogueBenefit('dental', {
  draft: { ...catalogueBenefit('dental').draft, employerContribution: { kind: 'percent', percent: 50 } },
});
const jane = { id: 42, name: 'Jane Doe', email: 'jane@vandelay.test', userType: 'employee', employmentStatus: 'active', activated: true };
const quoteOf = (family: number): Quote => ({
  person: { name: 'Jane Doe', age: 46, ageOn: '2026-12-01', salary: 42_000 },
  eligible: true,
  unmetRules: [],
  rows: [
    {
      label: 'You only',
      option: 'individual',
      amount: null,
      costs: { employee: 4.75, employer: 4.75, total: 9.5, cover: null, sacrifice: null },
      problem: null,
    },
    {
      label: 'You and your family',
      option: 'family',
      amount: null,
      costs: { employee: family / 2, employer: family / 2, total: family, cover: null, sacrifice: null },
      problem: null,
    },
  ],
});

async function setUp(handler: ApiHandler) {
  const page = renderClientPage(
    '/app/admin/clients/7/benefits/21',
    (request) => handler(request) ?? (request.path === PATH ? jsonResponse(200, dental) : undefined),
  );
  await screen.findByRole('heading', { name: t.editor.heading('Dental Insurance') });
  return { ...page, panel: screen.getByRole('complementary', { name: q.heading }) };
}

const quotesSent = (sent: () => { path: string; body: unknown }[]) => sent().filter((call) => call.path === `${PATH}/quote`);

describe('the quote panel', { timeout: 30_000 }, () => {
  it('quotes an employee with the editor’s unsaved values, again as they change, and previews the portal as them', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { panel, sent, user } = await setUp(({ method, path, url, body }) => {
      if (method === 'GET' && path === `${CLIENT}/users`) {
        const people = url.searchParams.get('search') === 'jane' ? [jane] : [];
        return jsonResponse(200, { data: people, currentPage: 1, lastPage: 1, perPage: 10, total: people.length });
      }
      if (method === 'POST' && path === `${PATH}/quote`) {
        const plan = (body as { plan: { pricing: { prices: Record<string, number> } } }).plan;
        return jsonResponse(200, quoteOf(plan.pricing.prices.family!));
      }
      if (method === 'POST' && path === '/api/masquerade/employer/7/42')
        return jsonResponse(200, { url: 'http://vandelay.localhost/sso-login/msq/msq_x/2026' });
      return undefined;
    });
    // An unsaved price: the quote uses it.
    const family = screen.getByLabelText(t.fields.prices.label('You and your family'));
    await user.clear(family);
    await user.type(family, '30');

    await user.type(within(panel).getByLabelText(q.employee.label), 'jane');
    await user.click(await within(panel).findByRole('button', { name: q.search.chooseLabel('Jane Doe') }));
    expect(within(panel).getByText(q.search.chosen('Jane Doe', 'jane@vandelay.test'))).toBeTruthy();
    expect(await within(panel).findByText(q.ageLine(46, '1 December 2026'))).toBeTruthy();
    expect(within(panel).getByText(q.salaryLine('£42,000'))).toBeTruthy();
    expect(within(panel).getByText(q.eligible)).toBeTruthy();
    const table = within(panel).getByRole('table', { name: q.caption });
    expect(within(table).getByRole('row', { name: /You only/ }).textContent).toBe('You only£4.75£4.75£9.50');
    expect(within(table).getByRole('row', { name: /family/ }).textContent).toBe('You and your family£15.00£15.00£30.00');
    expect(quotesSent(sent)[0]!.body).toEqual({
      person: { kind: 'employee', employeeId: 42 },
      plan: {
        setup: dental.draft.setup,
        pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 30 } },
        employerContribution: { kind: 'percent', percent: 50 },
        eligibility: {},
      },
    });

    await user.clear(family);
    await user.type(family, '32');
    await waitFor(() => expect(within(table).getByRole('row', { name: /family/ }).textContent).toBe('You and your family£16.00£16.00£32.00'));

    await user.click(within(panel).getByRole('button', { name: q.preview.button }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://vandelay.localhost/sso-login/msq/msq_x/2026', '_blank', 'noopener'));
  });

  it('quotes typed details, and names the rules that say no', async () => {
    const no: Quote = {
      person: { name: null, age: 17, ageOn: '2026-12-01', salary: null },
      eligible: false,
      unmetRules: ['Only people aged 18 or over may choose it.'],
      rows: quoteOf(24).rows,
    };
    const { panel, sent, user } = await setUp(({ method, path }) => (method === 'POST' && path === `${PATH}/quote` ? jsonResponse(200, no) : undefined));
    await user.click(within(panel).getByRole('radio', { name: q.personKind.facts }));
    await user.click(within(panel).getByRole('button', { name: q.show }));
    expect((await within(panel).findAllByText(q.errors.ageOrBirth)).length).toBeGreaterThan(0);
    expect(quotesSent(sent)).toEqual([]);

    await user.type(within(panel).getByLabelText(q.age.label), '17');
    await user.type(within(panel).getByLabelText(q.location.label), 'Leeds');
    await user.click(within(panel).getByRole('button', { name: q.show }));
    expect(await within(panel).findByText(q.notEligible)).toBeTruthy();
    expect(within(panel).getByRole('listitem').textContent).toBe('Only people aged 18 or over may choose it.');
    expect(within(panel).getByText(q.noSalary)).toBeTruthy();
    expect((quotesSent(sent)[0]!.body as { person: unknown }).person).toEqual({
      kind: 'facts',
      dateOfBirth: null,
      age: 17,
      salary: null,
      location: 'Leeds',
      grade: null,
      employmentStartDate: null,
      employmentStatus: 'active',
    });
  });

  it('waits for the editor’s pricing to be valid before quoting', async () => {
    const { panel, user } = await setUp(({ method, path }) => (method === 'POST' && path === `${PATH}/quote` ? jsonResponse(200, quoteOf(24)) : undefined));
    await user.click(within(panel).getByRole('radio', { name: q.personKind.facts }));
    await user.type(within(panel).getByLabelText(q.age.label), '40');
    await user.click(within(panel).getByRole('button', { name: q.show }));
    expect(await within(panel).findByText(q.eligible)).toBeTruthy();
    await user.type(screen.getByLabelText(t.fields.prices.label('You only')), 'x');
    expect(await within(panel).findByText(q.planInvalid)).toBeTruthy();
    expect(within(panel).queryByText(q.eligible)).toBeNull();
  });
});
