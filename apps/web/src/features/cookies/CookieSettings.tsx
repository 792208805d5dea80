import { useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, Switch } from 'react-aria-components';
import { messages, ownTexts } from '@portal/contracts';
import { useCookieStore } from '../../stores/cookies.ts';
import { Button as ActionButton } from '../../ui/Button.tsx';
import type { ModalBodyProps } from '../../ui/Modal/index.ts';
import styles from './CookieSettings.module.css';

function CookieSection({ id, title, aside, children }: { id: string; title: string; aside: ReactNode; children: ReactNode }) {
  return (
    <Disclosure id={id} className={styles.item}>
      <div className={styles.header}>
        <Heading level={3} className={styles.heading}>
          <Button slot="trigger" className={styles.trigger}>
            <span className={styles.chevron} aria-hidden="true" />
            {title}
          </Button>
        </Heading>
        {aside}
      </div>
      <DisclosurePanel>
        <div className={styles.panel}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * Body of the 'Cookie Settings' modal: two accordions, Cancel, and a save button that accepts cookies. The switch
 * changes a draft only: closing by Escape, the close button or Cancel leaves the saved choice as it was.
 */
export default function CookieSettings({ close }: ModalBodyProps) {
  const saved = useCookieStore((s) => s.cookie.nonNecessaryCookiesEnabled);
  const setEnabled = useCookieStore((s) => s.setNonNecessaryCookiesEnabled);
  const acceptCookies = useCookieStore((s) => s.acceptCookies);
  const [enabled, setDraft] = useState(saved);

  const save = () => {
    setEnabled(enabled);
    acceptCookies();
    close({ success: true });
  };

  return (
    <>
      <DisclosureGroup className={styles.group}>
        <CookieSection id="essential" title={messages.cookies.essential} aside={<span className={styles.always}>{messages.cookies.alwaysEnabled}</span>}>
          <p>{ownTexts.cookieEssentialBody}</p>
        </CookieSection>
        <CookieSection
          id="video"
          title={messages.cookies.video}
          aside={
            <Switch className={styles.switch} isSelected={enabled} onChange={setDraft}>
              <span className={styles.track} aria-hidden="true" />
              {messages.cookies.enabled}
            </Switch>
          }
        >
          <p>{ownTexts.cookieVideoBody}</p>
        </CookieSection>
      </DisclosureGroup>
      <div className={styles.footer}>
        <ActionButton variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </ActionButton>
        <ActionButton onClick={save}>{ownTexts.saveCookieSettings}</ActionButton>
      </div>
    </>
  );
}
