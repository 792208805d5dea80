import type { ReactNode } from 'react';
import { NAV_BREAKPOINT_PX, ownTexts } from '@portal/contracts';
import { useTheme } from '../../theme/index.ts';
import { useHomePath } from '../../config/useHomePath.ts';
import { AppLink } from '../../navigation/AppNavigation.tsx';
import styles from './Header.module.css';

function BrandLogo() {
  const theme = useTheme();
  if (!theme.brandHeaderLogo && !theme.mobileLogo) {
    return (
      <span className={styles.wordmark}>
        <span className={styles.mark} aria-hidden="true" />
        <span>{theme.benefitBrandName}</span>
      </span>
    );
  }
  const desktop = theme.brandHeaderLogo || theme.mobileLogo;
  return (
    <picture>
      <source media={`(min-width: ${NAV_BREAKPOINT_PX}px)`} srcSet={desktop} />
      <img className={styles.logo} src={theme.mobileLogo || desktop} alt={theme.benefitBrandName} />
    </picture>
  );
}

interface HeaderProps {
  /** Main navigation and user menu: filled in by the logged-in area. */
  children?: ReactNode;
}

export function Header({ children }: HeaderProps) {
  const theme = useTheme();
  const homePath = useHomePath();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <AppLink to={homePath} className={styles.logoLink} aria-label={ownTexts.logoHomeLabel(theme.benefitBrandName)}>
            <BrandLogo />
          </AppLink>
          {theme.logoFileUrl && (
            <span className={styles.clientLogo}>
              <img src={theme.logoFileUrl} alt={theme.clientName} />
            </span>
          )}
        </div>
        {children && <div className={styles.slot}>{children}</div>}
      </div>
    </header>
  );
}
