import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { catalogueTexts as t, nextYearTexts, schemeYearTexts, type CatalogueList } from '@portal/contracts';
import { useModals } from '../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { CLIENT, catalogueBenefit, list2026, renderClientPage, schemeYears, templates, year2026, year2027 } from '../../../../test/catalogue.tsx';

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

const empty2027: CatalogueList = { years: [year2027, year2026], yearId: 12, benefits: [] };

describe('the Benefits tab', { timeout: 30_000 }, () => {
  it('lists the current year’s benefits in words, and another year’s (empty) from the year picker', async () => {
    const { reads, user } = renderClientPage('/app/admin/clients/7/benefits', ({ method, path, url }) => {
      if (method !== 'GET' || path !== `${CLIENT}/benefits`) return undefined;
      return jsonResponse(200, url.searchParams.get('yearId') === '12' ? empty2027 : { ...list2026, years: [year2027, year2026] });
    });
    expect(await screen.findByRole('heading', { name: t.title, level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.tab }).getAttribute('aria-current')).toBe('page');
    const picker = screen.getByLabelText(t.year.label) as HTMLSelectElement;
    expect(picker.value).toBe('11');
    expect(picker.selectedOptions[0]!.textContent).toBe('2026 (current)');

    const table = screen.getByRole('table');
    const dental = within(table).getByRole('row', { name: /Dental Insurance/ });
    expect(dental.textContent).toContain(t.kinds.options);
    expect(dental.textContent).toContain(t.pricingKinds['option-flat']);
    expect(dental.textContent).toContain('Brightsmile');
    expect(dental.textContent).toContain('reports@brightsmile.test');
    expect(dental.textContent).toContain('3 people');
    expect(dental.textContent).toContain(t.offered);
    const life = within(table).getByRole('row', { name: /Life Assurance/ });
    expect(life.textContent).toContain(t.noProviderEmail);
    expect(life.textContent).toContain(t.inUse(0));
    expect(life.textContent).toContain(t.withdrawnFrom('1 December 2026'));
    expect(
      within(life)
        .getByRole('link', { name: t.editLabel('Life Assurance') })
        .getAttribute('href'),
    ).toBe('/app/admin/clients/7/benefits/22');

    await user.selectOptions(picker, '12');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(reads(`${CLIENT}/benefits`)).toEqual(['', '?yearId=12']);
    expect(screen.getByText(nextYearTexts.upcoming('1 January 2027'))).toBeTruthy();
    expect(screen.getByRole('link', { name: nextYearTexts.preview.linkLabel(2027) }).getAttribute('href')).toBe('/app/admin/clients/7/benefits/rollover/12');
    // "Prepare next year" belongs to the current year.
    expect(screen.queryByRole('heading', { name: nextYearTexts.prepare.button })).toBeNull();
  });

  it('says so when the client has no scheme year yet', async () => {
    renderClientPage('/app/admin/clients/7/benefits', ({ path }) =>
      path === `${CLIENT}/benefits` ? jsonResponse(200, { years: [], yearId: null, benefits: [] }) : undefined,
    );
    expect((await screen.findByRole('link', { name: t.noYears })).getAttribute('href')).toBe('/app/admin/clients/7/scheme-years');
  });

  it('adds a benefit from the library of templates and opens its editor', async () => {
    const added = catalogueBenefit('dental', { id: 23, draft: { ...catalogueBenefit('dental').draft, name: 'Dental Plus' } });
    const { sent, user } = renderClientPage('/app/admin/clients/7/benefits', ({ method, path }) => {
      if (path === `${CLIENT}/benefits`) return method === 'POST' ? jsonResponse(200, added) : jsonResponse(200, list2026);
      if (path === `${CLIENT}/benefit-templates`) return jsonResponse(200, templates);
      if (path === `${CLIENT}/benefits/23`) return jsonResponse(200, added);
      if (path === `${CLIENT}/scheme-years`) return jsonResponse(200, schemeYears);
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: t.add }));
    const form = await screen.findByRole('form', { name: t.library.heading });
    const choices = within(form).getByRole('group', { name: t.library.template.label });
    expect(within(choices).getAllByRole('radio')).toHaveLength(14);
    const dental = within(choices).getByRole('radio', { name: 'Dental Insurance' });
    expect(document.getElementById(dental.getAttribute('aria-describedby')!)?.textContent).toBe(
      templates.templates.find((template) => template.code === 'dental')!.description,
    );

    await user.click(within(form).getByRole('button', { name: t.library.add }));
    expect((await within(form).findAllByText(t.errors.templateRequired)).length).toBeGreaterThan(0);
    expect(sent()).toEqual([]);

    await user.click(dental);
    await user.type(within(form).getByLabelText(t.library.name.label), 'Dental Plus');
    await user.click(within(form).getByRole('button', { name: t.library.add }));
    expect(await screen.findByRole('heading', { name: t.editor.heading('Dental Plus') })).toBeTruthy();
    expect(screen.getByText(t.library.added('Dental Plus'))).toBeTruthy();
    expect(sent()).toEqual([{ method: 'POST', path: `${CLIENT}/benefits`, body: { schemeYearId: 11, templateCode: 'dental', name: 'Dental Plus' } }]);
  });

  it('prepares next year after its confirmation, then shows that year', async () => {
    const prepared = {
      ...schemeYears,
      years: [{ ...schemeYears.years[0]!, ...year2027, windowOpensOn: '2027-01-01', windowClosesOn: '2027-01-31', inUse: false }, ...schemeYears.years],
      version: 4,
      prepared: { id: 12, year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', benefits: 2 },
    };
    let years = [year2026];
    let conflicts = 1;
    const { sent, reads, user } = renderClientPage('/app/admin/clients/7/benefits', ({ method, path, url }) => {
      if (path === `${CLIENT}/benefits`) {
        return jsonResponse(200, url.searchParams.get('yearId') === '12' ? { ...empty2027, years } : { ...list2026, years });
      }
      if (path === `${CLIENT}/scheme-years`) return jsonResponse(200, schemeYears);
      if (method === 'POST' && path === `${CLIENT}/scheme-years/11/next-year`) {
        // Someone went live meanwhile: the first try names an old version; confirming again names the newer one.
        if (conflicts-- > 0) return jsonResponse(409, { error: 'Conflict', message: 'changed', current: { ...schemeYears, version: 5 } });
        years = [year2027, year2026];
        return jsonResponse(200, prepared);
      }
      return undefined;
    });
    expect(await screen.findByText(nextYearTexts.prepare.help)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: nextYearTexts.prepare.buttonLabel(2027) }));
    const dialog = await screen.findByRole('dialog', { name: nextYearTexts.prepare.confirm.title(2027) });
    expect(await within(dialog).findByText(nextYearTexts.prepare.confirm.body(2027, '1 January 2027', '31 December 2027'))).toBeTruthy();
    expect(sent()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: nextYearTexts.prepare.confirm.yes }));
    expect(await within(dialog).findByText(schemeYearTexts.changedSinceOpened)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: nextYearTexts.prepare.confirm.yes }));
    expect(await within(dialog).findByText(nextYearTexts.prepare.done(2027, 2))).toBeTruthy();
    expect(sent()).toEqual([
      { method: 'POST', path: `${CLIENT}/scheme-years/11/next-year`, body: { version: 3 } },
      { method: 'POST', path: `${CLIENT}/scheme-years/11/next-year`, body: { version: 5 } },
    ]);

    // The dialog's own × is named Close too: the outcome's Close comes last.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect((screen.getByLabelText(t.year.label) as HTMLSelectElement).value).toBe('12'));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(reads(`${CLIENT}/benefits`)).toContain('?yearId=12');
  });
});
