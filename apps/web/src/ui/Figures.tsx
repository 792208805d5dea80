import type { ReactNode } from 'react';
import styles from './Figures.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** The headline figure: filled with the primary colour (and across the row on phones, in the grid layout). */
  strong?: boolean;
}

/**
 * Headline figures as cards in a definition list. `grid`: as many a row as fit, two on phones; `row`: all in one row,
 * one under another on phones.
 */
export function Figures({ figures, layout = 'grid' }: { figures: Figure[]; layout?: 'grid' | 'row' }) {
  return (
    <dl className={`${styles.figures} ${styles[layout]}`}>
      {figures.map((figure) => (
        <div key={figure.label} className={figure.strong ? `${styles.figure} ${styles.strong}` : styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
