import { NavLink } from 'react-router';
import { ownTexts } from '@portal/contracts';
import { useBenefitsLoad } from '../../../features/benefits/index.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { mainNavItems } from './navItems.ts';
import { UserMenu } from './UserMenu.tsx';
import { useNavContext } from './useNavItems.ts';
import styles from './LoggedInHeader.module.css';

/** The header's logged-in part: main navigation and user menu from 768 px, the burger menu below. */
export default function LoggedInHeader() {
  // The benefits load after login: it decides voucher-only mode for the links below (spec §4).
  useBenefitsLoad();
  const items = mainNavItems(useNavContext());
  return (
    <>
      <nav className={styles.desktopNav} aria-label={ownTexts.mainNavLabel}>
        <ul className={styles.links}>
          {items.map((item) =>
            item.placeholder ? (
              <li key={item.key} aria-hidden="true" className={styles.placeholder} data-placeholder={item.key}>
                <span className={styles.link}>{item.label}</span>
              </li>
            ) : (
              <li key={item.key}>
                <NavLink to={item.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`} end={item.key === 'home'}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <UserMenu className={styles.userMenu} />
      <MobileMenu className={styles.mobileOnly} />
    </>
  );
}
