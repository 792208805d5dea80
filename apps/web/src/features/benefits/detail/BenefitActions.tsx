import { benefitScreenTexts as t, type BenefitDetail, type Selection } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { isLiveStatus } from '../list/filterBenefits.ts';
import { openClaim, openStatement } from '../panels/panelData.ts';
import styles from './BenefitActions.module.css';

/** Statements for any selection; claims for live cover. */
export function BenefitActions({ benefit, selection }: { benefit: BenefitDetail; selection: Selection }) {
  const live = isLiveStatus(selection.status);
  const canClaim = benefit.kind === 'options' && live;
  return (
    <div className={styles.actions}>
      {/* Only live cover is still to start; cover cancelled before its start never will. */}
      <Button variant="secondary" onClick={() => openStatement({ groupCode: benefit.groupCode, name: benefit.name, startDate: live ? selection.startDate : null })}>
        {t.detail.statements}
      </Button>
      {canClaim && (
        <Button variant="secondary" onClick={() => openClaim({ name: benefit.name, provider: benefit.provider })}>
          {t.detail.claim}
        </Button>
      )}
    </div>
  );
}
