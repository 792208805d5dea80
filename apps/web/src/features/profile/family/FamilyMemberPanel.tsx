import { ownTexts, type FamilyForm as FamilyFormModel, type FamilyMember } from '@portal/contracts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useAddFamilyMember } from '../api/useAddFamilyMember.ts';
import { useEditFamilyMember } from '../api/useEditFamilyMember.ts';
import { FamilyForm } from './FamilyForm.tsx';
import { emptyFamilyValues, familyValuesOf } from './familyFormValues.ts';

export interface FamilyPanelData {
  userId: number;
  /** Given to edit a member; absent to add one. */
  member?: FamilyMember;
  onSaved: (message: string) => void;
}

/** The 'add-family-member' side panel: adds a member, or edits the one it was opened with; success closes it. */
export default function FamilyMemberPanel({ data, close }: PanelBodyProps<'add-family-member'>) {
  const { userId, member, onSaved } = data;
  const add = useAddFamilyMember(userId);
  const edit = useEditFamilyMember(member?.familyMemberId ?? 0);

  const save = async (form: FamilyFormModel) => {
    const saved = member ? await edit.mutateAsync(form) : await add.mutateAsync(form);
    onSaved(member ? ownTexts.profile.memberSaved(saved.name) : ownTexts.profile.memberAdded(saved.name));
    close({ success: true });
  };

  return <FamilyForm initial={member ? familyValuesOf(member) : emptyFamilyValues} onSave={save} onCancel={() => close()} />;
}
