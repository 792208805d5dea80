import { Link } from 'react-router';
import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../../../config/paths.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { useActiveFamily } from '../../api/family.ts';
import { StepFrame } from '../StepFrame.tsx';
import { useStepError } from '../useStepError.ts';
import { useWizard } from '../wizardContext.ts';
import { useWizardStore } from '../wizardStore.ts';
import styles from './choices.module.css';

/** Family members from the profile, as checkboxes. */
export function PeopleStep() {
  const { draft, next, back } = useWizard();
  const update = useWizardStore((s) => s.update);
  const { error, focusKey, show } = useStepError();
  const family = useActiveFamily();
  const members = family.data ?? [];
  const chosen = draft.values.peopleCovered ?? [];
  const toggle = (id: number, on: boolean) => update({ peopleCovered: on ? [...chosen, id] : chosen.filter((c) => c !== id) });
  return (
    <StepFrame
      title={t.wizard.peopleLegend}
      hint={t.wizard.peopleHint}
      error={error}
      errorId="people-error"
      fieldId={members[0] ? `person-${members[0].familyMemberId}` : 'people-error'}
      focusKey={focusKey}
      onBack={() => back('people')}
      onContinue={() => show(next('people', members))}
    >
      {family.isPending && <Loading />}
      {family.isSuccess && members.length === 0 && (
        <p className={styles.note}>
          {t.wizard.noFamily} <Link to={paths.app.myProfile}>{ownTexts.profileSettings}</Link>
        </p>
      )}
      <div className={styles.cards}>
        {members.map((member) => (
          <label key={member.familyMemberId} className={styles.card}>
            <input
              type="checkbox"
              id={`person-${member.familyMemberId}`}
              className={styles.input}
              checked={chosen.includes(member.familyMemberId)}
              onChange={(event) => toggle(member.familyMemberId, event.target.checked)}
            />
            <span className={styles.text}>
              <span className={styles.label}>{member.name}</span>
              <span className={styles.description}>{t.wizard.relationship[member.relationship]}</span>
            </span>
          </label>
        ))}
      </div>
    </StepFrame>
  );
}

export { PeopleStep as Component };
