import { useNavigate } from 'react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { messages, ownTexts } from '@portal/contracts';
import { useGreetingName } from '../../../stores/session.ts';
import { paths } from '../../../config/paths.ts';
import { useAvatar } from './useNavItems.ts';
import styles from './UserMenu.module.css';

/** 'Hi, {name}' with the avatar, opening 'My profile settings' and 'Logout' (arrows move, Escape closes). */
export function UserMenu({ className }: { className?: string }) {
  const navigate = useNavigate();
  const name = useGreetingName();
  const avatar = useAvatar();
  return (
    <div className={className}>
      <MenuTrigger>
        <Button className={styles.trigger}>
          <img className={styles.avatar} src={avatar} alt="" width={36} height={36} />
          <span>{ownTexts.greeting(name)}</span>
          <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
        <Popover placement="bottom end" offset={8} className={styles.popover}>
          <Menu className={styles.menu} onAction={(key) => navigate(key === 'logout' ? paths.logout : paths.app.myProfile)}>
            <MenuItem id="profile" className={styles.item}>
              {ownTexts.myProfileSettings}
            </MenuItem>
            <MenuItem id="logout" className={styles.item}>
              {messages.idle.logout}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
