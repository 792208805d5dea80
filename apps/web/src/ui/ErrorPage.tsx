import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import styles from './ErrorPage.module.css';

interface ErrorPageProps {
  title: string;
  body: ReactNode;
  /** Short visual mark above the title, e.g. "404", or an icon (an inline SVG, never a font glyph). */
  badge?: ReactNode;
  action: ReactNode;
}

/** Full-page message for 404, crashes and failed loads. */
export function ErrorPage({ title, body, badge = '!', action }: ErrorPageProps) {
  return (
    <div className={styles.wrap}>
      <Card className={styles.card}>
        <div className={styles.badge} aria-hidden="true">
          {badge}
        </div>
        <h1>{title}</h1>
        <p className={styles.body}>{body}</p>
        {action}
      </Card>
    </div>
  );
}
