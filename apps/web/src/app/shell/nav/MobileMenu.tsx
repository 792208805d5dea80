import { useState } from 'react';
import { NavLink } from 'react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ownTexts } from '@portal/contracts';
import { useGreetingName } from '../../../stores/session.ts';
import { mobileMenuItems } from './navItems.ts';
import { useAvatar, useNavContext } from './useNavItems.ts';
import styles from './MobileMenu.module.css';

const MENU_ID = 'mobile-menu';

/** Below 768 px: a burger opening a full-screen menu (focus kept inside, Escape closes). */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const items = mobileMenuItems(useNavContext());
  const name = useGreetingName();
  const avatar = useAvatar();
  const close = () => setOpen(false);
  return (
    <div className={className}>
      <button type="button" className={styles.burger} aria-label={ownTexts.openMenu} aria-expanded={open} aria-controls={MENU_ID} onClick={() => setOpen(true)}>
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.sheet}>
          <Dialog id={MENU_ID} className={styles.dialog} aria-labelledby={`${MENU_ID}-title`}>
            <div className={styles.head}>
              <div className={styles.user}>
                <img className={styles.avatar} src={avatar} alt="" width={40} height={40} />
                <Heading id={`${MENU_ID}-title`} level={2} className={styles.greeting}>
                  {ownTexts.greeting(name)}
                </Heading>
              </div>
              <button type="button" className={styles.close} aria-label={ownTexts.closeMenu} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <nav aria-label={ownTexts.mobileMenuTitle}>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.key} className={item.key === 'profile' ? styles.divider : undefined}>
                    <NavLink to={item.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`} end onClick={close}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
