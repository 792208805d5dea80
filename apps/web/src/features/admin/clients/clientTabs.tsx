import type { ReactElement } from 'react';
import {
  apiAccessTexts,
  brandingTexts,
  catalogueTexts,
  clientAdminTexts,
  contentAdminTexts,
  retentionTexts,
  schemeYearTexts,
  signOnTexts,
  type ClientDetail,
} from '@portal/contracts';
import { AdministratorsTab } from './AdministratorsTab.tsx';
import { BenefitEditorPage } from './benefits/editor/BenefitEditorPage.tsx';
import { BenefitsTab } from './benefits/BenefitsTab.tsx';
import { RolloverPage } from './benefits/rollover/RolloverPage.tsx';
import { BrandingTab } from './branding/BrandingTab.tsx';
import { ContentTab } from './content/ContentTab.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { FeaturesTab } from './FeaturesTab.tsx';
import { ReadinessTab } from './ReadinessTab.tsx';
import { SchemeYearsTab } from './scheme-years/SchemeYearsTab.tsx';
import { SignOnTab } from './sign-on/SignOnTab.tsx';
import { WebhooksTab, webhooksTabLabel } from './webhooks/WebhooksTab.tsx';
import { ApiAccessTab } from './api-access/ApiAccessTab.tsx';
import { DataProtectionTab } from './data-protection/DataProtectionTab.tsx';

/** One tab of a client's page: its address under `/app/admin/clients/{id}/`, and what it shows for the client. */
export interface ClientTab {
  id: string;
  label: string;
  /** Relative to the client's page, e.g. 'features'. */
  path: string;
  element: (client: ClientDetail) => ReactElement;
  /** Pages under the tab's address (relative to the client's page, e.g. 'benefits/:benefitId'); the tab stays marked. */
  routes?: { path: string; element: (client: ClientDetail) => ReactElement }[];
}

/**
 * The tabs of a client's page, in order (issue 27 §2: Details, Branding, Features, Sign-on, Content, Administrators,
 * Readiness). Branding, Sign-on and Content are added by their own files: insert their entry where it belongs.
 */
export const clientTabs: ClientTab[] = [
  { id: 'details', label: clientAdminTexts.tabs.details, path: 'details', element: (client) => <DetailsTab client={client} /> },
  { id: 'branding', label: brandingTexts.tab, path: 'branding', element: (client) => <BrandingTab clientId={client.id} /> },
  { id: 'features', label: clientAdminTexts.tabs.features, path: 'features', element: (client) => <FeaturesTab client={client} /> },
  { id: 'scheme-years', label: schemeYearTexts.tab, path: 'scheme-years', element: (client) => <SchemeYearsTab client={client} /> },
  {
    id: 'benefits',
    label: catalogueTexts.tab,
    path: 'benefits',
    element: (client) => <BenefitsTab client={client} />,
    routes: [
      { path: 'benefits/rollover/:yearId', element: (client) => <RolloverPage client={client} /> },
      { path: 'benefits/:benefitId', element: (client) => <BenefitEditorPage client={client} /> },
    ],
  },
  { id: 'sign-on', label: signOnTexts.tab, path: 'sign-on', element: (client) => <SignOnTab client={client} /> },
  { id: 'api-access', label: apiAccessTexts.tab, path: 'api-access', element: (client) => <ApiAccessTab client={client} /> },
  { id: 'webhooks', label: webhooksTabLabel, path: 'webhooks', element: (client) => <WebhooksTab client={client} /> },
  { id: 'data-protection', label: retentionTexts.tab, path: 'data-protection', element: (client) => <DataProtectionTab client={client} /> },
  { id: 'content', label: contentAdminTexts.tab, path: 'content', element: (client) => <ContentTab clientId={client.id} /> },
  { id: 'administrators', label: clientAdminTexts.tabs.administrators, path: 'administrators', element: (client) => <AdministratorsTab client={client} /> },
  { id: 'readiness', label: clientAdminTexts.tabs.readiness, path: 'readiness', element: (client) => <ReadinessTab client={client} /> },
];
