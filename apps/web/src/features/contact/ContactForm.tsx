import { ENQUIRY_COMMENTS_ROWS, enquiryFormSchema, messages, ownTexts, type ContactPage, type EnquiryForm } from '@portal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorText } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Form, useForm } from '../../ui/form/index.ts';
import { enquiryFields, fieldId, loggedOutEnquirySchema, toEnquiryField } from './contactFormSchema.ts';
import { useSendEnquiry } from './api/sendEnquiry.ts';
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
    shouldFocusError: true,
    defaultValues: empty(loggedIn),
    fields: enquiryFields,
    fieldId,
    serverField: (name) => {
      const field = toEnquiryField(name);
      return field && (loggedIn ? field === 'subject' || field === 'comments' : true) ? field : undefined;
    },
  });
  const { register, errorOf } = form;
  const send = useSendEnquiry();

  const onSubmit = form.submit(
    async (values) => {
      await send.mutateAsync(values);
      onSent();
    },
    {
      serverErrors: 'both',
      failureText: (error) => errorText(error, messages.generic.somethingWrong, { besideFields: true, network: messages.generic.failedToFetch }),
    },
  );

  return (
    <Form form={form} className={styles.form} onSubmit={onSubmit} failureTitle={ownTexts.contactSendError}>
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
        <Button type="submit" disabled={form.busy} aria-disabled={form.busy}>
          {form.busy ? ownTexts.sending : ownTexts.send}
        </Button>
      </div>
    </Form>
  );
}
