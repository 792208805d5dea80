import { benefitScreenTexts as t, type BenefitDetail, type Selection } from '@portal/contracts';
import { Button } from '../../../ui/Button.tsx';
import { isLiveStatus } from '../list/filterBenefits.ts';
import { openClaim, openStatement } from '../panels/panelData.ts';
import styles from './BenefitActions.module.css';

/** Statements for any selection; claims for live cover. */
export function BenefitActions({ benefit, selection }: { benefit: BenefitDetail; selection: Selection }) {
  const canClaim = benefit.kind === 'options' && isLiveStatus(selection.status);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => openStatement({ groupCode: benefit.groupCode, name: benefit.name, startDate: selection.startDate })}>
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
