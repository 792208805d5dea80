import { useRef } from 'react';
import { uploadTexts as t, type DataLoad } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useModals } from '../../../ui/Modal/index.ts';
import { CannotActivate } from './CannotActivate.tsx';
import { EligibilityTable } from './EligibilityTable.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { ViewHeading } from './ViewHeading.tsx';
import styles from './uploads.module.css';

interface UploadPreviewProps {
  dataLoad: DataLoad;
  onAgain: () => void;
  onApplied: (dataLoad: DataLoad) => void;
}

/** A file read without errors: what it would change (and what that does to eligibility and costs), to apply or not. */
export function UploadPreview({ dataLoad, onAgain, onApplied }: UploadPreviewProps) {
  const openModal = useModals((s) => s.openModal);
  const applied = useRef<DataLoad | null>(null);
  const { starters, leavers, changed } = dataLoad;
  // The outcome replaces the preview once the modal has closed and handed the focus back, so that the outcome's
  // heading can take it (while the modal is open, the focus stays inside it).
  const confirm = () =>
    openModal(
      'confirm-upload-apply',
      { dataLoad, onApplied: (answer) => (applied.current = answer) },
      {
        switcherState: true,
        onClose: (done) => {
          if (done && applied.current) onApplied(applied.current);
        },
      },
    );
  const nothing = starters + leavers + changed === 0;

  if (nothing) {
    return (
      <div className={styles.stack}>
        <ViewHeading>{t.noChanges}</ViewHeading>
        <Alert tone="info">
          <p>{t.noChangesDetail}</p>
        </Alert>
        <CannotActivate dataLoadId={dataLoad.id} />
        <div className={styles.actions}>
          <Button onClick={onAgain}>{t.uploadAnother}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <ViewHeading>{t.previewHeading}</ViewHeading>
      <p className={styles.summary}>{t.summary(starters, leavers, changed)}</p>
      <EntriesTable dataLoadId={dataLoad.id} />
      <CannotActivate dataLoadId={dataLoad.id} />
      {dataLoad.eligibilityImpact && (
        <section className={styles.block} aria-labelledby="upload-eligibility">
          <h3 id="upload-eligibility">{t.eligibilityHeading}</h3>
          <p className={styles.muted}>{t.eligibilityIntro}</p>
          <EligibilityTable dataLoadId={dataLoad.id} />
        </section>
      )}
      <div className={`${styles.actions} ${styles.end}`}>
        <Button variant="secondary" onClick={onAgain}>
          {t.uploadAnother}
        </Button>
        <Button onClick={confirm}>{t.apply}</Button>
      </div>
    </div>
  );
}
