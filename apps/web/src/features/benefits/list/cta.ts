import { benefitScreenTexts as t, type BenefitSummary, type CtaType } from '@portal/contracts';
import { benefitManagePath, benefitPath, benefitSetupPath } from '../../../config/paths.ts';

export interface CtaLink {
  type: CtaType;
  label: string;
  to: string;
}

/** The benefit's button: choose it (wizard), change it (manage page), choose it again (wizard) or just look. */
export function ctaLink(benefit: Pick<BenefitSummary, 'id' | 'cta'>): CtaLink {
  const type = benefit.cta.type;
  const to = {
    select: benefitSetupPath(benefit.id),
    reapply: benefitSetupPath(benefit.id),
    edit: benefitManagePath(benefit.id),
    view: benefitPath(benefit.id),
  }[type];
  return { type, label: t.cta[type], to };
}
