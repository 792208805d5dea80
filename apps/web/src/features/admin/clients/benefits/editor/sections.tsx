import type { ReactNode } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import {
  catalogueChangeRules,
  catalogueTexts,
  CATALOGUE_LIMITS,
  employmentStatusChoices,
  rolloverRules,
  type BenefitDraft,
  type CatalogueBenefit,
} from '@portal/contracts';
import { Button } from '../../../../../ui/Button.tsx';
import { FieldGroup } from '../../../../../ui/FieldGroup.tsx';
import { RadioGroup } from '../../../../../ui/RadioGroup.tsx';
import { CheckboxField, NumberField, TextField, type FormBits } from './controls.tsx';
import type { EditorValues } from './formValues.ts';
import styles from './Editor.module.css';

const f = catalogueTexts.fields;
const s = catalogueTexts.editor.sections;

/** A part of the editor under its own heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`benefit-${id}-title`}>
      <h3 id={`benefit-${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

/** Name, summary, description, category, terms with their version, and image. */
export function TextSection({ bits }: { bits: FormBits }) {
  return (
    <Section id="text" title={s.text}>
      <TextField bits={bits} path="name" label={f.name.label} hint={f.name.help} />
      <TextField bits={bits} path="summary" label={f.summary.label} hint={f.summary.help} />
      <TextField bits={bits} path="descriptionHtml" label={f.descriptionHtml.label} hint={f.descriptionHtml.help} rows={6} />
      <TextField bits={bits} path="category" label={f.category.label} hint={f.category.help} />
      <TextField bits={bits} path="termsHtml" label={f.termsHtml.label} hint={f.termsHtml.help} rows={6} />
      <NumberField bits={bits} path="termsVersion" label={f.termsVersion.label} hint={f.termsVersion.help} nullable whole />
      <TextField bits={bits} path="imageUrl" label={f.imageUrl.label} hint={f.imageUrl.help} type="url" />
    </Section>
  );
}

