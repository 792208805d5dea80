import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatLongDate,
  selectionWindowFormSchema,
  selectionWindowTexts as t,
  type SelectionWindow,
  type SelectionWindowForm,
  type WindowAction,
} from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { useModals } from '../../../ui/Modal/index.ts';
import { newerSelectionWindow, useChangeSelectionWindow } from '../api/changeSelectionWindow.ts';
import { useSelectionWindow } from '../api/selectionWindow.ts';
import tiles from '../DashboardPage.module.css';
import styles from './SelectionWindowCard.module.css';

const fieldId = () => 'selection-window-closes-on';

/** Where the window stands, in words. */
function stateWords(window: NonNullable<SelectionWindow['window']>): string {
  if (window.state === 'open') return t.state.open(formatLongDate(window.closesOn));
  if (window.state === 'closed') return t.state.closed(formatLongDate(window.closesOn));
  return t.state.notYetOpen(formatLongDate(window.opensOn), formatLongDate(window.closesOn));
}

/** The date field and the buttons that fit where the window stands: open a closed one, extend or close an open one. */
function WindowControls({ clientId, data }: { clientId: number; data: SelectionWindow & { window: NonNullable<SelectionWindow['window']> } }) {
  const change = useChangeSelectionWindow(clientId);
  const openModal = useModals((s) => s.openModal);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SelectionWindowForm, SelectionWindowForm, 'closesOn'>({
    resolver: zodResolver(selectionWindowFormSchema),
    defaultValues: { closesOn: '' },
    fields: ['closesOn'],
    fieldId,
  });
  const { register, errorOf, reset } = form;
  // A change (here, in the close dialog, or someone else's) brings an empty field.
  useEffect(() => reset({ closesOn: '' }), [data.version, reset]);

  const { state } = data.window;
  const run = (action: Exclude<WindowAction, 'close'>) =>
    form.submit(
      async ({ closesOn }) => {
        setDone(null);
        const saved = await change.mutateAsync({ action, closesOn, version: data.version });
        const closes = formatLongDate(saved.window?.closesOn ?? closesOn);
        setDone(action === 'open' ? t.opened(closes) : t.extended(closes));
      },
      {
        serverErrors: 'both',
        failureText: (error) => (newerSelectionWindow(error) ? t.changedSinceOpened : errorText(error, t.failed)),
        onInvalid: () => setDone(null),
      },
    );
  const primary: Exclude<WindowAction, 'close'> = state === 'open' ? 'extend' : 'open';
  return (
    <Form form={form} className={styles.form} onSubmit={run(primary)} summary={false} aria-label={t.tile}>
      {done && (
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
      )}
      <Field id={fieldId()} label={t.closesOn.label} hint={t.closesOn.help} error={errorOf('closesOn')}>
        {(a11y) => <input {...a11y} type="date" min={data.today} max={data.year?.endsOn} {...register('closesOn')} />}
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.working : primary === 'open' ? t.open : t.extend}
        </Button>
        {state === 'not-yet-open' && (
          <Button variant="secondary" disabled={form.busy} onClick={(event) => void run('extend')(event)}>
            {t.extend}
          </Button>
        )}
        {state === 'open' && data.window.closesOn !== data.today && (
          <Button
            variant="secondary"
            disabled={form.busy}
            onClick={() => openModal('close-selection-window', { title: t.confirmClose.title, clientId, version: data.version, today: data.today })}
          >
            {t.close}
          </Button>
        )}
      </div>
    </Form>
  );
}

/**
 * The employer dashboard's Selection window card (issue 28 §3): the current scheme year's annual window in words, and
 * Open, Extend or Close today. Every change is audited; a change from an older read shows the window as it is now (409).
 */
export function SelectionWindowCard({ clientId }: { clientId: number }) {
  const query = useSelectionWindow(clientId);
  const data = query.data;
  return (
    <li className={`${tiles.tile} ${styles.card}`}>
      <h2 className={tiles.tileTitle}>{t.tile}</h2>
      {query.isPending ? (
        <p className={tiles.detail}>{t.loading}</p>
      ) : !data ? (
        <p className={tiles.detail}>{t.loadFailed}</p>
      ) : data.year === null || data.window === null ? (
        <>
          <p className={tiles.value}>{t.value.none}</p>
          <p className={tiles.detail}>{t.noYear}</p>
        </>
      ) : (
        <>
          <p className={tiles.value}>{t.value[data.window.state]}</p>
          <p className={tiles.detail}>{stateWords(data.window)}</p>
          <p className={tiles.detail}>{t.yearLine(data.year.year, formatLongDate(data.year.startsOn), formatLongDate(data.year.endsOn))}</p>
          <WindowControls clientId={clientId} data={{ ...data, window: data.window }} />
        </>
      )}
    </li>
  );
}
