import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { messages, ownTexts } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import styles from './IdlePrompt.module.css';

interface IdlePromptProps {
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}

/** 'Stay logged in?' with the seconds left; it cannot be dismissed without a choice. */
export function IdlePrompt({ secondsLeft, onStay, onLogout }: IdlePromptProps) {
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <div className={styles.clock} aria-hidden="true">
            {secondsLeft}
          </div>
          <Heading slot="title" level={2} className={styles.title}>
            {messages.idle.title}
          </Heading>
          <p className={styles.body} role="timer">
            {ownTexts.idleWarning(secondsLeft)}
          </p>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onLogout}>
              {messages.idle.logout}
            </Button>
            <Button onClick={onStay} autoFocus>
              {messages.idle.stay}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
