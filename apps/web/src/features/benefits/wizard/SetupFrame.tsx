import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { benefitScreenTexts as t, ownTexts, type BenefitDetail, type FamilyMember, type Selection } from '@portal/contracts';
import { benefitManagePath, benefitPath, benefitSetupPath, paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { ProgressSteps } from '../../../ui/ProgressSteps.tsx';
import { DONE_STEP, deriveSteps, stepError, type WizardStepKey } from './steps.ts';
import type { WizardContext } from './wizardContext.ts';
import { WizardAside } from './WizardAside.tsx';
import { draftFits, initialDraft, useWizardStore } from './wizardStore.ts';
import styles from './SetupFrame.module.css';

interface SetupFrameProps {
  benefit: BenefitDetail;
  selection: Selection | null;
  /** The last path segment: a step key, 'done', or 'setup' for the wizard's start. */
  step: string;
}

export function SetupFrame({ benefit, selection, step }: SetupFrameProps) {
  const navigate = useNavigate();
  const draft = useWizardStore((s) => s.draft);
  const start = useWizardStore((s) => s.start);
  const fresh = useMemo(() => initialDraft(benefit, selection), [benefit, selection]);
  const finished = draft?.benefitId === benefit.id && draft.saved !== null;
  const ready = finished || draftFits(draft, fresh);

  useEffect(() => {
    if (!ready) start(fresh);
  }, [ready, fresh, start]);
  // A finished run is forgotten once the employee leaves the wizard, so the next visit starts afresh.
  useEffect(() => () => useWizardStore.setState((s) => (s.draft?.saved ? { draft: null } : s)), []);

  const stepPath = (key: string) => benefitSetupPath(benefit.id, key);
  const title = (draft?.mode ?? fresh.mode) === 'update' ? t.wizard.changeTitle(benefit.name) : t.wizard.chooseTitle(benefit.name);
  const crumbs = [
    { label: ownTexts.home, to: paths.app.home },
    { label: t.list.title, to: paths.app.myBenefits },
    { label: benefit.name, to: benefitPath(benefit.id) },
    { label: t.wizard.setupCrumb },
  ];

  if (!ready || !draft) return <Loading />;
  if (finished && step !== DONE_STEP) return <Navigate to={stepPath(DONE_STEP)} replace />;

  const editFields = draft.mode === 'update' ? (selection?.editFields ?? []) : null;
  const steps = deriveSteps(benefit, draft.values, editFields);
  const context: WizardContext = {
    benefit,
    selection,
    draft,
    steps,
    stepPath,
    next: (from: WizardStepKey, family: FamilyMember[] = []) => {
      const latest = useWizardStore.getState().draft ?? draft;
      const error = stepError(from, benefit, latest.values, latest.acceptedTerms, family);
      if (error) return error;
      const order = deriveSteps(benefit, latest.values, editFields);
      const following = order[order.indexOf(from) + 1];
      if (following) navigate(stepPath(following));
      return null;
    },
    back: (from: WizardStepKey) => {
      const previous = steps[steps.indexOf(from) - 1];
      navigate(previous ? stepPath(previous) : draft.mode === 'update' ? benefitManagePath(benefit.id) : benefitPath(benefit.id));
    },
  };

  if (finished) {
    return (
      <Page title={title} breadcrumbs={crumbs}>
        <Card className={styles.card}>
          <Outlet context={context} />
        </Card>
      </Page>
    );
  }
  if (benefit.cta.type === 'view') {
    return (
      <Page title={title} breadcrumbs={crumbs}>
        <div className={styles.wizard}>
          <Alert tone="info" title={t.wizard.cannotChange}>
            {benefit.availability.message && <p>{benefit.availability.message}</p>}
            {benefit.changeWindow.message && <p>{benefit.changeWindow.message}</p>}
          </Alert>
          <div>
            <ButtonLink to={benefitPath(benefit.id)} variant="secondary">
              {t.wizard.viewBenefit}
            </ButtonLink>
          </div>
        </div>
      </Page>
    );
  }
  const index = steps.indexOf(step as WizardStepKey);
  if (index < 0) return <Navigate to={stepPath(steps[0] ?? 'summary')} replace />;
  return (
    <Page title={title} breadcrumbs={crumbs}>
      <div className={styles.layout}>
        <div className={styles.wizard}>
          <ProgressSteps steps={steps.map((key) => t.wizard.steps[key])} current={index} filled={index} />
          <Card className={styles.card}>
            <Outlet context={context} />
          </Card>
        </div>
        <WizardAside benefit={benefit} />
      </div>
    </Page>
  );
}
