import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TITLES, messages, ownTexts, profileUpdateSchema, type Profile, type ProfileUpdate } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { useUpdateProfile } from '../api/useUpdateProfile.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { ContactPreferences } from './ContactPreferences.tsx';
import { personalFieldId, personalFields, personalValuesOf, type PersonalField, type PersonalValues } from './personalForm.ts';
import layout from '../../../ui/form/layout.module.css';
import parts from '../parts.module.css';

const t = ownTexts.profile;

/** Title, preferred name, phone, contact preferences and avatar: what the employee may change. */
export function PersonalDetailsForm({ profile }: { profile: Profile }) {
  const form = useForm<PersonalValues, ProfileUpdate, PersonalField>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: personalValuesOf(profile),
    fields: personalFields,
    fieldId: personalFieldId,
  });
  const { register, control, reset, errorOf } = form;
  const save = useUpdateProfile();

  // A refusal marks its fields and says so above them too.
  const onSubmit = form.submit(
    async (update) => {
      reset(personalValuesOf(await save.mutateAsync(update)));
    },
    { successText: t.saved, serverErrors: 'both', failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} failureTitle={t.saveError}>
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
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
      </div>
    </Form>
  );
}
