import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { quoteTexts as t, type AdminUser, type BenefitDraft, type QuotePerson, type QuotePlan } from '@portal/contracts';
import { RadioGroup } from '../../../../../ui/RadioGroup.tsx';
import { useDebouncedValue } from '../../../../../ui/useDebouncedValue.ts';
import { useBenefitQuote } from '../../api/benefitQuote.ts';
import { quotePlanOf, type EditorValues } from '../editor/formValues.ts';
import { EmployeePicker } from './EmployeePicker.tsx';
import { FactsForm } from './FactsForm.tsx';
import { QuoteResult } from './QuoteResult.tsx';
import styles from './Quote.module.css';

type Mode = 'employee' | 'facts';
const modes: Mode[] = ['employee', 'facts'];

interface QuotePanelProps {
  clientId: number;
  benefitId: number;
  /** The editor's form: the quote uses its set-up, pricing, employer contribution and eligibility as they are now. */
  control: Control<EditorValues, unknown, BenefitDraft>;
}

/**
 * The quote panel beside the pricing and eligibility (issue 28 §2): an employee of the client (or typed details), and
 * what they would pay from the one pricing engine with the editor's current values, saved or not. The quote is asked
 * again, once typing stops, whenever those values change.
 */
export function QuotePanel({ clientId, benefitId, control }: QuotePanelProps) {
  const values = useWatch({ control }) as EditorValues;
  // Compared as text: the form hands a new object on every change, the plan is new only when a value is.
  const plan = useDebouncedValue(JSON.stringify(quotePlanOf(values)));
  const [mode, setMode] = useState<Mode>('employee');
  const [employee, setEmployee] = useState<AdminUser | null>(null);
  const [person, setPerson] = useState<QuotePerson | null>(null);
  const planValues = JSON.parse(plan) as QuotePlan | null;
  const quote = useBenefitQuote(clientId, benefitId, person && planValues ? { plan: planValues, person } : null);

  const chooseMode = (next: Mode) => {
    setMode(next);
    setEmployee(null);
    setPerson(null);
  };
  const chooseEmployee = (chosen: AdminUser | null) => {
    setEmployee(chosen);
    setPerson(chosen ? { kind: 'employee', employeeId: chosen.id } : null);
  };

  return (
    <section className={styles.panel} aria-labelledby="quote-title">
      <h3 id="quote-title">{t.heading}</h3>
      <p className={styles.muted}>{t.intro}</p>
      <RadioGroup
        id="quote-person-kind"
        legend={t.personKind.legend}
        options={modes.map((value) => ({ value, label: t.personKind[value] }))}
        value={mode}
        inputProps={{ name: 'quote-person-kind', onChange: (event) => chooseMode(event.target.value as Mode) }}
      />
      {mode === 'employee' ? <EmployeePicker clientId={clientId} chosen={employee} onChoose={chooseEmployee} /> : <FactsForm onQuote={setPerson} />}
      {person && <QuoteResult quote={quote} planInvalid={planValues === null} />}
    </section>
  );
}
