import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENQUIRY_COMMENTS_ROWS, enquiryFormSchema, ownTexts, type ContactPage, type EnquiryForm } from '@portal/contracts';
import { ApiError } from '../../api/client.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { Field } from '../../ui/Field.tsx';
import { enquiryFields, fieldId, loggedOutEnquirySchema, toEnquiryField } from './contactFormSchema.ts';
import { useSendEnquiry } from './useContactPage.ts';
import styles from './ContactPage.module.css';

interface ContactFormProps {
  options: ContactPage['enquiryOptions'];
  loggedIn: boolean;
  onSent: () => void;
}

const empty = (loggedIn: boolean): EnquiryForm =>
  loggedIn ? { subject: '', comments: '' } : { firstName: '', surname: '', email: '', subject: '', comments: '' };

export function ContactForm({ options, loggedIn, onSent }: ContactFormProps) {
  const form = useForm<EnquiryForm>({
    resolver: zodResolver(loggedIn ? enquiryFormSchema : loggedOutEnquirySchema),
    mode: 'onBlur',
    defaultValues: empty(loggedIn),
  });
  const { register, handleSubmit, setError, formState } = form;
  const send = useSendEnquiry();
  const [summaryKey, setSummaryKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);

  const onValid = (values: EnquiryForm) => {
    setServerError(null);
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        const apiError = error instanceof ApiError ? error : null;
        let fieldErrorCount = 0;
        for (const [serverField, message] of Object.entries(apiError?.fieldErrors ?? {})) {
          const field = toEnquiryField(serverField);
          if (field && (loggedIn ? field === 'subject' || field === 'comments' : true)) {
            setError(field, { type: 'server', message });
            fieldErrorCount++;
          }
        }
        setServerError(apiError?.detail ?? error.message);
        if (fieldErrorCount > 0) setSummaryKey((k) => k + 1);
      },
    });
  };

  const errorOf = (field: keyof EnquiryForm) => formState.errors[field]?.message;
  const summary = enquiryFields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, () => setSummaryKey((k) => k + 1))}>
      {serverError && (
        <Alert tone="error" title={ownTexts.contactSendError}>
          <p>{serverError}</p>
        </Alert>
      )}
      {summaryKey > 0 && <ErrorSummary errors={summary} focusKey={summaryKey} />}
      <p className="muted">{ownTexts.contactIntro}</p>

      {!loggedIn && (
        <div className={styles.row}>
          <Field id={fieldId('firstName')} label={ownTexts.contactFirstName} error={errorOf('firstName')}>
            {(a11y) => <input {...a11y} type="text" autoComplete="given-name" {...register('firstName')} />}
          </Field>
          <Field id={fieldId('surname')} label={ownTexts.contactSurname} error={errorOf('surname')}>
            {(a11y) => <input {...a11y} type="text" autoComplete="family-name" {...register('surname')} />}
          </Field>
        </div>
      )}
      {!loggedIn && (
        <Field id={fieldId('email')} label={ownTexts.contactEmail} error={errorOf('email')}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" spellCheck={false} {...register('email')} />}
        </Field>
      )}

      <Field id={fieldId('subject')} label={ownTexts.contactSubject} error={errorOf('subject')}>
        {(a11y) => (
          <select {...a11y} {...register('subject')}>
            <option value="">{ownTexts.contactSubjectPlaceholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId('comments')} label={ownTexts.contactComments} error={errorOf('comments')}>
        {(a11y) => <textarea {...a11y} rows={ENQUIRY_COMMENTS_ROWS} {...register('comments')} />}
      </Field>

      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending} aria-disabled={send.isPending}>
          {send.isPending ? ownTexts.sending : ownTexts.send}
        </Button>
      </div>
    </form>
  );
}
