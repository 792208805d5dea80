import { ownTexts, type Profile } from '@portal/contracts';
import { useProfile } from '../api/useProfile.ts';
import { formatDate, formatSalary } from '../format.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import parts from '../parts.module.css';

const t = ownTexts.profile;

function DetailList({ items }: { items: [string, string | null][] }) {
  return (
    <dl className={parts.details}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? t.notRecorded}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmploymentDetails({ profile }: { profile: Profile }) {
  const { personal, employment, scheme } = profile;
  return (
    <>
      <DetailList
        items={[
          [t.name, `${personal.firstName} ${personal.surname}`],
          [t.email, personal.email],
          [t.dateOfBirth, personal.dateOfBirth && formatDate(personal.dateOfBirth)],
          [t.employeeNumber, employment.employeeNumber],
          [t.startDate, employment.employmentStartDate && formatDate(employment.employmentStartDate)],
          [t.grade, employment.grade],
          [t.location, employment.location],
          [t.salary, employment.salary === null ? null : formatSalary(employment.salary)],
        ]}
      />
      <hr className={parts.divider} />
      <h3 className={parts.subTitle}>{t.schemeTitle}</h3>
      <DetailList
        items={[
          [t.employer, scheme.clientName],
          [t.scheme, scheme.benefitBrandName],
          [t.schemeYear, String(scheme.schemeYear)],
        ]}
      />
    </>
  );
}

/** Read-only HR data and the scheme: changed by the employer, whom the note names. */
export function EmploymentSection({ id }: { id: string }) {
  const profile = useProfile();
  return (
    <ProfileSection id={id} title={t.hrTitle} intro={profile.data && t.hrNote(profile.data.hrContact)}>
      {profile.isSuccess ? <EmploymentDetails profile={profile.data} /> : <SectionState isError={profile.isError} onRetry={() => void profile.refetch()} />}
    </ProfileSection>
  );
}
