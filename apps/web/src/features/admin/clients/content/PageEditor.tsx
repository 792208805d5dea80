import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { contentAdminTexts as t, pageSaveSchema, type ClientContent, type EditablePage } from '@portal/contracts';
import { ApiError } from '../../../../api/client.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveClientPage } from '../../api/saveClientPage.ts';

const formSchema = pageSaveSchema.pick({ title: true, html: true });
interface Values {
  title: string;
  html: string;
}

/** The privacy statement or the terms: title and HTML (sanitised by the server on save, as everywhere). */
export function PageEditor({ clientId, type, content }: { clientId: number; type: EditablePage; content: ClientContent }) {
  const page = content[type];
  const save = useSaveClientPage(clientId, type);
  const queryClient = useQueryClient();
  const name = type === 'terms' ? t.terms : t.privacy;
  const id = (field: keyof Values) => `page-${type}-${field}`;
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: page.title, html: page.html },
    fields: ['title', 'html'],
    fieldId: id,
  });
  const { register, errorOf } = form;

  const onSubmit = form.submit(
    async (values) => {
      const saved = await save.mutateAsync({ ...values, revision: page.revision });
      form.reset({ title: saved[type].title, html: saved[type].html });
    },
    {
      successText: t.saved,
      onFailure: (error) => {
        const current = error instanceof ApiError && error.status === 409 ? (error.body.current as ClientContent | undefined) : undefined;
        if (!current) return;
        queryClient.setQueryData(queryKeys.admin.clientContent(clientId), current);
        form.reset({ title: current[type].title, html: current[type].html });
      },
    },
  );

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-labelledby={`page-${type}-heading`}>
      <h3 id={`page-${type}-heading`}>{name}</h3>
      {type === 'terms' && <p className="muted">{t.termsHint}</p>}
      <Field id={id('title')} label={t.pageTitle} error={errorOf('title')}>
        {(a11y) => <input {...a11y} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id={id('html')} label={t.pageHtml} error={errorOf('html')}>
        {(a11y) => <textarea {...a11y} rows={12} {...register('html')} />}
      </Field>
      <div className={layout.buttons}>
        <Button type="submit" disabled={form.busy}>
          {t.savePage(name)}
        </Button>
      </div>
    </Form>
  );
}
