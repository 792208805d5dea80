import { useState, type ReactNode } from 'react';
import { benefitScreenTexts as t, DEFAULT_OVERVIEW_MODE, ownTexts, type OverviewMode, type TotalBenefitsPage } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useTheme } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useTotalBenefitsCard } from './api/totalBenefitsCard.ts';
import { useTotalBenefitsPage } from './api/totalBenefitsPage.ts';
import { BenefitsTable } from './BenefitsTable.tsx';
import { inMode, modeTitles } from './overview.ts';
import { TakeHomeNote } from './TakeHomeNote.tsx';
import { TotalsFigures } from './TotalsFigures.tsx';
import styles from './TotalBenefits.module.css';

interface TotalBenefitsViewProps {
  title: string;
  /** Shown between the figures and the table, e.g. the chart, with its title in the overview mode. */
  chart?: (data: TotalBenefitsPage, title: string) => ReactNode;
  switchLink: ReactNode;
}

/** Both total benefits pages: the summary's figures, then (optionally) the chart, then the table of the data call. */
export function TotalBenefitsView({ title, chart, switchLink }: TotalBenefitsViewProps) {
  useDocumentTitle(title, useTheme().benefitBrandName);
  const summary = useTotalBenefitsCard();
  const query = useTotalBenefitsPage();
  const [mode, setMode] = useState<OverviewMode>(DEFAULT_OVERVIEW_MODE);
  const data = query.data;
  const shown = data && inMode(data, mode);
  const titles = data && modeTitles(data, mode);
  return (
    <Page title={title} breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: title }]} intro={data ? t.total.intro(data.year) : undefined}>
      {query.isPending && <Loading label={t.total.loading} />}
      {query.isError && <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={() => void query.refetch()} />}
      {data && (
        <div className={styles.stack}>
          {summary.data && <TotalsFigures data={summary.data} />}
          {summary.isError && <RetryAlert message={t.home.totalError} retryLabel={t.retry} onRetry={() => void summary.refetch()} />}
          <TakeHomeNote thisMonth={data.thisMonth} />
          {data.benefits.length === 0 ? (
            <Card>
              <p className="lead">{t.total.empty}</p>
            </Card>
          ) : (
            <>
              <RadioGroup
                id="overview-mode"
                legend={t.total.overviewLegend}
                options={[
                  { value: 'year', label: t.total.overviewYear },
                  { value: 'month', label: t.total.overviewMonth },
                ]}
                value={mode}
                inputProps={{ name: 'overview-mode', onChange: (event) => setMode(event.target.value as OverviewMode) }}
              />
              {chart && <Card>{chart(shown!, titles!.chart)}</Card>}
              <Card>
                <BenefitsTable data={shown!} caption={titles!.table} />
              </Card>
            </>
          )}
          <p>{switchLink}</p>
        </div>
      )}
    </Page>
  );
}
