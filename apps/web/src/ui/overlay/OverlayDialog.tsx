import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ownTexts } from '@portal/contracts';
import styles from './OverlayDialog.module.css';

interface OverlayDialogProps {
  variant: 'panel' | 'modal';
  isOpen: boolean;
  closing: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An accessible modal dialog (focus trapped, Escape and outside click close, labelled by its heading),
 * shown as a right-hand slide-in panel or a centred modal.
 */
export default function OverlayDialog({ variant, isOpen, closing, title, onClose, children }: OverlayDialogProps) {
  const overlayClass = [styles.overlay, variant === 'panel' ? styles.panelOverlay : styles.modalOverlay, closing ? styles.closing : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={!closing}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={overlayClass}
    >
      <Modal className={`${styles.frame} ${styles[variant]}`} data-overlay={variant}>
        <Dialog className={styles.dialog}>
          <div className={styles.head}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.close} onPress={onClose} aria-label={ownTexts.close}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
