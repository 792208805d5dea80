import { lazy } from 'react';
import { benefitPanelTitles as titles, messages } from '@portal/contracts';
import type { PanelRegistry } from '../../../ui/SidePanel/index.ts';
import type { BenefitTermsPanelData, ClaimPanelData, MedicalQuestionsPanelData, OptOutPanelData, StatementPanelData } from './panelData.ts';

declare module '../../../ui/SidePanel/panelStore.ts' {
  interface PanelDataMap {
    statement: StatementPanelData;
    'make-a-claim': ClaimPanelData;
    'opt-out': OptOutPanelData;
    'medical-questions': MedicalQuestionsPanelData;
    'benefit-terms': BenefitTermsPanelData;
  }
}

/** The benefits' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const benefitPanels = {
  statement: { title: (data) => titles.statement(data.name), component: lazy(() => import('./StatementPanel.tsx')) },
  'make-a-claim': { title: titles.claim, component: lazy(() => import('./MakeAClaimPanel.tsx')) },
  'opt-out': { title: titles.optOut, component: lazy(() => import('./OptOutPanel.tsx')) },
  'medical-questions': { title: titles.questions, component: lazy(() => import('./MedicalQuestionsPanel.tsx')) },
  'benefit-terms': { title: messages.content.terms, component: lazy(() => import('./BenefitTermsPanel.tsx')) },
} satisfies PanelRegistry;
