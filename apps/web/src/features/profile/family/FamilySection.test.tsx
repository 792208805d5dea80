import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ownTexts, type FamilyServerForm } from '@portal/contracts';
import { useSession, type SessionUser } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/renderApp.tsx';
import { renderWithPanels } from '../../../test/renderWithPanels.tsx';
import { FamilySection } from './FamilySection.tsx';

const t = ownTexts.profile;
const jordan: FamilyServerForm = {
  family_id: 11,
  family_fname: 'Jordan',
  family_sname: 'Taylor',
  family_dob: '1980-02-14T00:00:00.000Z',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mrs',
  family_active: true,
  family_ft_edu_ends: null,
};
const covered = 'This family member is covered by one of your benefits. Change that benefit first.';

describe('family section', () => {
  it('lists members with the mapped relationship and a Y-MM-dd date of birth', async () => {
    mockApi({ 'GET /api/user/family': jsonResponse(200, { family: [jordan] }) });
    renderWithPanels(<FamilySection id="family" />);
    expect(await screen.findByRole('heading', { name: 'Jordan Taylor' })).toBeTruthy();
    expect(screen.getByText(t.relationships.partner)).toBeTruthy();
    expect(screen.getByText('1980-02-14')).toBeTruthy();
  });

  it("asks before removing, and shows the server's reason when a benefit covers the person", async () => {
    useSession.setState({ user: { id: 7 } as SessionUser });
    mockApi({
      'GET /api/user/family': jsonResponse(200, { family: [jordan] }),
      'DELETE /api/user/family-members/11': jsonResponse(400, {
        error: 'Bad Request',
        message: 'Change the benefit that covers this person first',
        errors: { familyMemberId: covered },
      }),
    });
    renderWithPanels(<FamilySection id="family" />);
    fireEvent.click(await screen.findByRole('button', { name: `${t.remove} Jordan Taylor` }));
    expect(document.activeElement?.textContent).toBe(t.removeQuestion('Jordan Taylor'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.confirmRemove })));
    expect(await screen.findByText(covered)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jordan Taylor' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${t.remove} Jordan Taylor` }));
  });
});
