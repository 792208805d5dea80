import { useState } from 'react';
import { Navigate } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useHomePath } from '../../config/useHomePath.ts';
import { useSession } from '../../stores/session.ts';
import { useTheme, useThemeSettled } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactLoadError } from './ContactLoadError.tsx';
import { ContactSuccess } from './ContactSuccess.tsx';
import { useContactPage } from './api/contactPage.ts';
import styles from './ContactPage.module.css';

export function ContactPage() {
  const theme = useTheme();
  const themeSettled = useThemeSettled();
  const loggedIn = useSession((s) => s.loggedIn);
  const homePath = useHomePath();
  const page = useContactPage(theme.contactUsEnabled);
  const [sent, setSent] = useState(false);
  // Remounting the form after "send another" gives it fresh values and errors.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(messages.contact.title, theme.benefitBrandName);

  // A cached theme may be stale, so only a settled answer may send the visitor away.
  if (!theme.contactUsEnabled && themeSettled) return <Navigate to={paths.app.home} replace />;

  let view;
  if (!theme.contactUsEnabled || page.isPending) view = <Loading />;
  else if (page.isError) view = <ContactLoadError />;
  else if (sent)
    view = (
      <ContactSuccess
        onAgain={() => {
          setSent(false);
          setFormKey((k) => k + 1);
        }}
      />
    );
  else view = <ContactForm key={formKey} options={page.data.enquiryOptions} loggedIn={loggedIn} onSent={() => setSent(true)} />;

  const side = page.data?.pageContent;
  return (
    <Page title={messages.contact.title} breadcrumbs={[{ label: ownTexts.home, to: homePath }, { label: messages.contact.title }]}>
      <div className={styles.layout}>
        <Card className={styles.main}>{view}</Card>
        {side && !page.isError && (
          <section className={styles.side} aria-labelledby="contact-side-title">
            <Card>
              <h2 id="contact-side-title" className={styles.sideTitle}>
                {side.name}
              </h2>
              {/* Sanitized by the server when saved. */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: side.content }} />
            </Card>
          </section>
        )}
      </div>
    </Page>
  );
}

export default ContactPage;
