import { useState } from 'react';
import { ownTexts, type FamilyForm as FamilyFormModel, type FamilyMember } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useAddFamilyMember } from '../api/useAddFamilyMember.ts';
import { useEditFamilyMember } from '../api/useEditFamilyMember.ts';
import { failureText } from '../failureText.ts';
import { FamilyForm } from './FamilyForm.tsx';
import { emptyFamilyValues, familyValuesOf, formFieldOf, type FamilyErrors } from './familyFormValues.ts';

export interface FamilyPanelData {
  userId: number;
  /** Given to edit a member; absent to add one. */
  member?: FamilyMember;
  onSaved: (message: string) => void;
}

/** Spec §4 family status: success closes the panel, 'error' marks the fields, 'server error' says so above them. */
type FamilyStatus = 'idle' | 'error' | 'server error';

/** The 'add-family-member' side panel: adds a member, or edits the one it was opened with. */
export default function FamilyMemberPanel({ data, close }: PanelBodyProps) {
  const { userId, member, onSaved } = data as FamilyPanelData;
  const add = useAddFamilyMember(userId);
  const edit = useEditFamilyMember(member?.familyMemberId ?? 0);
  const [status, setStatus] = useState<FamilyStatus>('idle');
  const [serverMessage, setServerMessage] = useState('');

  const save = async (form: FamilyFormModel): Promise<FamilyErrors | null> => {
    setStatus('idle');
    try {
      const saved = member ? await edit.mutateAsync(form) : await add.mutateAsync(form);
      onSaved(member ? ownTexts.profile.memberSaved(saved.name) : ownTexts.profile.memberAdded(saved.name));
      close({ success: true });
      return null;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors: FamilyErrors = {};
      for (const [serverField, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        const field = formFieldOf(serverField);
        if (field) fieldErrors[field] = message;
      }
      if (Object.keys(fieldErrors).length > 0) {
        setStatus('error');
        return fieldErrors;
      }
      setStatus('server error');
      setServerMessage(failureText(error));
      return null;
    }
  };

  return (
    <FamilyForm
      initial={member ? familyValuesOf(member) : emptyFamilyValues}
      onSave={save}
      onCancel={() => close()}
      busy={add.isPending || edit.isPending}
      banner={
        status === 'server error' && (
          <Alert tone="error">
            <p>{serverMessage}</p>
          </Alert>
        )
      }
    />
  );
}
