import type { Control, FieldValues } from 'react-hook-form';
import { catalogueTexts as t, contributionWords, messages, pricingWords, type CatalogueBenefit } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import { Button } from '../../../../../ui/Button.tsx';
import { FieldError } from '../../../../../ui/Field.tsx';
import { Form } from '../../../../../ui/form/index.ts';
import type { SummaryError } from '../../../../../ui/ErrorSummary.tsx';
import layout from '../../../../../ui/form/layout.module.css';
import { newerBenefit } from '../../api/benefit.ts';
import { useSaveBenefit } from '../../api/saveBenefit.ts';
import { bitsOf, controlId } from './controls.tsx';
import { errorList, type EditorValues } from './formValues.ts';
import { ContributionEditor, PricingEditor } from './PricingEditor.tsx';
import { EligibilitySection, FaqsSection, OrderSection, ProviderSection, QuestionsSection, RulesSection, Section, TextSection } from './sections.tsx';
import { SetupSection } from './SetupSection.tsx';
import type { BenefitForm } from './useBenefitForm.ts';
import styles from './Editor.module.css';

export const EDITOR_PREFIX = 'benefit';
/** Where the read-only pricing's link leads: the price change section. */
export const PRICE_CHANGES_ID = 'price-changes';

/** The failed form's errors in page order (the order of their controls), for the summary at its top. */
function pageOrder(errors: SummaryError[]): SummaryError[] {
  const at = (entry: SummaryError) => document.getElementById(entry.fieldId);
  return [...errors].sort((a, b) => {
    const x = at(a);
    const y = at(b);
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** A benefit people chose: its price and employer contribution as they are, changed from a date below the form. */
function LockedPricing({ benefit, values, error }: { benefit: CatalogueBenefit; values: EditorValues; error?: string }) {
  const options = values.setup.options.map((option) => ({ value: option.value, label: option.label }));
  return (
    <div className={styles.part}>
      {error && <FieldError>{error}</FieldError>}
      <dl className={styles.facts}>
        <div>
          <dt>{t.fields.pricingKind.label}</dt>
          <dd>
            {t.pricingKinds[benefit.draft.pricing.kind]}: {pricingWords(benefit.draft.pricing, options)}
          </dd>
        </div>
        <div>
          <dt>{t.fields.employerContribution.kind.label}</dt>
          <dd>{contributionWords(benefit.draft.employerContribution)}</dd>
        </div>
      </dl>
      <p>{t.editor.pricingLocked}</p>
      <p>
        <a href={`#${PRICE_CHANGES_ID}`}>{t.editor.changePrice}</a>
      </p>
    </div>
  );
}

interface BenefitEditorProps {
  clientId: number;
  benefit: CatalogueBenefit;
  editor: BenefitForm;
}

/**
 * The benefit editor (issue 28 §1): one form of sections (text, set-up, medical questions, pricing, employer contribution,
 * eligibility, rules, provider, related questions, order), saved with "Save benefit". The server's field errors land on
 * their fields (an age band's lowest age, an option's price) and nothing typed is lost; a 409 shows the newer values.
 */
export function BenefitEditor({ clientId, benefit, editor }: BenefitEditorProps) {
  const { form, options } = editor;
  const save = useSaveBenefit(clientId, benefit.id);
  const bits = bitsOf(form, EDITOR_PREFIX);
  const control = form.control as unknown as Control<FieldValues>;
  const summary = pageOrder(errorList(form.formState.errors).map(({ path, message }) => ({ fieldId: controlId(EDITOR_PREFIX, path), message })));
  const onSubmit = form.submit((draft) => save.mutateAsync({ ...draft, version: benefit.version }), {
    successText: t.editor.saved,
    failureText: (error) => (newerBenefit(error) ? t.changedSinceOpened : errorText(error, messages.generic.somethingWrong)),
  });
  const inUse = benefit.inUse > 0;
  const optionList = (form.watch('setup.options') ?? []).map((option) => ({ value: option.value.trim(), label: option.label }));
  const pricingError = bits.errorOf('pricing') ?? bits.errorOf('employerContribution');

  return (
    <Form form={{ ...form, summary }} className={styles.form} onSubmit={onSubmit} aria-label={t.editor.heading(benefit.draft.name)}>
      <TextSection bits={bits} />
      <SetupSection bits={bits} control={control} options={options} inUse={inUse} usedOptions={benefit.usedOptions} />
      <QuestionsSection bits={bits} control={form.control} />
      <Section id="pricing" title={t.editor.sections.pricing}>
        {benefit.pricingLocked ? (
          <LockedPricing benefit={benefit} values={form.getValues()} error={pricingError} />
        ) : (
          <PricingEditor bits={bits} control={control} options={optionList} current={() => form.getValues('pricing')} />
        )}
      </Section>
      {!benefit.pricingLocked && (
        <Section id="contribution" title={t.editor.sections.employerContribution}>
          <ContributionEditor bits={bits} control={control} />
        </Section>
      )}
      <EligibilitySection bits={bits} />
      <RulesSection bits={bits} />
      <ProviderSection bits={bits} />
      <FaqsSection bits={bits} choices={benefit.faqChoices} />
      <OrderSection bits={bits} />
      <div className={`${layout.buttons} ${layout.start}`}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t.editor.saving : t.editor.save}
        </Button>
      </div>
    </Form>
  );
}
