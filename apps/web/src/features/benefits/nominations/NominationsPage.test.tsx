import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, nominationTexts as t, type FamilyServerForm, type Nomination } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { bodyOf } from '../../../test/renderWithPanels.tsx';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam, signIn } from '../../../test/session.ts';

const setup = { user: sam, client: null, cmsData: { faqs: true, sso_access_only: false, reference: false, live: true } };
const jordan: FamilyServerForm = {
  family_id: 11,
  family_fname: 'Jordan',
  family_sname: 'Taylor',
  family_dob: '1980-02-14',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mrs',
  family_active: true,
  family_ft_edu_ends: null,
};
const empty: Nomination = { benefitId: 5, benefitName: 'Life Assurance', canChange: true, notice: null, madeAt: null, nominees: [] };
const saved: Nomination = {
  ...empty,
  madeAt: '2026-06-15T10:00:00.000Z',
  nominees: [
    { kind: 'family', familyMemberId: 11, name: 'Jordan Taylor', relationship: 'Partner', dateOfBirth: '1980-02-14', address: null, share: 60 },
    { kind: 'other', familyMemberId: null, name: 'Alex Reed', relationship: 'Brother', dateOfBirth: null, address: null, share: 40 },
  ],
};

function open(handlers: Parameters<typeof mockApi>[0] = {}, nomination: Nomination = empty) {
  signIn();
  const fetchMock = mockApi({
    'GET /api/login/setup': jsonResponse(200, setup),
    'GET /api/benefit/5/nominations': jsonResponse(200, nomination),
    'GET /api/user/family': jsonResponse(200, { family: [jordan] }),
    ...handlers,
  });
  renderApp('/app/my-benefits/5/beneficiaries');
  return fetchMock;
}

const person = (n: number) => within(screen.getByRole('group', { name: t.nomineeLegend(n) }));
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: t.save })));
const puts = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('nominations page', () => {
  it('lists every problem in a summary on submit, beside each field, and sends nothing', { timeout: 15_000 }, async () => {
    const fetchMock = open();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    await screen.findByRole('group', { name: t.nomineeLegend(1) });
    await save();
    const summary = within(screen.getByRole('alert', { name: messages.generic.correctBelow }));
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([t.chooseWho, t.enterShare, t.sharesTotal(0)]);
    expect(person(1).getByText(t.chooseWho)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);

    // The total's error goes as soon as the shares add up, without another submit.
    type(person(1).getByLabelText(t.share), '100');
    await waitFor(() => expect(screen.queryAllByText(t.sharesTotal(0))).toHaveLength(0));
    expect(screen.getByText(t.total(100))).toBeTruthy();
  });

  it('adds his partner and someone else, shows the running total, saves the nomination and offers the confirmation', { timeout: 15_000 }, async () => {
    const fetchMock = open({ 'PUT /api/benefit/5/nominations': jsonResponse(200, saved) });
    await screen.findByRole('group', { name: t.nomineeLegend(1) });
    type(person(1).getByLabelText(t.who), '11');
    type(person(1).getByLabelText(t.share), '60');
    expect(screen.getByText(t.total(60))).toBeTruthy();
    expect(screen.getByText(t.totalShort(40))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.addAnother }));
    const second = person(2);
    expect(second.getByRole('option', { name: t.familyOption('Jordan Taylor', 'Partner') }).hasAttribute('disabled')).toBe(true);
    type(second.getByLabelText(t.who), 'other');
    type(second.getByLabelText(t.fullName), 'Alex Reed');
    type(second.getByLabelText(t.relationship), 'Brother');
    type(second.getByLabelText(t.share), '40');
    expect(screen.getByText(t.total(100))).toBeTruthy();
    await save();

    expect(bodyOf(puts(fetchMock)[0]?.[1])).toEqual({
      nominees: [
        { kind: 'family', familyMemberId: 11, share: 60 },
        { kind: 'other', name: 'Alex Reed', relationship: 'Brother', dateOfBirth: null, address: null, share: 40 },
      ],
    });
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: t.download }).length).toBeGreaterThan(0);
    expect(screen.getByText(t.madeOn('15 June 2026'))).toBeTruthy();
  });

  it("puts the server's field errors on their fields", { timeout: 15_000 }, async () => {
    const refusal = jsonResponse(400, {
      error: 'Bad Request',
      message: messages.generic.correctHighlighted,
      errors: { 'nominees.0.familyMemberId': t.notYourFamily },
    });
    open({ 'PUT /api/benefit/5/nominations': refusal });
    await screen.findByRole('group', { name: t.nomineeLegend(1) });
    type(person(1).getByLabelText(t.who), '11');
    type(person(1).getByLabelText(t.share), '100');
    await save();
    expect(await person(1).findByText(t.notYourFamily)).toBeTruthy();
    expect(within(screen.getByRole('alert', { name: messages.generic.correctBelow })).getByRole('link').textContent).toBe(t.notYourFamily);
  });

  it('shows a leaver the nomination without a form', { timeout: 15_000 }, async () => {
    open({}, { ...saved, canChange: false, notice: t.readOnly });
    expect(await screen.findByText(t.readOnly)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Alex Reed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
  });
});
