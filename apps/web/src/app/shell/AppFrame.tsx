import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import styles from './AppShell.module.css';

/** Page frame: skip link, header, main landmark, footer and the banners and overlays. */
export function AppFrame({ children, banners, header }: { children: ReactNode; banners?: ReactNode; header?: ReactNode }) {
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header>{header}</Header>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {banners}
    </div>
  );
}
