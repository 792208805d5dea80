import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, ownTexts, toFamilyForm, toFamilyMember, toFamilyPayload, type FamilyServerForm } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/renderApp.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { bodyOf, renderWithPanels } from '../../../test/renderWithPanels.tsx';
import type { FamilyPanelData } from './FamilyMemberPanel.tsx';

const t = ownTexts.profile;
const mia: FamilyServerForm = {
  family_id: 12,
  family_fname: 'Mia',
  family_sname: 'Taylor',
  family_dob: '2014-06-09',
  family_gender_id: 1,
  family_famtype_id: 2,
  family_tname: 'Miss',
  family_active: true,
  family_ft_edu_ends: '2032-07-31',
};

async function openPanel(member?: FamilyServerForm) {
  const onSaved = vi.fn();
  renderWithPanels(null);
  const data: FamilyPanelData = { userId: 7, member: member && toFamilyMember(member), onSaved };
  act(() => usePanels.getState().openPanel('add-family-member', data));
  const dialog = await screen.findByRole('dialog', { name: member ? t.editFamilyMember : t.addFamilyMember });
  await within(dialog).findByRole('button', { name: t.saveMember });
  return { dialog: within(dialog), onSaved };
}

const submit = (dialog: ReturnType<typeof within>) => act(async () => fireEvent.click(dialog.getByRole('button', { name: t.saveMember })));
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('family member panel', () => {
  it("shows the spec's required messages on submit, in a summary and beside each field, and sends nothing", { timeout: 15_000 }, async () => {
    const fetchMock = mockApi({});
    const { dialog } = await openPanel();
    await submit(dialog);
    const summary = within(dialog.getByRole('alert', { name: messages.generic.correctBelow }));
    const expected = [
      'Title is required',
      'First name is required',
      'Surname is required',
      'Sex is required',
      'Relationship is required',
      messages.dob.required,
      'Full time education is required',
    ];
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual(expected);
    for (const text of expected) expect(dialog.getAllByText(text)).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.click(dialog.getByRole('radio', { name: t.yes }));
    await submit(dialog);
    expect(dialog.getAllByText('Full time education end date is required')).toHaveLength(2);
  });

  it('adds a member, sending the shared payload mapping, then closes with a success message', async () => {
    const added: FamilyServerForm = { ...mia, family_id: 30, family_fname: 'Ella', family_dob: '2020-03-05', family_ft_edu_ends: null };
    const fetchMock = mockApi({ 'POST /api/user/7/family-members': jsonResponse(201, added) });
    const { dialog, onSaved } = await openPanel();
    type(dialog.getByLabelText(t.title), 'Miss');
    type(dialog.getByLabelText(t.firstName), 'Ella ');
    type(dialog.getByLabelText(t.surname), 'Taylor');
    fireEvent.click(dialog.getByRole('radio', { name: t.sexes.female }));
    fireEvent.click(dialog.getByRole('radio', { name: t.relationships.dependant }));
    type(dialog.getByLabelText(ownTexts.dobDay), '05');
    type(dialog.getByLabelText(ownTexts.dobMonth), '03');
    type(dialog.getByLabelText(ownTexts.dobYear), '2020');
    fireEvent.click(dialog.getByRole('radio', { name: t.no }));
    await submit(dialog);

    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/7/family-members');
    const form = {
      title: 'Miss',
      firstName: 'Ella',
      surname: 'Taylor',
      sex: 'female',
      relationship: 'dependant',
      dateOfBirth: '2020-03-05',
      fullTimeEducation: 'no',
      fullTimeEducationEndDate: null,
      registeredDisabled: false,
    } as const;
    expect(bodyOf(call?.[1])).toEqual(toFamilyPayload(form));
    expect(onSaved).toHaveBeenCalledWith(t.memberAdded('Ella Taylor'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a member: prefilled through toFamilyForm, saved with the member id', async () => {
    const fetchMock = mockApi({ 'PATCH /api/user/family-members/12': jsonResponse(200, { ...mia, family_fname: 'Amelia' }) });
    const { dialog, onSaved } = await openPanel(mia);
    expect((dialog.getByLabelText(t.firstName) as HTMLInputElement).value).toBe('Mia');
    expect((dialog.getByLabelText(ownTexts.dobYear) as HTMLInputElement).value).toBe('2014');
    expect((dialog.getByRole('radio', { name: t.yes }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText(t.educationEnds) as HTMLInputElement).value).toBe('2032-07-31');
    type(dialog.getByLabelText(t.firstName), 'Amelia');
    await submit(dialog);

    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/family-members/12');
    expect(call?.[1]?.method).toBe('PATCH');
    expect(bodyOf(call?.[1])).toEqual(toFamilyPayload({ ...toFamilyForm(toFamilyMember(mia)), firstName: 'Amelia' }, 12));
    expect(onSaved).toHaveBeenCalledWith(t.memberSaved('Amelia Taylor'));
  });

  it("shows the server's field errors beside the fields ('error'), and a server failure above them ('server error')", async () => {
    let status = 400;
    mockApi({
      'PATCH /api/user/family-members/12': () =>
        status === 400
          ? jsonResponse(400, { error: 'Bad Request', message: 'x', errors: { date_of_birth: messages.dob.invalid } })
          : jsonResponse(500, { error: 'Internal Server Error', message: 'boom' }),
    });
    const { dialog } = await openPanel(mia);
    await submit(dialog);
    expect(dialog.getAllByText(messages.dob.invalid)).toHaveLength(2);

    status = 500;
    await submit(dialog);
    expect(await dialog.findByText(messages.generic.somethingWrong)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
