import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';

// Only lazy imports here: this file is in the first load, the pages are not.
const steps: RouteObject[] = [
  { path: 'option', lazy: () => import('./wizard/steps/OptionStep.tsx') },
  { path: 'amount', lazy: () => import('./wizard/steps/AmountStep.tsx') },
  { path: 'people', lazy: () => import('./wizard/steps/PeopleStep.tsx') },
  { path: 'start-date', lazy: () => import('./wizard/steps/StartDateStep.tsx') },
  { path: 'questions', lazy: () => import('./wizard/steps/QuestionsStep.tsx') },
  { path: 'terms', lazy: () => import('./wizard/steps/TermsStep.tsx') },
  { path: 'summary', lazy: () => import('./wizard/steps/SummaryStep.tsx') },
  { path: 'done', lazy: () => import('./wizard/steps/DoneStep.tsx') },
];

/** My benefits, a benefit, its setup wizard (one nested route per step) and its manage page. */
export const benefitRoutes: RouteObject[] = [
  { path: paths.app.myBenefits, lazy: () => import('./list/MyBenefitsPage.tsx') },
  { path: paths.app.benefit, lazy: () => import('./detail/BenefitPage.tsx') },
  { path: paths.app.benefitManage, lazy: () => import('./manage/ManagePage.tsx') },
  { path: paths.app.benefitNominations, lazy: () => import('./nominations/NominationsPage.tsx') },
  { path: paths.app.benefitSetup, lazy: () => import('./wizard/SetupLayout.tsx'), children: steps },
];
