import { pagerTexts } from '@portal/contracts';
import { Button } from './Button.tsx';
import styles from './Pager.module.css';

interface PagerProps {
  /** What is paged, e.g. 'Employees': names the navigation ('Employees pages'). */
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / next paging of a list, with the page it is on read out as it changes. */
export function Pager({ label, page, lastPage, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={pagerTexts.label(label)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {pagerTexts.previous}
      </Button>
      <span aria-live="polite">{pagerTexts.pageOf(page, lastPage)}</span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {pagerTexts.next}
      </Button>
    </nav>
  );
}
