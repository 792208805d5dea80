import { useParams } from 'react-router';
import { approvalTexts as t, messages } from '@portal/contracts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useBenefitApprovals } from '../api/benefitApprovals.ts';
import { approvalCrumbs } from './crumbs.ts';
import { ApprovalsTable } from './ApprovalsTable.tsx';
import styles from '../employer.module.css';

/** Spec §2 `/app/dashboard/approve-selections/{benefitId}`: '{benefitName} - Selections awaiting approval' and its table. */
export function BenefitApprovalsPage() {
  const benefitId = Number(useParams().benefitId);
  const approvals = useBenefitApprovals(benefitId);
  const title = approvals.data ? messages.approvals.heading(approvals.data.benefitName) : t.title;
  useDocumentTitle(title, useTheme().benefitBrandName);
  if (approvals.isPending) return <Loading label={t.loading} />;
  return (
    <Page title={title} breadcrumbs={approvalCrumbs}>
      {approvals.isError ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : approvals.data.data.length === 0 ? (
        <Alert tone="info">
          <p>{t.emptyBenefit}</p>
        </Alert>
      ) : (
        <section className={styles.section} aria-label={t.tableCaption(approvals.data.benefitName)}>
          <ApprovalsTable approvals={approvals.data} />
        </section>
      )}
    </Page>
  );
}

export { BenefitApprovalsPage as Component };
