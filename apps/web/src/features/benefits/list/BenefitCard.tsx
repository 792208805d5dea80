import { Link } from 'react-router';
import { benefitScreenTexts as t, formatPounds, type BenefitSummary } from '@portal/contracts';
import { benefitPath } from '../../../config/paths.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ctaLink } from './cta.ts';
import { isLiveStatus, statusTone } from './filterBenefits.ts';
import styles from './BenefitCard.module.css';

/**
 * One benefit on My benefits: picture, name, provider, summary, selection status and its button; `note`: a line about
 * it (next year's card says what the new year does to this year's choice).
 */
export function BenefitCard({ benefit, note }: { benefit: BenefitSummary; note?: string | null }) {
  const cta = ctaLink(benefit);
  const selection = benefit.selection;
  const message = benefit.availability.locked ? benefit.availability.message : null;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        {benefit.imageUrl && <img className={styles.image} src={benefit.imageUrl} alt={t.list.imageAlt} width={56} height={56} />}
        <div className={styles.meta}>
          <span className={styles.category}>{benefit.category}</span>
          {selection && <Badge tone={statusTone(selection.status)}>{selection.statusLabel}</Badge>}
        </div>
      </div>
      <h2 className={styles.name}>
        <Link to={benefitPath(benefit.id)}>{benefit.name}</Link>
      </h2>
      <p className={styles.provider}>{t.list.provider(benefit.provider)}</p>
      <p className={styles.summary}>{benefit.summary}</p>
      {selection && isLiveStatus(selection.status) && selection.employeeCost > 0 && (
        <p className={styles.cost}>{t.list.monthly(formatPounds(selection.employeeCost))}</p>
      )}
      {selection?.changePending && <p className={styles.pending}>{t.list.changePending}</p>}
      {message && <p className={styles.locked}>{message}</p>}
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.actions}>
        <ButtonLink to={cta.to} variant={cta.type === 'view' ? 'secondary' : 'primary'}>
          {cta.label} <span className="visually-hidden">{benefit.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