/** The medical questions asked when people choose the benefit, each maybe referring a "yes" for approval. */
export function QuestionsSection({ bits, control }: { bits: FormBits; control: Control<EditorValues, unknown, BenefitDraft> }) {
  const questions = useFieldArray({ control, name: 'medicalQuestions', keyName: 'key' });
  const q = f.medicalQuestions;
  return (
    <Section id="questions" title={s.medicalQuestions}>
      <FieldGroup legend={q.legend} hint={q.help} idBase={bits.idOf('medicalQuestions.group')} error={bits.errorOf('medicalQuestions')}>
        <ol className={styles.entries}>
          {questions.fields.map((question, index) => (
            <li key={question.key}>
              <fieldset className={styles.entry}>
                <legend>{q.entry(index + 1)}</legend>
                <TextField bits={bits} path={`medicalQuestions.${index}.id`} label={q.id.label} hint={q.id.help} />
                <TextField bits={bits} path={`medicalQuestions.${index}.text`} label={q.text.label} rows={2} />
                <CheckboxField bits={bits} path={`medicalQuestions.${index}.refer`} label={q.refer.label} />
                <div>
                  <Button variant="ghost" onClick={() => questions.remove(index)}>
                    {q.removeLabel(index + 1)}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {questions.fields.length < CATALOGUE_LIMITS.questionsMax && (
          <div>
            <Button variant="secondary" id={bits.idOf('medicalQuestions')} onClick={() => questions.append({ id: '', text: '', refer: true })}>
              {q.add}
            </Button>
          </div>
        )}
      </FieldGroup>
    </Section>
  );
}

/** Who may choose it: employment statuses, probation, service, ages, grades and locations. */
export function EligibilitySection({ bits }: { bits: FormBits }) {
  const e = f.eligibility;
  return (
    <Section id="eligibility" title={s.eligibility}>
      <FieldGroup
        legend={e.employmentStatuses.label}
        hint={e.employmentStatuses.help}
        idBase={bits.idOf('eligibility.employmentStatuses.group')}
        error={bits.errorOf('eligibility.employmentStatuses')}
      >
        {employmentStatusChoices.map((status, index) => (
          <CheckboxField
            key={status}
            bits={bits}
            path="eligibility.employmentStatuses"
            value={status}
            id={index === 0 ? bits.idOf('eligibility.employmentStatuses') : bits.idOf(`eligibility.employmentStatuses.${status}`)}
            label={e.employmentStatuses.choices[status]}
          />
        ))}
      </FieldGroup>
      <CheckboxField bits={bits} path="eligibility.availableInProbation" label={e.availableInProbation.label} hint={e.availableInProbation.help} />
      <div className={styles.grid}>
        <NumberField bits={bits} path="eligibility.minServiceMonths" label={e.minServiceMonths.label} hint={e.minServiceMonths.help} whole />
        <NumberField bits={bits} path="eligibility.minAge" label={e.minAge.label} hint={e.minAge.help} whole />
        <NumberField bits={bits} path="eligibility.maxAge" label={e.maxAge.label} hint={e.maxAge.help} whole />
      </div>
      <TextField bits={bits} path="eligibility.grades" label={e.grades.label} hint={`${e.grades.help} ${e.oneALine}`} rows={3} />
      <TextField bits={bits} path="eligibility.locations" label={e.locations.label} hint={`${e.locations.help} ${e.oneALine}`} rows={3} />
    </Section>
  );
}

/** When people may choose and change it, what the new year does to a choice, and whether each choice waits for approval. */
export function RulesSection({ bits }: { bits: FormBits }) {
  return (
    <Section id="rules" title={s.rules}>
      <RadioGroup
        id={bits.idOf('changeRule')}
        legend={f.changeRule.label}
        options={catalogueChangeRules.map((value) => ({ value, label: catalogueTexts.changeRules[value] }))}
        error={bits.errorOf('changeRule')}
        inputProps={bits.register('changeRule')}
      />
      <RadioGroup
        id={bits.idOf('rollover')}
        legend={f.rollover.label}
        options={rolloverRules.map((value) => ({ value, label: catalogueTexts.rolloverRules[value] }))}
        error={bits.errorOf('rollover')}
        inputProps={bits.register('rollover')}
      />
      <CheckboxField bits={bits} path="requiresApproval" label={f.requiresApproval.label} hint={f.requiresApproval.help} />
    </Section>
  );
}

/** The provider's name, and the e-mail address provider reports go to. */
export function ProviderSection({ bits }: { bits: FormBits }) {
  return (
    <Section id="provider" title={s.provider}>
      <TextField bits={bits} path="provider" label={f.provider.label} hint={f.provider.help} />
      <TextField bits={bits} path="providerEmail" label={f.providerEmail.label} hint={f.providerEmail.help} type="email" autoComplete="off" />
    </Section>
  );
}

/** The client's own FAQs shown with the benefit. */
export function FaqsSection({ bits, choices }: { bits: FormBits; choices: CatalogueBenefit['faqChoices'] }) {
  return (
    <Section id="faqs" title={s.faqs}>
      {choices.length === 0 ? (
        <p className="muted">{f.faqIds.none}</p>
      ) : (
        <FieldGroup legend={f.faqIds.label} hint={f.faqIds.help} idBase={bits.idOf('faqIds.group')} error={bits.errorOf('faqIds')}>
          {choices.map((faq, index) => (
            <CheckboxField
              key={faq.id}
              bits={bits}
              path="faqIds"
              value={String(faq.id)}
              id={index === 0 ? bits.idOf('faqIds') : bits.idOf(`faqIds.${faq.id}`)}
              label={faq.question}
            />
          ))}
        </FieldGroup>
      )}
    </Section>
  );
}

/** Where the benefit comes in the year's list. */
export function OrderSection({ bits }: { bits: FormBits }) {
  return (
    <Section id="order" title={s.order}>
      <NumberField bits={bits} path="sortOrder" label={f.sortOrder.label} hint={f.sortOrder.help} whole />
    </Section>
  );
}
