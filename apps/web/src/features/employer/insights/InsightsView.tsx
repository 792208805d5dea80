import type { ComponentProps } from 'react';
import { insightsTexts as t } from '@portal/contracts';
import { Figures, type Figure } from '../../../ui/Figures.tsx';
import { BreakdownTable, Breakdowns } from './BreakdownTable.tsx';
import { ChartSection } from './ChartSection.tsx';
import styles from './insights.module.css';

export interface InsightsViewProps {
  figures: Figure[];
  /** Nobody to count (a filter that matches no one): the figures, then a word instead of empty charts. */
  empty: boolean;
  chart: ComponentProps<typeof ChartSection>;
  breakdowns: ComponentProps<typeof Breakdowns>;
  /** A further table after the breakdowns (the most viewed benefits), or a sentence when it has no rows. */
  more?: ComponentProps<typeof BreakdownTable> & { none: string };
}

/** The body of an insights screen: headline figures, a chart over time, then the breakdowns. */
export function InsightsView({ figures, empty, chart, breakdowns, more }: InsightsViewProps) {
  return (
    <>
      <Figures figures={figures} />
      {empty ? (
        <p className={styles.empty}>{t.nobody}</p>
      ) : (
        <>
          <ChartSection {...chart} />
          <Breakdowns {...breakdowns} />
          {more && (more.rows.length > 0 ? <BreakdownTable {...more} /> : <p className={styles.empty}>{more.none}</p>)}
        </>
      )}
    </>
  );
}
