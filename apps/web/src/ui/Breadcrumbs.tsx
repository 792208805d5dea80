import { Link } from 'react-router';
import { ownTexts } from '@portal/contracts';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={ownTexts.breadcrumbLabel}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {current || !item.to ? (
                <span className={styles.current} aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link className={styles.link} to={item.to}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
