import { Button } from '../../ui/Button.tsx';
import { adminTexts } from './texts.ts';
import styles from './AdminPage.module.css';

interface PagerProps {
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / next paging for the console's tables. */
export function Pager({ label, page, lastPage, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={adminTexts.pagerLabel(label)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminTexts.previous}
      </Button>
      <span aria-live="polite">{adminTexts.pageOf(page, lastPage)}</span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {adminTexts.next}
      </Button>
    </nav>
  );
}
