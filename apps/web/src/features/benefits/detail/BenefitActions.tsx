import { benefitScreenTexts as t, type BenefitDetail, type Selection } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { isLiveStatus } from '../list/filterBenefits.ts';
import { openClaim, openStatement } from '../panels/panelData.ts';
import styles from './BenefitActions.module.css';

/** Statements for live cover and for ended cover that was paid for; claims for live cover. */
export function BenefitActions({ benefit, selection }: { benefit: BenefitDetail; selection: Selection }) {
  const live = isLiveStatus(selection.status);
  const canClaim = benefit.kind === 'options' && live;
  // Cover cancelled before it started (or refused) never had a payment: it has no statement to show.
  const hasStatement = live || selection.lastPayment !== null;
  if (!hasStatement && !canClaim) return null;
  return (
    <div className={styles.actions}>
      {/* Only live cover is still to start; cover cancelled before its start never will. */}
      {hasStatement && (
        <Button
          variant="secondary"
          onClick={() => openStatement({ groupCode: benefit.groupCode, name: benefit.name, startDate: live ? selection.startDate : null })}
        >
          {t.detail.statements}
        </Button>
      )}
      {canClaim && (
        <Button variant="secondary" onClick={() => openClaim({ name: benefit.name, provider: benefit.provider })}>
          {t.detail.claim}
        </Button>
      )}
    </div>
  );
}
