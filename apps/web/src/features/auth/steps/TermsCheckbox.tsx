import { messages, ownTexts } from '@portal/contracts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import styles from './TermsCheckbox.module.css';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** 'I have read the terms and conditions', with the terms one click away in the side panel. */
export function TermsCheckbox({ id, checked, error, onChange }: TermsCheckboxProps) {
  const openPanel = usePanels((s) => s.openPanel);
  return (
    <div className={styles.terms}>
      <button type="button" className={styles.read} onClick={() => openPanel('terms')}>
        {ownTexts.readTerms}
      </button>
      <Checkbox id={id} label={messages.terms.checkbox} checked={checked} error={error} onChange={(event) => onChange(event.target.checked)} />
    </div>
  );
}
