import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueTexts, createBenefitSchema, messages, ownTexts, type CatalogueYear, type CreateBenefit } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { adminBenefitPath } from '../../../../config/paths.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { FieldGroup } from '../../../../ui/FieldGroup.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import { Loading } from '../../../../ui/Loading.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import choice from '../../../../ui/choice.module.css';
import { useAddBenefit } from '../api/addBenefit.ts';
import { useBenefitTemplates } from '../api/benefitTemplates.ts';
import styles from './Benefits.module.css';

const t = catalogueTexts.library;
const fields = ['templateCode', 'name'] as const;
type FieldName = (typeof fields)[number];
const fieldId = (field: FieldName) => (field === 'templateCode' ? 'add-benefit-template' : 'add-benefit-name');

/** What the editor shows after "Add benefit" opened it (router state). */
export interface AddedState {
  added: string;
}

interface AddBenefitFormProps {
  clientId: number;
  year: CatalogueYear;
  onCancel: () => void;
}

/**
 * "Add benefit": the library's templates as a list of choices, each with its short description, and an optional name.
 * The benefit is added to the year shown, last in order, and its editor opens.
 */
export function AddBenefitForm({ clientId, year, onCancel }: AddBenefitFormProps) {
  const templates = useBenefitTemplates(clientId);
  const add = useAddBenefit(clientId);
  const navigate = useNavigate();
  const form = useForm<CreateBenefit, CreateBenefit, FieldName>({
    resolver: zodResolver(createBenefitSchema),
    defaultValues: { schemeYearId: year.id, name: '' },
    fields,
    fieldId,
  });
  const { register, errorOf } = form;
  const onSubmit = form.submit(
    async (values) => {
      const benefit = await add.mutateAsync({ ...values, schemeYearId: year.id });
      const state: AddedState = { added: benefit.draft.name };
      await navigate(adminBenefitPath(clientId, benefit.id), { state });
    },
    { failureText: (error) => errorText(error, messages.generic.somethingWrong) },
  );

  if (templates.isError) return <RetryAlert message={catalogueTexts.loadFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void templates.refetch()} />;
  if (!templates.data) return <Loading />;
  const error = errorOf('templateCode');
  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-labelledby="add-benefit-title" before={<h3 id="add-benefit-title">{t.heading}</h3>}>
      <p className="muted">{t.intro}</p>
      <FieldGroup legend={t.template.label} idBase="add-benefit-template" error={error}>
        <ul className={styles.templates}>
          {templates.data.templates.map((template, index) => {
            const id = index === 0 ? fieldId('templateCode') : `add-benefit-template-${template.code}`;
            return (
              <li key={template.code} className={styles.template}>
                <input
                  {...register('templateCode')}
                  id={id}
                  type="radio"
                  value={template.code}
                  className={choice.box}
                  aria-invalid={Boolean(error)}
                  aria-describedby={`${id}-description`}
                />
                <div className={styles.templateText}>
                  <label htmlFor={id} className={choice.label}>
                    {template.label}
                  </label>
                  <p id={`${id}-description`} className={styles.description}>
                    {template.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </FieldGroup>
      <Field id={fieldId('name')} label={t.name.label} hint={t.name.help} error={errorOf('name')}>
        {(a11y) => <input {...a11y} autoComplete="off" {...register('name')} />}
      </Field>
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.adding : t.add}
        </Button>
        <Button variant="secondary" disabled={form.busy} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}
