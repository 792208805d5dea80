import type { ComponentProps } from 'react';
import { insightsTexts as t } from '@portal/contracts';
import { Figures, type Figure } from '../../../ui/Figures.tsx';
import { Breakdowns } from './BreakdownTable.tsx';
import { ChartSection } from './ChartSection.tsx';
import styles from './insights.module.css';

export interface InsightsViewProps {
  figures: Figure[];
  /** Nobody to count (a filter that matches no one): the figures, then a word instead of empty charts. */
  empty: boolean;
  chart: ComponentProps<typeof ChartSection>;
  breakdowns: ComponentProps<typeof Breakdowns>;
}

/** The body of an insights screen: headline figures, a chart over time, then the breakdowns. */
export function InsightsView({ figures, empty, chart, breakdowns }: InsightsViewProps) {
  return (
    <>
      <Figures figures={figures} />
      {empty ? (
        <p className={styles.empty}>{t.nobody}</p>
      ) : (
        <>
          <ChartSection {...chart} />
          <Breakdowns {...breakdowns} />
        </>
      )}
    </>
  );
}
