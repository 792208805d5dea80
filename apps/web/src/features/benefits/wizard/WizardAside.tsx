import { Link } from 'react-router';
import { benefitScreenTexts as t, type BenefitDetail } from '@portal/contracts';
import { benefitPath } from '../../../config/paths.ts';
import styles from './WizardAside.module.css';

/** Beside the wizard on wide screens: which benefit this is, who provides it, and whether it needs approval. */
export function WizardAside({ benefit }: { benefit: BenefitDetail }) {
  return (
    <aside className={styles.aside} aria-label={t.wizard.asideTitle}>
      {benefit.imageUrl && <img src={benefit.imageUrl} alt="" width={56} height={56} className={styles.image} />}
      <p className={styles.name}>{benefit.name}</p>
      <p className={styles.provider}>{t.list.provider(benefit.provider)}</p>
      <p>{benefit.summary}</p>
      {benefit.requiresApproval && <p className={styles.note}>{t.wizard.asideRequiresApproval}</p>}
      <Link to={benefitPath(benefit.id)}>{t.detail.about}</Link>
    </aside>
  );
}
