import { useEffect, useRef } from 'react';
import { formatFileSize, uploadTexts as t } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { useThrottledText } from '../../../ui/useThrottledText.ts';
import type { UploadState } from '../api/uploadDataLoad.ts';
import styles from './uploads.module.css';

/** A screen reader hears the progress at most this often (and at once when sending turns to reading). */
const ANNOUNCE_EVERY_MS = 4000;

interface UploadProgressProps {
  state: UploadState;
  rowsRead: number;
  onCancel: () => void;
}

/**
 * The bytes sent, then the rows the server has read (how many there are in all is known only at the end, so that bar
 * runs without a value), with Cancel. The live region stays in the page so that its changes are read out.
 */
export function UploadProgress({ state, rowsRead, onCancel }: UploadProgressProps) {
  const text =
    state.phase === 'sending' ? t.sending(formatFileSize(state.sent), formatFileSize(state.total)) : state.phase === 'reading' ? t.reading(rowsRead) : '';
  const announced = useThrottledText(text, state.phase, ANNOUNCE_EVERY_MS);
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const shown = text !== '';
  // The Upload button that had the focus gives way to this: the focus moves to Cancel, and the bar (below the fold
  // of the panel on small screens) comes into view.
  useEffect(() => {
    if (!shown) return;
    box.current?.scrollIntoView?.({ block: 'nearest' });
    cancel.current?.focus();
  }, [shown]);
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      {shown && (
        <div ref={box} className={styles.progress}>
          {state.phase === 'sending' ? (
            <progress aria-label={t.progressLabel} aria-valuetext={text} max={Math.max(state.total, 1)} value={state.sent} />
          ) : (
            <progress aria-label={t.progressLabel} aria-valuetext={text} />
          )}
          <p className={styles.progressText}>{text}</p>
          <div className={styles.actions}>
            <Button ref={cancel} variant="secondary" onClick={onCancel}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
