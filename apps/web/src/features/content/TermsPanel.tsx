import { ContentBody } from './ContentBody.tsx';

/** The 'terms' side panel: the site terms and conditions. */
export default function TermsPanel() {
  return <ContentBody type="terms" />;
}
