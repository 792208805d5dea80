import { benefitScreenTexts as t, type BenefitDetail } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ctaLink } from '../list/cta.ts';
import { windowNote } from './windowNote.ts';
import styles from './BenefitSummaryHeader.module.css';

/** Picture, provider, summary and what the employee can do with the benefit now. */
export function BenefitSummaryHeader({ benefit }: { benefit: BenefitDetail }) {
  const cta = ctaLink(benefit);
  const notice = benefit.availability.locked ? benefit.availability.message : benefit.kind === 'information' ? null : windowNote(benefit.changeWindow);
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        {benefit.imageUrl && <img src={benefit.imageUrl} alt="" width={72} height={72} className={styles.image} />}
        <div>
          <p className={styles.provider}>{t.list.provider(benefit.provider)}</p>
          <p className={styles.summary}>{benefit.summary}</p>
        </div>
      </div>
      {notice && (
        <Alert tone="info">
          <p>{notice}</p>
        </Alert>
      )}
      {cta.type !== 'view' && (
        <div>
          <ButtonLink to={cta.to}>{cta.type === 'edit' ? t.detail.manage : cta.label}</ButtonLink>
        </div>
      )}
    </div>
  );
}
