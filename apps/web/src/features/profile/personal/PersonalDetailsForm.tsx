import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TITLES, ownTexts, profileUpdateSchema, type Profile, type ProfileUpdate } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorSummary } from '../../../ui/ErrorSummary.tsx';
import { Field } from '../../../ui/Field.tsx';
import { useUpdateProfile } from '../api/useUpdateProfile.ts';
import { failureText } from '../failureText.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { ContactPreferences } from './ContactPreferences.tsx';
import { isPersonalField, personalFieldId, personalFields, personalValuesOf, type PersonalValues } from './personalForm.ts';
import parts from '../parts.module.css';

const t = ownTexts.profile;
type Outcome = { tone: 'success' } | { tone: 'error'; message: string } | null;

/** Title, preferred name, phone, contact preferences and avatar: what the employee may change. */
export function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const { register, handleSubmit, control, reset, setError, formState } = useForm<PersonalValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    // The error summary takes the focus (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: personalValuesOf(profile),
  });
  const save = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [summaryKey, setSummaryKey] = useState(0);

  const onValid = (update: ProfileUpdate) => {
    setOutcome(null);
    save.mutate(update, {
      onSuccess: (saved) => {
        reset(personalValuesOf(saved));
        setOutcome({ tone: 'success' });
      },
      onError: (error) => {
        const fieldErrors = Object.entries(error instanceof ApiError ? error.fieldErrors : {});
        for (const [field, message] of fieldErrors) if (isPersonalField(field)) setError(field, { type: 'server', message });
        if (fieldErrors.length > 0) setSummaryKey((k) => k + 1);
        setOutcome({ tone: 'error', message: failureText(error) });
      },
    });
  };

  const errorOf = (field: (typeof personalFields)[number]) => formState.errors[field]?.message;
  const summary = personalFields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: personalFieldId(field), message }] : [];
  });

  return (
    <form className={parts.form} noValidate onSubmit={handleSubmit(onValid, () => setSummaryKey((k) => k + 1))}>
      {outcome?.tone === 'success' && (
        <Alert tone="success">
          <p>{t.saved}</p>
        </Alert>
      )}
      {outcome?.tone === 'error' && (
        <Alert tone="error" title={t.saveError}>
          <p>{outcome.message}</p>
        </Alert>
      )}
      {summaryKey > 0 && <ErrorSummary errors={summary} focusKey={summaryKey} />}
      <div className={parts.row}>
        <Field id={personalFieldId('title')} label={t.title} error={errorOf('title')}>
          {(a11y) => (
            <select {...a11y} className={`${a11y.className} ${parts.narrow}`} {...register('title', { setValueAs: (v: string) => v || undefined })}>
              <option value="">{t.choose}</option>
              {TITLES.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={personalFieldId('preferredName')} label={t.preferredName} hint={t.preferredNameHint} error={errorOf('preferredName')}>
          {(a11y) => <input {...a11y} type="text" autoComplete="nickname" {...register('preferredName')} />}
        </Field>
      </div>
      <Field id={personalFieldId('phone')} label={t.phone} hint={t.phoneHint} error={errorOf('phone')}>
        {(a11y) => <input {...a11y} className={`${a11y.className} ${parts.narrow}`} type="tel" autoComplete="tel" {...register('phone')} />}
      </Field>
      <ContactPreferences register={register} />
      {profile.avatars.length > 0 && (
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <AvatarPicker avatars={profile.avatars} value={field.value ?? null} current={profile.personal.avatar} onChange={field.onChange} />
          )}
        />
      )}
      <div className={`${parts.buttons} ${parts.start}`}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
