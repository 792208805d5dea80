import type { UseQueryResult } from '@tanstack/react-query';
import { insightsTexts as t, ownTexts, type InsightsQuery } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { InsightsFilters } from './InsightsFilters.tsx';
import { InsightsView, type InsightsViewProps } from './InsightsView.tsx';
import { useInsightsFilter } from './useInsightsFilter.ts';
import styles from './insights.module.css';

interface Filterable {
  choices: { locations: string[]; grades: string[] };
}

interface InsightsPageProps<T extends Filterable> {
  texts: { title: string; intro: string; loading: string; loadFailed: string };
  useFigures: (clientId: number, query: InsightsQuery) => UseQueryResult<T>;
  /** What the screen shows of the figures. */
  view: (data: T) => InsightsViewProps;
}

/**
 * An insights screen: breadcrumbs, the location and grade filter, then loading, failure with a retry, or the
 * figures (dimmed while a new filter loads over the last ones).
 */
export function InsightsPage<T extends Filterable>({ texts, useFigures, view }: InsightsPageProps<T>) {
  useDocumentTitle(texts.title, useTheme().benefitBrandName);
  const clientId = useSession((s) => s.user?.clientId ?? 0);
  const filter = useInsightsFilter();
  const figures = useFigures(clientId, filter.query);
  return (
    <Page
      title={texts.title}
      intro={texts.intro}
      breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.dashboardTitle, to: paths.app.dashboard }, { label: texts.title }]}
    >
      {figures.data && <InsightsFilters choices={figures.data.choices} query={filter.query} onChange={filter.set} />}
      {figures.isPending ? (
        <Loading label={texts.loading} />
      ) : figures.isError && figures.data === undefined ? (
        <RetryAlert message={texts.loadFailed} retryLabel={t.retry} onRetry={() => void figures.refetch()} />
      ) : (
        <div className={figures.isPlaceholderData ? styles.stale : undefined} aria-busy={figures.isPlaceholderData}>
          <InsightsView {...view(figures.data as T)} />
        </div>
      )}
    </Page>
  );
}
