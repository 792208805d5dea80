import { employeeDataTexts, messages } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useMagicLink } from '../api/magicLink.ts';
import sections from '../../../ui/SidePanel/PanelSections.module.css';

const t = employeeDataTexts.panel;

/** Spec §6: an employer opens a one-time login link for one of their people with their own password (audited). */
export function MagicLinkForm({ clientId, employeeId }: { clientId: number; employeeId: number }) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' }, fields: ['password'] });
  const link = useMagicLink(clientId, employeeId);
  const onSubmit = form.submit(
    async ({ password }) => {
      const { url } = await link.mutateAsync(password);
      window.open(url, '_blank', 'noopener');
      form.reset();
    },
    {
      successText: t.linkOpened,
      failureText: (error) => errorText(error, t.linkFailed, { besideFields: true, server: messages.generic.somethingWrong }),
    },
  );
  return (
    <section className={sections.block}>
      <h3>{t.magicLinkHeading}</h3>
      <Form form={form} onSubmit={onSubmit} summary={false} before={<p>{t.magicLinkIntro}</p>}>
        <Field id={`magic-link-password-${employeeId}`} label={t.yourPassword} error={form.errorOf('password')}>
          {(props) => <PasswordInput {...props} autoComplete="current-password" {...form.register('password', { required: messages.generic.required })} />}
        </Field>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.openingLink : t.openLink}
        </Button>
      </Form>
    </section>
  );
}
