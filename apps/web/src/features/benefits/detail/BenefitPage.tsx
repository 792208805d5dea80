import { useLocation } from 'react-router';
import { benefitScreenTexts as t, takesNominations } from '@portal/contracts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { BenefitActions } from './BenefitActions.tsx';
import { BenefitSummaryHeader } from './BenefitSummaryHeader.tsx';
import { AgreementSummary } from './AgreementSummary.tsx';
import { CostSummary } from './CostSummary.tsx';
import { EndedSummary } from './EndedSummary.tsx';
import { isLiveStatus } from '../list/filterBenefits.ts';
import { BenefitLoading, benefitCrumbs } from './BenefitLoading.tsx';
import { NominateCard } from './NominateCard.tsx';
import { OptionsComparison } from './OptionsComparison.tsx';
import { PlanDetails } from './PlanDetails.tsx';
import { RelatedBenefits } from './RelatedBenefits.tsx';
import { RelatedFaqs } from './RelatedFaqs.tsx';
import { SelectionChanges } from './SelectionChanges.tsx';
import { useBenefitParam } from './useBenefitParam.ts';
import styles from './BenefitPage.module.css';

/** /app/my-benefits/{id}: what the benefit is, the employee's plan and its cost, related FAQs and benefits. */
export function BenefitPage() {
  const { id, query, missing } = useBenefitParam();
  const brand = useTheme().benefitBrandName;
  // A notice from the page that sent the employee here, e.g. after opting out.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useDocumentTitle(query.data?.benefit.name ?? t.list.title, brand);
  if (missing || !query.data) return <BenefitLoading missing={missing} query={query} />;
  const { benefit, selection } = query.data;
  // This year's agreement, or one made in an earlier year running on while this year's benefit has no choice.
  const agreement = selection?.agreement ?? query.data.earlierAgreement ?? null;
  return (
    <Page title={benefit.name} breadcrumbs={[...benefitCrumbs, { label: benefit.name }]}>
      <div className={styles.layout}>
        <div className={styles.main}>
          {notice && (
            <Alert tone="success">
              <p>{notice}</p>
            </Alert>
          )}
          <BenefitSummaryHeader benefit={benefit} />
          <Card>
            <h2 className={styles.sectionTitle}>{t.detail.about}</h2>
            {/* The server sanitizes the description. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: benefit.description }} />
          </Card>
          {selection && (
            <Card className={styles.stack}>
              <PlanDetails selection={selection} />
              <SelectionChanges selection={selection} />
              <BenefitActions benefit={benefit} selection={selection} />
            </Card>
          )}
          {/* Only a choice between two or more options has something to compare. */}
          {(benefit.setup.options?.length ?? 0) >= 2 && <OptionsComparison benefit={benefit} />}
          {selection && isLiveStatus(selection.status) && takesNominations(benefit.setup) && <NominateCard benefitId={id} />}
          <RelatedFaqs benefitId={id} />
        </div>
        <div className={styles.side}>
          {selection && <Card>{isLiveStatus(selection.status) ? <CostSummary costs={selection.costs} /> : <EndedSummary selection={selection} />}</Card>}
          {agreement && (
            <Card>
              <AgreementSummary agreement={agreement} earlier={!selection?.agreement} />
            </Card>
          )}
          <RelatedBenefits benefitId={id} />
        </div>
      </div>
    </Page>
  );
}

export { BenefitPage as Component };
