import { useEffect, useRef } from 'react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { benefitPath, paths } from '../../../../config/paths.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { ButtonLink } from '../../../../ui/ButtonLink.tsx';
import { useWizard } from '../wizardContext.ts';
import styles from './DoneStep.module.css';

/** The confirmation: saved, or pending approval when the benefit (or a health answer) needs it. */
export function DoneStep() {
  const { benefit, draft } = useWizard();
  const pending = draft.saved === 'pending-approval';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.done}>
      <Alert tone={pending ? 'info' : 'success'} title={pending ? t.wizard.pendingTitle : t.wizard.doneTitle}>
        <p>
          {pending
            ? draft.mode === 'create'
              ? t.wizard.pendingBody(benefit.name)
              : t.wizard.pendingChangeBody(benefit.name)
            : t.wizard.doneBody(benefit.name)}
        </p>
      </Alert>
      <div className={styles.actions}>
        <ButtonLink to={paths.app.myBenefits}>{t.list.title}</ButtonLink>
        <ButtonLink to={benefitPath(benefit.id)} variant="secondary">
          {t.wizard.viewBenefit}
        </ButtonLink>
      </div>
    </div>
  );
}

export { DoneStep as Component };
