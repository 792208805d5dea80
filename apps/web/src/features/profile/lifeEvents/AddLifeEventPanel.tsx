import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { lifeEventRequest, messages, ownTexts, type LifeEvent } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useAddLifeEvent, type LifeEventRequest } from '../api/useAddLifeEvent.ts';
import { useLifeEventTypes } from '../api/useLifeEventTypes.ts';
import { SectionState } from '../SectionState.tsx';
import layout from '../../../ui/form/layout.module.css';
import parts from '../parts.module.css';

const t = ownTexts.profile;
type Values = z.input<typeof lifeEventRequest>;
const fields = ['typeId', 'eventDate', 'evidenceNote'] as const;
const fieldId = (field: keyof Values) => `life-event-${field}`;

export interface LifeEventPanelData {
  onAdded: (event: LifeEvent) => void;
}

/** The 'add-life-event' side panel: which event, when, and a note about the evidence. */
export default function AddLifeEventPanel({ data, close }: PanelBodyProps<'add-life-event'>) {
  const { onAdded } = data;
  const types = useLifeEventTypes();
  const add = useAddLifeEvent();
  const form = useForm<Values, LifeEventRequest>({
    resolver: zodResolver(lifeEventRequest),
    defaultValues: { eventDate: '', evidenceNote: '' },
    fields,
    fieldId,
  });
  const { register, control, errorOf } = form;
  const typeId = useWatch({ control, name: 'typeId' });
  const chosen = types.data?.find((type) => type.id === typeId);

  // Any failure says the spec's message; a refusal also marks its fields.
  const onSubmit = form.submit(
    async (request) => {
      onAdded(await add.mutateAsync(request));
      close({ success: true });
    },
    { serverErrors: 'both', failureText: () => messages.lifeEventError },
  );

  if (!types.isSuccess) return <SectionState isError={types.isError} onRetry={() => void types.refetch()} />;
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} before={<p className="muted">{t.lifeEventsIntro}</p>}>
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
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          {ownTexts.cancel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.addLifeEvent}
        </Button>
      </div>
    </Form>
  );
}
