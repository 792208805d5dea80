import { benefitScreenTexts as t } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import type { PanelBodyProps } from '../../../ui/SidePanel/index.ts';
import { useWizardStore } from '../wizard/wizardStore.ts';
import styles from './panels.module.css';

/** 'benefit-terms': the benefit's terms; 'I accept' records their version as `accepted_terms`. */
export default function BenefitTermsPanel({ data, close }: PanelBodyProps<'benefit-terms'>) {
  const { terms } = data;
  const acceptTerms = useWizardStore((s) => s.acceptTerms);
  const accept = () => {
    acceptTerms(terms.version);
    close({ success: true });
  };
  return (
    <div className={styles.stack}>
      {/* The server sanitizes the terms. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: terms.content }} />
      <div className={styles.footer}>
        <Button onClick={accept}>{t.wizard.acceptTerms}</Button>
      </div>
    </div>
  );
}
