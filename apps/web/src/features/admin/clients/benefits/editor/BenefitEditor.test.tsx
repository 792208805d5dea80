import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { catalogueTexts as t, type CatalogueBenefit } from '@portal/contracts';
import { useModals } from '../../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../../test/fixtures.ts';
import { CLIENT, catalogueBenefit, renderClientPage } from '../../../../../test/catalogue.tsx';

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

const f = t.fields;
const pmi = catalogueBenefit('private-medical-insurance');
const PATH = `${CLIENT}/benefits/21`;

/** The editor of `benefit` over a fake API whose PUT answers `save` (the body it was sent). */
async function setUp(benefit: CatalogueBenefit, save: (body: Record<string, unknown>) => Response = () => jsonResponse(500, {})) {
  const page = renderClientPage('/app/admin/clients/7/benefits/21', ({ method, path, body }) => {
    if (path !== PATH) return undefined;
    return method === 'PUT' ? save(body) : jsonResponse(200, benefit);
  });
  await screen.findByRole('heading', { name: t.editor.heading(benefit.draft.name) });
  return page;
}

const band = (n: number) => screen.getByRole('group', { name: f.bands.entry(n) });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: t.editor.save });

describe('the benefit editor', { timeout: 30_000 }, () => {
  it('shows every part of the draft and saves it with "Save benefit"', async () => {
    const { sent, user } = await setUp(pmi, (body) =>
      jsonResponse(200, { ...pmi, version: 5, draft: { ...pmi.draft, name: body.name as string } } satisfies CatalogueBenefit),
    );
    for (const heading of Object.values(t.editor.sections).filter((s) => s !== t.editor.sections.employerContribution)) {
      expect(screen.getByRole('heading', { name: heading, level: 3 }), heading).toBeTruthy();
    }
    expect((screen.getByLabelText(f.pricingKind.label) as HTMLSelectElement).value).toBe('option-age-banded');
    expect(input(band(1), f.prices.label('You only')).value).toBe('38.5');
    expect(input(band(5), f.bands.maxAge.label).value).toBe('120');
    expect((screen.getByLabelText(f.eligibility.availableInProbation.label) as HTMLInputElement).checked).toBe(false);

    await user.clear(screen.getByLabelText(f.name.label));
    await user.type(screen.getByLabelText(f.name.label), 'Private Medical Plus');
    await user.click(screen.getByLabelText('How do I claim?'));
    await user.click(save());
    expect(await screen.findByText(t.editor.saved)).toBeTruthy();
    const [put] = sent();
    expect(put).toMatchObject({ method: 'PUT', path: PATH });
    expect(put!.body).toMatchObject({
      version: 4,
      name: 'Private Medical Plus',
      kind: 'options',
      termsVersion: 1,
      imageUrl: '/benefits/pmi.svg',
      pricing: pmi.draft.pricing,
      employerContribution: null,
      eligibility: { availableInProbation: false },
      changeRule: 'join-any-time',
      provider: 'Northstar Health',
      providerEmail: 'reports@northstar.test',
      faqIds: [5],
      sortOrder: 1,
    });
    expect((put!.body as { setup: { amount: unknown; options: unknown[] } }).setup).toMatchObject({ amount: null, peopleCovered: true });
    expect(await screen.findByRole('heading', { name: t.editor.heading('Private Medical Plus') })).toBeTruthy();
  });

  it('puts an age band’s gap on that band before sending, and the server’s errors on their fields, losing nothing typed', async () => {
    const overlap = t.errors.bandOverlap(50);
    const { sent, user } = await setUp(pmi, () =>
      jsonResponse(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { 'pricing.bands.3.minAge': overlap } }),
    );
    await user.clear(screen.getByLabelText(f.name.label));
    await user.type(screen.getByLabelText(f.name.label), 'Health Plus');
    const from = input(band(2), f.bands.minAge.label);
    await user.clear(from);
    await user.type(from, '35');
    await user.click(save());
    const gap = t.errors.bandGap(30);
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(within(band(2)).getByText(gap)).toBeTruthy();
    const summary = screen.getByRole('alert', { name: /There is a problem|Please correct/ });
    expect(within(summary).getByRole('link', { name: gap }).getAttribute('href')).toBe('#benefit-pricing-bands-1-minAge');
    expect(sent()).toEqual([]);

    await user.clear(from);
    await user.type(from, '30');
    await user.click(save());
    await waitFor(() => expect(input(band(4), f.bands.minAge.label).getAttribute('aria-invalid')).toBe('true'));
    expect(within(band(4)).getByText(overlap)).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect((screen.getByLabelText(f.name.label) as HTMLInputElement).value).toBe('Health Plus');
    expect(input(band(2), f.bands.minAge.label).value).toBe('30');
  });

  it('keeps a price with its option when the option’s code is retyped, and brings a pricing kind back as it was', async () => {
    const { sent, user } = await setUp(pmi, () => jsonResponse(200, pmi));
    const option = screen.getByRole('group', { name: f.options.entry(1) });
    await user.clear(input(option, f.options.value.label));
    await user.type(input(option, f.options.value.label), 'single');
    expect(input(band(1), f.prices.label('You only')).value).toBe('38.5');

    const kind = screen.getByLabelText(f.pricingKind.label);
    await user.selectOptions(kind, 'option-flat');
    expect(screen.queryByRole('group', { name: f.bands.entry(1) })).toBeNull();
    expect((screen.getByLabelText(f.prices.label('You and your partner')) as HTMLInputElement).value).toBe('77');
    await user.selectOptions(kind, 'option-age-banded');
    expect(screen.getAllByRole('group', { name: /^Age band \d$/ })).toHaveLength(5);

    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(1));
    const { pricing } = sent()[0]!.body as { pricing: { bands: { prices: Record<string, number> }[] } };
    expect(pricing.bands[0]!.prices).toEqual({ single: 38.5, 'employee-partner': 77, 'employee-family': 110 });
  });

  it('sets the tax treatment, or leaves it to the benefit, whose default it names (issue 38)', async () => {
    const { sent, user } = await setUp(pmi, () => jsonResponse(200, pmi));
    const treatment = screen.getByLabelText(f.taxTreatment.label) as HTMLSelectElement;
    expect(treatment.value).toBe('');
    expect(within(treatment).getByRole('option', { name: f.taxTreatment.byDefault('benefit-in-kind') })).toBeTruthy();
    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toMatchObject({ setup: expect.not.objectContaining({ taxTreatment: expect.anything() }) });

    await user.selectOptions(treatment, 'exempt');
    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]!.body).toMatchObject({ setup: { taxTreatment: 'exempt' } });
  });

  it('shows the newer values when the benefit was saved elsewhere since it was opened (409)', async () => {
    const newer = { ...pmi, version: 6, draft: { ...pmi.draft, summary: 'Saved by someone else.' } };
    const { user } = await setUp(pmi, () => jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: newer }));
    await user.click(save());
    expect(await screen.findByText(t.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(f.summary.label) as HTMLInputElement).value).toBe('Saved by someone else.'));
  });
});
