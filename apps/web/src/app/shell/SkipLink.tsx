import type { MouseEvent } from 'react';
import { ownTexts } from '@portal/contracts';
import styles from './SkipLink.module.css';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  // Focus the main landmark directly: a hash change would go through the router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`} onClick={skip}>
      {ownTexts.skipToContent}
    </a>
  );
}
