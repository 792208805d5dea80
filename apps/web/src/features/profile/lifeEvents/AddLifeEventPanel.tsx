import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { lifeEventRequest, messages, ownTexts, type LifeEvent } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useAddLifeEvent, type LifeEventRequest } from '../api/useAddLifeEvent.ts';
import { useLifeEventTypes } from '../api/useLifeEventTypes.ts';
import { SectionState } from '../SectionState.tsx';
import parts from '../parts.module.css';

const t = ownTexts.profile;
type Values = z.input<typeof lifeEventRequest>;
type LifeEventField = keyof Values;
const fields: LifeEventField[] = ['typeId', 'eventDate', 'evidenceNote'];
const fieldId = (field: LifeEventField) => `life-event-${field}`;
const isField = (name: string): name is LifeEventField => (fields as string[]).includes(name);

export interface LifeEventPanelData {
  onAdded: (event: LifeEvent) => void;
}

/** The 'add-life-event' side panel: which event, when, and a note about the evidence. */
export default function AddLifeEventPanel({ data, close }: PanelBodyProps) {
  const { onAdded } = data as LifeEventPanelData;
  const types = useLifeEventTypes();
  const add = useAddLifeEvent();
  const { register, control, handleSubmit, setError, formState } = useForm<Values, unknown, LifeEventRequest>({
    resolver: zodResolver(lifeEventRequest),
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: { eventDate: '', evidenceNote: '' },
  });
  const [summaryKey, setSummaryKey] = useState(0);
  const [failed, setFailed] = useState(false);
  const typeId = useWatch({ control, name: 'typeId' });
  const chosen = types.data?.find((type) => type.id === typeId);

  const onValid = (request: LifeEventRequest) => {
    setFailed(false);
    add.mutate(request, {
      onSuccess: (event) => {
        onAdded(event);
        close({ success: true });
      },
      onError: (error) => {
        setFailed(true);
        const fieldErrors = Object.entries(error instanceof ApiError ? error.fieldErrors : {});
        for (const [field, message] of fieldErrors) if (isField(field)) setError(field, { type: 'server', message });
        if (fieldErrors.length > 0) setSummaryKey((k) => k + 1);
      },
    });
  };

  if (!types.isSuccess) return <SectionState isError={types.isError} onRetry={() => void types.refetch()} />;
  const errorOf = (field: LifeEventField) => formState.errors[field]?.message;
  const summary = fields.flatMap((field) => (errorOf(field) ? [{ fieldId: fieldId(field), message: errorOf(field) ?? '' }] : []));
  return (
    <form className={parts.form} noValidate onSubmit={handleSubmit(onValid, () => setSummaryKey((k) => k + 1))}>
      <p className="muted">{t.lifeEventsIntro}</p>
      {failed && (
        <Alert tone="error">
          <p>{messages.lifeEventError}</p>
        </Alert>
      )}
      {summaryKey > 0 && <ErrorSummary errors={summary} focusKey={summaryKey} />}
      <Field id={fieldId('typeId')} label={t.lifeEventType} hint={chosen?.description} error={errorOf('typeId')}>
        {(a11y) => (
          <select {...a11y} {...register('typeId', { valueAsNumber: true })}>
            <option value="">{t.choose}</option>
            {types.data.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('eventDate')} label={t.eventDate} error={errorOf('eventDate')}>
        {(a11y) => <input {...a11y} className={`${a11y.className} ${parts.narrow}`} type="date" {...register('eventDate')} />}
      </Field>
      <Field id={fieldId('evidenceNote')} label={t.evidenceNote} hint={t.evidenceHint} error={errorOf('evidenceNote')}>
        {(a11y) => <textarea {...a11y} rows={3} {...register('evidenceNote')} />}
      </Field>
      <div className={parts.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t.saving : t.addLifeEvent}
        </Button>
      </div>
    </form>
  );
}
