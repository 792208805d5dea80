import { useId, useState } from 'react';
import { approvalTexts as t, messages, type ApprovalResult, type PendingBenefit, type PendingRequests } from '@portal/contracts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { usePendingRequests } from '../api/pendingRequests.ts';
import { ApprovalsTable } from './ApprovalsTable.tsx';
import { UnderwritingSection } from './UnderwritingSection.tsx';
import { approvalCrumbs } from './crumbs.ts';
import { useBenefitFilter } from './useBenefitFilter.ts';
import styles from './approvals.module.css';
import employer from '../employer.module.css';
import controls from '../../../ui/ListControls.module.css';

/** What the last decision did; `seq` renews the message so a second identical one is announced again. */
interface Outcome extends ApprovalResult {
  seq: number;
}

/** The filter's choices: the benefits with requests waiting, and the one filtered on even when nothing of it waits. */
function choicesOf(list: PendingRequests | undefined): PendingBenefit[] {
  if (!list) return [];
  const { benefit, benefits } = list;
  if (!benefit || benefits.some((b) => b.benefitId === benefit.benefitId)) return benefits;
  return [...benefits, { ...benefit, provider: '', count: 0 }];
}

function BenefitFilter({ choices, benefitId, onChange }: { choices: PendingBenefit[]; benefitId: number | null; onChange: (id: number | null) => void }) {
  const id = useId();
  return (
    <div className={controls.toolbar}>
      <div className={controls.field}>
        <label htmlFor={id}>{t.filter.label}</label>
        <select id={id} value={benefitId ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t.filter.all}</option>
          {choices.map((choice) => (
            <option key={choice.benefitId} value={choice.benefitId}>
              {t.filter.option(choice.benefitName, choice.count)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * Spec §2 `/app/dashboard/approve-selections`; issue 26 item 5: one list of every selection awaiting approval across
 * benefits, narrowed by a benefit filter kept in the address (`?benefit=`), decided from the list; once confirmed, a
 * polite status message says what happened ('1 selection approved') and the list shows what still waits. Narrowed to
 * one benefit it is headed as the spec's benefit page: '{benefitName} - Selections awaiting approval'. Below the list,
 * the cover awaiting the insurer (issue 36), whose answers HR records here too.
 */
export function ApprovalsPage() {
  const { benefitId, setBenefitId } = useBenefitFilter();
  const list = usePendingRequests(benefitId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // While another benefit's list loads, the last one is a placeholder: its filter stays, its rows are not offered.
  const current = list.isPlaceholderData ? undefined : list.data;
  const benefit = current?.benefit ?? null;
  const title = benefit ? messages.approvals.heading(benefit.benefitName) : t.title;
  useDocumentTitle(title, useTheme().benefitBrandName);

  const filterBy = (next: number | null) => {
    setOutcome(null);
    setBenefitId(next);
  };
  const decided = (result: ApprovalResult) => setOutcome((last) => ({ ...result, seq: (last?.seq ?? 0) + 1 }));
  const caption = benefit ? t.tableCaption(benefit.benefitName) : t.allCaption;

  return (
    <Page title={title} intro={t.intro} breadcrumbs={approvalCrumbs}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome && (
          <div key={outcome.seq} className={styles.outcome}>
            <p>{t.decided(outcome.approval, outcome.changed.length)}</p>
            {outcome.unchanged.length > 0 && <p>{t.notDecided(outcome.unchanged.length)}</p>}
          </div>
        )}
      </div>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError && !list.data ? (
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      ) : (
        <section className={employer.section} aria-label={caption}>
          {(benefitId !== null || choicesOf(list.data).length > 0) && (
            <BenefitFilter choices={choicesOf(list.data)} benefitId={benefitId} onChange={filterBy} />
          )}
          {list.isError ? (
            <Alert tone="error">
              <p>{t.loadFailed}</p>
            </Alert>
          ) : !current ? (
            <Loading label={t.loading} />
          ) : current.data.length === 0 ? (
            <Alert tone="info">
              <p>{benefit ? t.emptyBenefit : t.empty}</p>
            </Alert>
          ) : (
            <ApprovalsTable
              key={benefitId ?? 'all'}
              columns={current.columns}
              data={current.data}
              caption={caption}
              showBenefit={benefit === null}
              onDecided={decided}
            />
          )}
        </section>
      )}
      <UnderwritingSection />
    </Page>
  );
}

export { ApprovalsPage as Component };
