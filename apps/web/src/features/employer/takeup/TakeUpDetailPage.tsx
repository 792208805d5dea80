import { useParams } from 'react-router';
import { formatPounds, ownTexts, takeUpTexts as t } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Figures } from '../../../ui/Figures.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useTakeUpDetail } from '../api/takeUpDetail.ts';
import { TAKE_UP_PEOPLE_PARAMS, TakeUpPeople } from './TakeUpPeople.tsx';
import styles from '../employer.module.css';

/** Spec §2 `/app/dashboard/benefit-takeup/{benefitId}`: one benefit's figures and who chose it. */
export function TakeUpDetailPage() {
  const benefitId = Number(useParams().benefitId);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const detail = useTakeUpDetail(clientId, benefitId, '', 1);
  const name = detail.data?.figures.name ?? t.title;
  useDocumentTitle(name, useTheme().benefitBrandName);
  const crumbs = [
    { label: ownTexts.home, to: paths.app.home },
    { label: ownTexts.dashboardTitle, to: paths.app.dashboard },
    { label: t.title, to: paths.app.benefitTakeUp },
    { label: name },
  ];
  if (detail.isPending) return <Loading label={t.loading} />;
  if (detail.isError) {
    return (
      <Page title={t.title} breadcrumbs={crumbs}>
        <Alert tone="error">
          <p>{t.loadFailed}</p>
        </Alert>
      </Page>
    );
  }
  const f = detail.data.figures;
  return (
    <Page title={f.name} intro={t.detailIntro(f.provider)} breadcrumbs={crumbs}>
      <Figures
        figures={[
          { label: t.columns.takeUp, value: t.percentage(f.takeUp), strong: true },
          { label: t.columns.eligible, value: f.eligible },
          { label: t.columns.selected, value: f.selected },
          { label: t.columns.pending, value: f.pending },
          { label: t.columns.optedOut, value: f.optedOut },
          { label: t.columns.employeeMonthly, value: formatPounds(f.employeeMonthly, { pence: 'always' }) },
          { label: t.columns.employerMonthly, value: formatPounds(f.employerMonthly, { pence: 'always' }) },
          ...(f.views === undefined
            ? []
            : [
                { label: t.insights.views, value: f.views },
                { label: t.insights.viewers, value: f.viewers ?? 0 },
                { label: t.insights.viewersWhoChose, value: f.viewersWhoChose ?? 0 },
              ]),
        ]}
      />
      <p className={styles.note}>{t.moneyNote}</p>
      {f.views !== undefined && <p className={styles.note}>{t.insightsNote}</p>}
      <section className={styles.section} aria-label={t.peopleCaption}>
        <h2>{t.peopleCaption}</h2>
        <TakeUpPeople clientId={clientId} benefitId={benefitId} params={TAKE_UP_PEOPLE_PARAMS} />
      </section>
    </Page>
  );
}

export { TakeUpDetailPage as Component };
