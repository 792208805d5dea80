import { messages, ownTexts, type ContentType } from '@portal/contracts';
import { useHomePath } from '../../config/useHomePath.ts';
import { useTheme } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ContentBody } from './ContentBody.tsx';
import styles from './ContentPage.module.css';

function ContentPage({ type }: { type: ContentType }) {
  const title = messages.content[type];
  const homePath = useHomePath();
  useDocumentTitle(title, useTheme().benefitBrandName);
  return (
    <Page title={title} breadcrumbs={[{ label: ownTexts.home, to: homePath }, { label: title }]}>
      <Card className={styles.card}>
        <ContentBody type={type} />
      </Card>
    </Page>
  );
}

export const CookiePolicyPage = () => <ContentPage type="cookie" />;
export const PrivacyStatementPage = () => <ContentPage type="policy" />;
export const TermsPage = () => <ContentPage type="terms" />;
