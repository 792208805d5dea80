import { useNavigate } from 'react-router';
import { benefitScreenTexts as t, ukToday } from '@portal/contracts';
import { benefitPath, benefitSetupPath } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AgreementSummary } from '../detail/AgreementSummary.tsx';
import { CostSummary } from '../detail/CostSummary.tsx';
import { BenefitLoading, benefitCrumbs } from '../detail/BenefitLoading.tsx';
import { PlanDetails } from '../detail/PlanDetails.tsx';
import { SelectionChanges } from '../detail/SelectionChanges.tsx';
import { useBenefitParam } from '../detail/useBenefitParam.ts';
import { isLiveStatus } from '../list/filterBenefits.ts';
import { openOptOut } from '../panels/panelData.ts';
import styles from './ManagePage.module.css';

/**
 * /app/my-benefits/{id}/manage: the live selection (the cover in force, or a new choice waiting for approval), and,
 * while the benefit may change, the ways to change it (into the wizard) or opt out of it; otherwise why it cannot.
 */
export function ManagePage() {
  const { id, query, missing } = useBenefitParam();
  const navigate = useNavigate();
  const name = query.data?.benefit.name ?? t.list.title;
  useDocumentTitle(t.manage.title(name), useTheme().benefitBrandName);
  if (missing || !query.data) return <BenefitLoading missing={missing} query={query} />;
  const { benefit, selection } = query.data;
  const live = selection !== null && isLiveStatus(selection.status);
  // Whether it may change now is the server's word (the button's type), not whether there is something to show.
  const changeable = live && benefit.cta.type === 'edit';
  const whyNot = (benefit.availability.locked && benefit.availability.message) || benefit.changeWindow.message || t.manage.cannotChange;
  // The server's rule: cover starting today or later is cancelled rather than stopped.
  const notStarted = selection !== null && selection.startDate >= ukToday();
  const optedOut = (done: boolean) => {
    if (done) navigate(benefitPath(id), { state: { notice: t.optOut.done(benefit.name) } });
  };
  return (
    <Page
      title={t.manage.title(benefit.name)}
      breadcrumbs={[...benefitCrumbs, { label: benefit.name, to: benefitPath(id) }, { label: t.manage.crumb }]}
      intro={changeable ? t.manage.intro : undefined}
    >
      {!live || !selection ? (
        <div className={styles.stack}>
          <Alert tone="info">
            {/* Locked (a leaver, say): why nothing can change, rather than that there is nothing. */}
            <p>{benefit.availability.locked && benefit.availability.message ? benefit.availability.message : t.manage.nothing}</p>
          </Alert>
          <div>
            <ButtonLink to={benefitPath(id)} variant="secondary">
              {t.wizard.viewBenefit}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className={styles.layout}>
          <Card className={styles.plan}>
            <PlanDetails selection={selection} />
            <SelectionChanges selection={selection} />
            <CostSummary costs={selection.costs} headingLevel={3} />
            {selection.agreement && <AgreementSummary agreement={selection.agreement} headingLevel={3} />}
          </Card>
          {changeable ? (
            <div className={styles.choices}>
              <Card className={styles.choice}>
                <h2>{t.manage.changeTitle}</h2>
                <p>{t.manage.changeBody}</p>
                <ButtonLink to={benefitSetupPath(id)}>{t.manage.changeButton}</ButtonLink>
              </Card>
              <Card className={styles.choice}>
                <h2>{t.manage.optOutTitle}</h2>
                <p>{notStarted ? t.manage.cancelBody : t.manage.optOutBody}</p>
                <Button
                  variant="secondary"
                  onClick={() => openOptOut({ benefitId: id, selectionId: selection.selectionId, name: benefit.name, notStarted }, optedOut)}
                >
                  {t.manage.optOutButton}
                </Button>
              </Card>
            </div>
          ) : (
            <div className={styles.choices}>
              <Alert tone="info">
                <p>{whyNot}</p>
              </Alert>
              <div>
                <ButtonLink to={benefitPath(id)} variant="secondary">
                  {t.wizard.viewBenefit}
                </ButtonLink>
              </div>
            </div>
          )}
        </div>
      )}
    </Page>
  );
}

export { ManagePage as Component };
