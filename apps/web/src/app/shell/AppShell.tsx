import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../../features/cookies/CookieBanner.tsx';
import { ModalHost } from '../../ui/Modal/index.ts';
import { SidePanelHost } from '../../ui/SidePanel/index.ts';
import { modalRegistry, panelRegistry } from '../overlays.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteProgress } from './RouteProgress.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import styles from './AppShell.module.css';

/** Page frame: skip link, header, main landmark, footer and the banners and overlays. */
export function AppFrame({ children, banners }: { children: ReactNode; banners?: ReactNode }) {
  return (
    <div className={styles.app}>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {banners}
    </div>
  );
}

export function AppShell() {
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <AppFrame banners={<CookieBanner />}>
        <Outlet />
      </AppFrame>
      <SidePanelHost registry={panelRegistry} />
      <ModalHost registry={modalRegistry} />
    </>
  );
}
