import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  breadcrumbs?: Crumb[];
  intro?: ReactNode;
  children: ReactNode;
}

/** A content page: breadcrumbs, the page's single h1, an optional intro, then the content. */
export function Page({ title, breadcrumbs, intro, children }: PageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className={styles.title}>{title}</h1>
        {intro && <div className={`lead ${styles.intro}`}>{intro}</div>}
      </div>
      {children}
    </div>
  );
}
