import { useEffect, useRef } from 'react';
import { formatLongDate, uploadTexts as t, XLSX_CONTENT_TYPE } from '@portal/contracts';
import { ApiError, errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { useEmployeeReport } from '../api/employeeReport.ts';
import { useLastUpload } from '../api/lastUpload.ts';
import type { useUploadDataLoad } from '../api/uploadDataLoad.ts';
import { useDownloadTemplate } from '../api/uploadTemplate.ts';
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
  // Everyone held, in the template's layout: edited and uploaded again, only what was edited changes.
  const data = useEmployeeReport(clientId);
  const downloadData = (format: 'csv' | 'xlsx') => data.mutate({ filter: {}, format, type: 'employees', layout: 'template' });
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
      <p>{t.fromDataIntro}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={data.isPending} onClick={() => downloadData('csv')}>
          {t.dataCsv}
        </Button>
        <Button variant="secondary" disabled={data.isPending} onClick={() => downloadData('xlsx')}>
          {t.dataXlsx}
        </Button>
      </div>
      {data.isError && (
        <Alert tone="error">
          <p>{t.dataFailed}</p>
        </Alert>
      )}
    </section>
  );
}

const FILE_ID = 'upload-data-file';

/** A file the server refused outright (size, type, name) is the file field's error; any other failure is the banner's. */
function refusalOf(error: unknown): string | null {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused ? errorText(error, t.uploadFailed, { 413: t.tooLarge(UPLOAD_MAX_MB) }) : null;
}

/** The upload-data panel before a file is in: what the file must hold, the templates, and the file with its progress. */
export function UploadForm({ clientId, upload }: { clientId: number; upload: Upload }) {
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useForm<{ file: FileList | null }>({ defaultValues: { file: null }, reValidateMode: 'onSubmit', fields: ['file'], fieldId: () => FILE_ID });
  const { state } = upload;
  const refusal = state.phase === 'failed' ? refusalOf(state.error) : null;
  const banner = state.phase === 'failed' && refusal === null ? t.uploadFailed : null;
  const fileError = form.errorOf('file') ?? refusal ?? undefined;
  const { setFocus } = form;
  // Cancel (which had the focus) is gone once the upload stops: a refused file's summary takes the focus, any other
  // failure sends it to the field, a cancelled upload back to Upload.
  useEffect(() => {
    if (banner) setFocus('file');
    if (state.phase === 'cancelled') submitButton.current?.focus();
  }, [banner, state.phase, setFocus]);
  const busy = state.phase === 'sending' || state.phase === 'reading';

  const fileField = form.register('file', {
    validate: (files) => fileProblem(files?.[0]) ?? undefined,
    onChange: () => {
      // A new file: what was said of the last one no longer applies.
      form.clearErrors('file');
      if (state.phase === 'failed' || state.phase === 'cancelled') upload.reset();
    },
  });
  const submit = form.submit(async ({ file }) => {
    const chosen = file?.[0];
    if (!chosen) return;
    await upload.start(chosen);
    // A refused file is named in the error summary, which takes the focus (the upload's failure is its state, not a throw).
    form.showSummary();
  });
  const formState = { ...form, failure: banner, summary: fileError ? [{ fieldId: FILE_ID, message: fileError }] : [] };

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
        <Form form={formState} className={styles.block} onSubmit={submit} aria-labelledby="upload-file">
          <Field id={FILE_ID} label={t.chooseFile} hint={t.fileHint(UPLOAD_MAX_MB)} error={fileError}>
            {(a11y) => (
              <input
                {...a11y}
                {...fileField}
                className={`${a11y.className} ${styles.file}`}
                type="file"
                accept={`.csv,.xlsx,text/csv,${XLSX_CONTENT_TYPE}`}
                disabled={busy}
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
        </Form>
        {state.phase === 'cancelled' && (
          <Alert tone="info">
            <p>{t.cancelled}</p>
          </Alert>
        )}
      </section>
    </div>
  );
}
