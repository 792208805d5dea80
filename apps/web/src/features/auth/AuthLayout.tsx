import type { ReactNode, Ref } from 'react';
import { Card } from '../../ui/Card.tsx';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Above the title, e.g. the wizard's progress bar. */
  top?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  cardRef?: Ref<HTMLDivElement>;
}

/** The centred card every account screen (two-factor, password, activation, logout) sits in. */
export function AuthLayout({ title, intro, top, children, wide = false, cardRef }: AuthLayoutProps) {
  return (
    <div className={`container ${styles.wrap}`}>
      <Card ref={cardRef} className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <div className={styles.accent} aria-hidden="true" />
        {top}
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
        {children}
      </Card>
    </div>
  );
}
