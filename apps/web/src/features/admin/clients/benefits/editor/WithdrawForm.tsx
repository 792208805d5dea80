import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueTexts, formatLongDate, messages, withdrawBenefitSchema, type CatalogueBenefit } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import { Button } from '../../../../../ui/Button.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../../ui/form/index.ts';
import layout from '../../../../../ui/form/layout.module.css';
import { newerBenefit } from '../../api/benefit.ts';
import { useWithdrawBenefit } from '../../api/withdrawBenefit.ts';
import styles from './Editor.module.css';

const t = catalogueTexts.withdraw;
const schema = withdrawBenefitSchema.pick({ withdrawnOn: true });
interface Values {
  withdrawnOn: string;
}

/** Withdraws the benefit from a day (today unless another is chosen): not offered from then, choices end the day before. */
export function WithdrawForm({ clientId, benefit }: { clientId: number; benefit: CatalogueBenefit }) {
  const withdraw = useWithdrawBenefit(clientId, benefit.id);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { withdrawnOn: benefit.today },
    fields: ['withdrawnOn'],
    fieldId: () => 'benefit-withdrawn-on',
  });
  const { register, errorOf, reset } = form;
  const withdrawnOn = useWatch({ control: form.control, name: 'withdrawnOn' });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the benefit is new
  useEffect(() => reset({ withdrawnOn: benefit.withdrawnOn ?? benefit.today }), [benefit.version, reset]);
  const onSubmit = form.submit((values) => withdraw.mutateAsync({ ...values, version: benefit.version }), {
    successText: t.withdrawn(benefit.draft.name, formatLongDate(withdrawnOn)),
    failureText: (error) => (newerBenefit(error) ? catalogueTexts.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  return (
    <Form form={form} className={`${layout.form} ${styles.danger}`} onSubmit={onSubmit} aria-labelledby="withdraw-title" summary={false}>
      <h3 id="withdraw-title">{t.heading(benefit.draft.name)}</h3>
      <p>{t.intro}</p>
      {benefit.withdrawnOn && <p>{catalogueTexts.withdrawnFrom(formatLongDate(benefit.withdrawnOn))}</p>}
      <Field id="benefit-withdrawn-on" label={t.withdrawnOn.label} hint={t.withdrawnOn.help} error={errorOf('withdrawnOn')}>
        {(a11y) => <input {...a11y} type="date" min={benefit.today} {...register('withdrawnOn')} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? t.busy : t.yes}
        </Button>
      </div>
    </Form>
  );
}
