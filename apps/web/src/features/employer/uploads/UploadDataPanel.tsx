import { useState } from 'react';
import { uploadTexts as t, type DataLoad } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { SuccessTick } from '../../../ui/SuccessTick.tsx';
import { useUploadDataLoad } from '../api/uploadDataLoad.ts';
import { RefusedUpload } from './RefusedUpload.tsx';
import { UploadForm } from './UploadForm.tsx';
import { UploadPreview } from './UploadPreview.tsx';
import { ViewHeading } from './ViewHeading.tsx';
import { WaitingUploads } from './WaitingUploads.tsx';
import styles from './uploads.module.css';

export interface UploadDataPanelData {
  clientId: number;
}

function Applied({ dataLoad, onAgain, close }: { dataLoad: DataLoad; onAgain: () => void; close: PanelBodyProps['close'] }) {
  return (
    <div className={styles.success}>
      <SuccessTick size="medium" className={styles.tick} />
      <ViewHeading>{t.applied}</ViewHeading>
      <Alert tone="success">
        <p>{t.appliedDetail(dataLoad.starters, dataLoad.leavers, dataLoad.changed)}</p>
      </Alert>
      <div className={styles.actions}>
        <Button onClick={() => close({ success: true })}>{t.close}</Button>
        <Button variant="secondary" onClick={onAgain}>
          {t.uploadAnother}
        </Button>
      </div>
    </div>
  );
}

/**
 * The upload-data panel (spec §2, with its eligibility-impact variant): the file and its progress, then either the
 * refused file's row errors or the preview of its changes, and once applied, the outcome.
 */
export default function UploadDataPanel({ data, close }: PanelBodyProps<'upload-data'>) {
  const { clientId } = data;
  const upload = useUploadDataLoad(clientId);
  const [applied, setApplied] = useState<DataLoad | null>(null);
  // An upload an API key sent, opened from the list of those waiting (issue 39).
  const [reviewing, setReviewing] = useState<DataLoad | null>(null);
  const again = () => {
    setApplied(null);
    setReviewing(null);
    upload.reset();
  };

  if (applied) return <Applied dataLoad={applied} onAgain={again} close={close} />;
  if (reviewing) return <UploadPreview key={reviewing.id} dataLoad={reviewing} onAgain={again} onApplied={setApplied} />;
  if (upload.state.phase === 'done') {
    const { dataLoad } = upload.state;
    return dataLoad.status === 'refused' ? (
      <RefusedUpload key={dataLoad.id} dataLoad={dataLoad} onAgain={again} />
    ) : (
      <UploadPreview key={dataLoad.id} dataLoad={dataLoad} onAgain={again} onApplied={setApplied} />
    );
  }
  return (
    <>
      {upload.state.phase === 'idle' && <WaitingUploads clientId={clientId} onReview={setReviewing} />}
      <UploadForm clientId={clientId} upload={upload} />
    </>
  );
}
