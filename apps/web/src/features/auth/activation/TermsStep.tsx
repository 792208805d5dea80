import { ownTexts } from '@portal/contracts';
import { Form, useForm } from '../../../ui/form/index.ts';
import { StepButtons } from '../../../ui/form/StepButtons.tsx';
import { TermsCheckbox, termsRule } from '../steps/TermsCheckbox.tsx';
import form from '../../../ui/form/layout.module.css';

export function TermsStep({ onBack, onSubmit }: { onBack: () => void; onSubmit: () => Promise<void> }) {
  const termsForm = useForm<{ termsAccepted: boolean }>({ defaultValues: { termsAccepted: false }, reValidateMode: 'onSubmit' });
  termsForm.register('termsAccepted', termsRule);
  const submit = termsForm.submit(() => onSubmit());

  return (
    <Form form={termsForm} className={form.form} onSubmit={submit} summary={false}>
      <TermsCheckbox id="activation-terms" form={termsForm} />
      <StepButtons backLabel={ownTexts.back} onBack={onBack} submitLabel={ownTexts.activate} busy={termsForm.busy} />
    </Form>
  );
}
