import { lazy } from 'react';
import { benefitPanelTitles as titles, messages } from '@portal/contracts';
import type { OverlayRegistry, PanelType } from '../../../ui/SidePanel/index.ts';

const nameOf = (data: unknown) => (data as { name?: string } | null)?.name ?? '';

/** The benefits' side panels, for the registry in app/overlays.ts; each body loads when it opens. */
export const benefitPanels: OverlayRegistry<PanelType> = {
  statement: { title: (data) => titles.statement(nameOf(data)), component: lazy(() => import('./StatementPanel.tsx')) },
  'make-a-claim': { title: titles.claim, component: lazy(() => import('./MakeAClaimPanel.tsx')) },
  'opt-out': { title: titles.optOut, component: lazy(() => import('./OptOutPanel.tsx')) },
  'medical-questions': { title: titles.questions, component: lazy(() => import('./MedicalQuestionsPanel.tsx')) },
  'benefit-terms': { title: messages.content.terms, component: lazy(() => import('./BenefitTermsPanel.tsx')) },
};
