import { useEffect, type ReactNode } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { errorText } from '../../api/errors.ts';
import { CodeInput, isCompleteCode } from '../CodeInput.tsx';
import { Form } from './Form.tsx';
import { StepButtons } from './StepButtons.tsx';
import { useForm } from './useForm.ts';
import form from './layout.module.css';

interface CodeFormProps {
  submitLabel: string;
  onBack: () => void;
  /**
   * Runs with a complete code; a failure shows above the boxes (spec §8 two-factor): the server's words for a refused
   * code or a lock, 'There was an error connecting to the server' otherwise.
   */
  onCode: (code: string) => unknown;
  /** Above the code boxes, e.g. the QR code to scan. */
  before?: ReactNode;
  /** A refusal of an earlier code, shown until the next try. */
  error?: string;
  autoFocus?: boolean;
}

/** A two-factor code form: six boxes, back and submit. */
export function CodeForm({ submitLabel, onBack, onCode, before, error, autoFocus }: CodeFormProps) {
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const { register, setError, setValue } = codeForm;
  register('code', { validate: (code) => (isCompleteCode(code) ? undefined : ownTexts.mfaCodeRequired) });
  useEffect(() => {
    if (error) setError('code', { type: 'server', message: error });
  }, [error, setError]);
  const submit = codeForm.submit(({ code }) => onCode(code), {
    serverErrors: 'alert',
    failureText: (failure) => errorText(failure, messages.twoFactor.serverError),
  });

  return (
    <Form form={codeForm} className={form.form} onSubmit={submit} before={before} summary={false}>
      <CodeInput legend={ownTexts.mfaCodeRequired} error={codeForm.errorOf('code')} onChange={(code) => setValue('code', code)} autoFocus={autoFocus} />
      <StepButtons backLabel={ownTexts.back} onBack={onBack} submitLabel={submitLabel} busy={codeForm.busy} />
    </Form>
  );
}
