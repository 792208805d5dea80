import { useEffect, useRef } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { Button } from '../../ui/Button.tsx';
import { SuccessTick } from '../../ui/SuccessTick.tsx';
import styles from './ContactPage.module.css';

export function ContactSuccess({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.state}>
      <SuccessTick size="medium" />
      <h2 ref={heading} tabIndex={-1}>
        {messages.contact.successTitle}
      </h2>
      <p className="muted">{messages.contact.successBody}</p>
      <Button variant="secondary" onClick={onAgain}>
        {ownTexts.contactAgain}
      </Button>
    </div>
  );
}
