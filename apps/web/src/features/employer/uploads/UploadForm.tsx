import { useEffect, useRef, useState, type FormEvent } from 'react';
import { uploadTexts as t, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { formatLongDate } from '../../../ui/format.ts';
import { useDownloadTemplate, useLastUpload, type useUploadDataLoad } from '../api/uploads.ts';
import { fileProblem, UPLOAD_MAX_MB } from './fileProblem.ts';
import { UploadProgress } from './UploadProgress.tsx';
import styles from './uploads.module.css';

type Upload = ReturnType<typeof useUploadDataLoad>;

function LastUpload({ clientId }: { clientId: number }) {
  const last = useLastUpload(clientId);
  if (!last.data) return null;
  const { date, fileName } = last.data;
  return (
    <p className={styles.last}>
      {date ? (
        <>
          <strong>{t.lastUpload(formatLongDate(date))}</strong>
          {fileName && <span className={styles.muted}>{t.tileDetail(fileName)}</span>}
        </>
      ) : (
        <span>{t.noUploadYet}</span>
      )}
    </p>
  );
}

function Templates({ clientId }: { clientId: number }) {
  const template = useDownloadTemplate(clientId);
  return (
    <section className={styles.block} aria-labelledby="upload-template">
      <h3 id="upload-template">{t.templateHeading}</h3>
      <p>{t.templateIntro}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={template.isPending} onClick={() => template.mutate('csv')}>
          {t.templateCsv}
        </Button>
        <Button variant="secondary" disabled={template.isPending} onClick={() => template.mutate('xlsx')}>
          {t.templateXlsx}
        </Button>
      </div>
      {template.isError && (
        <Alert tone="error">
          <p>{t.templateFailed}</p>
        </Alert>
      )}
    </section>
  );
}

/** The server's answer to a failed upload: a file it refused outright (size, type, name) is the file field's error. */
function failureOf(error: unknown): { field: string | null; banner: string | null } {
  if (error instanceof ApiError && error.status === 413) return { field: t.tooLarge(UPLOAD_MAX_MB), banner: null };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return { field: error.message, banner: null };
  return { field: null, banner: t.uploadFailed };
}

/** The upload-data panel before a file is in: what the file must hold, the templates, and the file with its progress. */
export function UploadForm({ clientId, upload }: { clientId: number; upload: Upload }) {
  const input = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { state } = upload;
  // Cancel (which had the focus) is gone once the upload stops: the focus goes to the field when the file was refused,
  // else back to Upload.
  useEffect(() => {
    if (state.phase === 'failed') input.current?.focus();
    if (state.phase === 'cancelled') submitButton.current?.focus();
  }, [state.phase]);
  const busy = state.phase === 'sending' || state.phase === 'reading';
  const failure = state.phase === 'failed' ? failureOf(state.error) : { field: null, banner: null };
  const fieldError = problem ?? failure.field ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0] ?? null;
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) {
      input.current?.focus();
      return;
    }
    void upload.start(file);
  };

  return (
    <div className={styles.stack}>
      <p>{t.intro}</p>
      <LastUpload clientId={clientId} />
      <section className={styles.block} aria-labelledby="upload-rules">
        <h3 id="upload-rules">{t.rulesHeading}</h3>
        <ul className={styles.rules}>
          {t.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <Templates clientId={clientId} />
      <section className={styles.block} aria-labelledby="upload-file">
        <h3 id="upload-file">{t.fileHeading}</h3>
        <form className={styles.block} onSubmit={submit} noValidate aria-labelledby="upload-file">
          <Field label={t.chooseFile} hint={t.fileHint(UPLOAD_MAX_MB)} error={fieldError}>
            {(a11y) => (
              <input
                {...a11y}
                ref={input}
                className={`${a11y.className} ${styles.file}`}
                type="file"
                name="file"
                accept={`.csv,.xlsx,text/csv,${XLSX_CONTENT_TYPE}`}
                disabled={busy}
                onChange={() => {
                  // A new file: what was said of the last one no longer applies.
                  setProblem(null);
                  if (state.phase === 'failed' || state.phase === 'cancelled') upload.reset();
                }}
              />
            )}
          </Field>
          <UploadProgress state={state} rowsRead={upload.rowsRead} onCancel={upload.cancel} />
          {!busy && (
            <div className={styles.actions}>
              <Button ref={submitButton} type="submit">
                {t.upload}
              </Button>
            </div>
          )}
        </form>
        {failure.banner && (
          <Alert tone="error">
            <p>{failure.banner}</p>
          </Alert>
        )}
        {state.phase === 'cancelled' && (
          <Alert tone="info">
            <p>{t.cancelled}</p>
          </Alert>
        )}
      </section>
    </div>
  );
}
