import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueTexts as t, priceChangeTexts as p, type BenefitPriceChanges } from '@portal/contracts';
import { useModals } from '../../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../../test/fixtures.ts';
import { CLIENT, catalogueBenefit, renderClientPage, type ApiHandler } from '../../../../../test/catalogue.tsx';

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

const f = t.fields;
const PATH = `${CLIENT}/benefits/21`;
const dental = catalogueBenefit('dental', { inUse: 3, pricingLocked: true, usedOptions: ['individual'] });
const applied = {
  id: 30,
  effectiveOn: '2026-06-01',
  pricing: { kind: 'option-flat' as const, prices: { individual: 9.5, family: 24 } },
  employerContribution: null,
  status: 'applied' as const,
  createdBy: 'Ada Admin',
  createdAt: '2026-05-02T09:00:00Z',
  appliedAt: '2026-06-01T01:00:00Z',
};
const changes: BenefitPriceChanges = {
  benefit: {
    id: 21,
    name: 'Dental Insurance',
    kind: 'options',
    options: [
      { value: 'individual', label: 'You only' },
      { value: 'family', label: 'You and your family' },
    ],
    amountUnit: null,
    pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 24 } },
    employerContribution: null,
    schemeYear: { year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31' },
    selections: 3,
  },
  today: '2026-11-26',
  defaultEffectiveOn: '2026-12-01',
  changes: [applied],
};

async function setUp(handler: ApiHandler = () => undefined) {
  const page = renderClientPage('/app/admin/clients/7/benefits/21', (request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === PATH) return jsonResponse(200, dental);
    if (request.method === 'GET' && request.path === `${PATH}/price-changes`) return jsonResponse(200, changes);
    return undefined;
  });
  await screen.findByRole('heading', { name: t.editor.heading('Dental Insurance') });
  return page;
}

describe('a benefit people have chosen', { timeout: 30_000 }, () => {
  it('keeps its pricing read-only and changes its price from a date, then cancels that change', async () => {
    const pending = { ...applied, id: 32, effectiveOn: '2026-12-01', pricing: { kind: 'option-flat' as const, prices: { individual: 9.5, family: 26.4 } } };
    const scheduled = { ...changes, changes: [{ ...pending, status: 'pending' as const, appliedAt: null }, applied] };
    const { sent, user } = await setUp(({ method, path }) => {
      if (method === 'POST' && path === `${PATH}/price-changes`) return jsonResponse(200, scheduled);
      if (method === 'DELETE' && path === `${PATH}/price-changes/32`) return jsonResponse(200, changes);
      return undefined;
    });
    expect(screen.getByText(t.editor.inUse(3))).toBeTruthy();
    const pricing = screen.getByRole('region', { name: t.editor.sections.pricing });
    expect(within(pricing).queryByRole('combobox')).toBeNull();
    expect(within(pricing).getByText(`${t.pricingKinds['option-flat']}: You only £9.50, You and your family £24.00`)).toBeTruthy();
    expect(within(pricing).getByRole('link', { name: t.editor.changePrice }).getAttribute('href')).toBe('#price-changes');
    expect((screen.getByLabelText(f.kind.label) as HTMLInputElement).readOnly).toBe(true);
    const chosen = screen.getByRole('group', { name: f.options.entry(1) });
    expect((within(chosen).getByLabelText(f.options.value.label) as HTMLInputElement).readOnly).toBe(true);
    expect(within(chosen).queryByRole('button')).toBeNull();

    const section = (await screen.findByRole('heading', { name: p.heading })).parentElement!;
    const table = await within(section).findByRole('table', { name: p.caption });
    expect(within(table).getByRole('row', { name: /1 June 2026/ }).textContent).toContain(p.appliedOn('1 June 2026'));
    const form = within(section).getByRole('form', { name: p.form.heading });
    expect((within(form).getByLabelText(p.form.effectiveOn.label) as HTMLInputElement).value).toBe('2026-12-01');
    const family = within(form).getByLabelText(f.prices.label('You and your family'));
    await user.clear(family);
    await user.type(family, '26.40');
    await user.click(within(form).getByRole('button', { name: p.form.save }));
    expect(await within(form).findByText(p.form.scheduled('1 December 2026'))).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: `${PATH}/price-changes`,
        body: { effectiveOn: '2026-12-01', pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 26.4 } }, employerContribution: null },
      },
    ]);

    await user.click(await within(section).findByRole('button', { name: p.cancelLabel('1 December 2026') }));
    const dialog = await screen.findByRole('dialog', { name: p.confirmCancel.title });
    await user.click(await within(dialog).findByRole('button', { name: p.confirmCancel.yes }));
    expect(await within(dialog).findByText(p.cancelled('1 December 2026'))).toBeTruthy();
    expect(sent()[1]).toEqual({ method: 'DELETE', path: `${PATH}/price-changes/32`, body: null });
    await waitFor(() => expect(within(section).queryByRole('button', { name: p.cancelLabel('1 December 2026') })).toBeNull());
  });

  it('puts the server’s refusal of the date on the date field', async () => {
    const { user } = await setUp(({ method, path }) =>
      method === 'POST' && path === `${PATH}/price-changes`
        ? jsonResponse(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { effectiveOn: p.errors.notAfterToday } })
        : undefined,
    );
    const form = await screen.findByRole('form', { name: p.form.heading });
    const date = within(form).getByLabelText(p.form.effectiveOn.label);
    fireEvent.change(date, { target: { value: '2026-11-01' } });
    await user.click(within(form).getByRole('button', { name: p.form.save }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText(p.errors.notAfterToday).length).toBeGreaterThan(0);
  });

  it('cannot be deleted (the server says why) but is withdrawn from a date', async () => {
    const withdrawn = { ...dental, version: 5, withdrawnOn: '2026-12-01' };
    const { sent, user } = await setUp(({ method, path }) => {
      if (method === 'DELETE' && path === PATH) return jsonResponse(409, { error: 'Conflict', message: t.errors.deleteInUse });
      if (method === 'POST' && path === `${PATH}/withdraw`) return jsonResponse(200, withdrawn);
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: t.delete.button }));
    const dialog = await screen.findByRole('dialog', { name: t.delete.title('Dental Insurance') });
    await user.click(await within(dialog).findByRole('button', { name: t.delete.yes }));
    expect(await within(dialog).findByText(t.errors.deleteInUse)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: t.delete.yes }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: t.editor.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const form = screen.getByRole('form', { name: t.withdraw.heading('Dental Insurance') });
    const date = within(form).getByLabelText(t.withdraw.withdrawnOn.label) as HTMLInputElement;
    expect(date.value).toBe('2026-11-26');
    fireEvent.change(date, { target: { value: '2026-12-01' } });
    await user.click(within(form).getByRole('button', { name: t.withdraw.yes }));
    expect(await within(form).findByText(t.withdraw.withdrawn('Dental Insurance', '1 December 2026'))).toBeTruthy();
    expect(sent()).toEqual([
      { method: 'DELETE', path: PATH, body: { version: 4 } },
      { method: 'POST', path: `${PATH}/withdraw`, body: { version: 4, withdrawnOn: '2026-12-01' } },
    ]);
    expect(await screen.findByText(`${t.editor.yearLine(2026)} · ${t.withdrawnFrom('1 December 2026')}`)).toBeTruthy();
  });
});
