import { ownTexts } from '@portal/contracts';
import { useProfile } from '../api/useProfile.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';

export function PersonalDetailsSection({ id }: { id: string }) {
  const profile = useProfile();
  return (
    <ProfileSection id={id} title={ownTexts.profile.personalTitle}>
      {profile.isSuccess ? <PersonalDetailsForm profile={profile.data} /> : <SectionState isError={profile.isError} onRetry={() => void profile.refetch()} />}
    </ProfileSection>
  );
}
