import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import styles from './ProfileSettings.module.css';

interface ProfileSectionProps {
  /** The anchor the page's section links jump to. */
  id: string;
  title: string;
  intro?: string;
  /** Buttons beside the heading, e.g. 'Add family member'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the profile settings page, labelled by its heading. */
export function ProfileSection({ id, title, intro, actions, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <Card className={styles.card}>
        <div className={styles.head}>
          <div className={styles.headText}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {intro && <p className="muted">{intro}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {children}
      </Card>
    </section>
  );
}
