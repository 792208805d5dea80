import { nominationTexts as t } from '@portal/contracts';
import { benefitNominationsPath } from '../../../config/paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Card } from '../../../ui/Card.tsx';
import styles from './BenefitPage.module.css';

/** Life cover someone has: where they tell the trustees who should receive it. */
export function NominateCard({ benefitId }: { benefitId: number }) {
  return (
    <Card className={styles.nominate}>
      <h2 className={styles.sectionTitle}>{t.cardTitle}</h2>
      <p>{t.linkHint}</p>
      <div>
        <ButtonLink to={benefitNominationsPath(benefitId)} variant="secondary">
          {t.link}
        </ButtonLink>
      </div>
    </Card>
  );
}
