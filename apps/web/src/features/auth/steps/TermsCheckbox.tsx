import type { Path, PathValue } from 'react-hook-form';
import { messages, ownTexts } from '@portal/contracts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import type { AppForm } from '../../../ui/form/index.ts';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import styles from './TermsCheckbox.module.css';

interface TermsValues {
  termsAccepted: boolean;
}

/** The rule of the form's `termsAccepted` field. */
export const termsRule = { validate: (accepted: boolean) => (accepted ? undefined : messages.terms.required) };

interface TermsCheckboxProps<V extends TermsValues> {
  id: string;
  /** A form with a `termsAccepted` field, registered with `termsRule`. */
  form: AppForm<V>;
}

/** 'I have read the terms and conditions', with the terms one click away in the side panel; ticking clears its error. */
export function TermsCheckbox<V extends TermsValues>({ id, form }: TermsCheckboxProps<V>) {
  const openPanel = usePanels((s) => s.openPanel);
  const field = 'termsAccepted' as Path<V>;
  return (
    <div className={styles.terms}>
      <button type="button" className={styles.read} onClick={() => openPanel('terms')}>
        {ownTexts.readTerms}
      </button>
      <Checkbox
        id={id}
        label={messages.terms.checkbox}
        checked={form.watch(field) as boolean}
        error={form.errorOf(field)}
        onChange={(event) => {
          form.setValue(field, event.target.checked as PathValue<V, Path<V>>);
          if (event.target.checked) form.clearErrors(field);
        }}
      />
    </div>
  );
}
