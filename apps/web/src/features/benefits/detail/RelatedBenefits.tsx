import { Link } from 'react-router';
import { benefitScreenTexts as t } from '@portal/contracts';
import { benefitPath } from '../../../config/paths.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { useRelatedBenefits } from '../api/relatedBenefits.ts';
import { statusTone } from '../list/filterBenefits.ts';
import styles from './RelatedBenefits.module.css';

/** Other benefits of the same category; nothing when there are none. */
export function RelatedBenefits({ benefitId }: { benefitId: number }) {
  const benefits = useRelatedBenefits(benefitId).data ?? [];
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="related-benefits" className={styles.related}>
      <h2 id="related-benefits">{t.detail.relatedBenefits}</h2>
      <ul className={styles.list}>
        {benefits.map((benefit) => (
          <li key={benefit.id}>
            <Link to={benefitPath(benefit.id)} className={styles.item}>
              {benefit.imageUrl && <img src={benefit.imageUrl} alt="" width={40} height={40} className={styles.image} />}
              <span className={styles.text}>
                <span className={styles.name}>{benefit.name}</span>
                <span className={styles.summary}>{benefit.summary}</span>
              </span>
              {benefit.selection && <Badge tone={statusTone(benefit.selection.status)}>{benefit.selection.statusLabel}</Badge>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
