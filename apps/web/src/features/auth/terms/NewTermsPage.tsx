import { useEffect } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { Form, useForm } from '../../../ui/form/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useContent } from '../../content/index.ts';
import { useAcceptTerms } from '../api/acceptTerms.ts';
import styles from './NewTermsPage.module.css';

/** Leaving with the terms unaccepted would only bring the user back here: the browser asks first. */
function useLeaveWarning() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/** Spec 'New terms': shown by the access guard when the site terms changed since the user accepted them. */
export function NewTermsPage() {
  const terms = useContent('terms');
  const accept = useAcceptTerms();
  const form = useForm<{ accepted: boolean }>({ defaultValues: { accepted: false } });
  form.register('accepted', { validate: (accepted) => (accepted ? undefined : messages.terms.required) });
  const ticked = form.watch('accepted');
  const error = form.errorOf('accepted');
  useLeaveWarning();
  useDocumentTitle(messages.terms.title, useTheme().benefitBrandName);

  const submit = form.submit(() => accept.mutateAsync(), {
    serverErrors: 'alert',
    onInvalid: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  });

  if (terms.isPending) return <Loading label={messages.content.loading} />;
  if (terms.isError) {
    return (
      <ErrorPage
        title={messages.crash.title}
        body={messages.content.error(messages.content.terms)}
        action={<Button onClick={() => void terms.refetch()}>{messages.logout.retry}</Button>}
      />
    );
  }

  return (
    <Page title={messages.terms.title} intro={<p>{ownTexts.termsIntro}</p>}>
      <Form form={form} className={styles.layout} onSubmit={submit} summary={false}>
        {error && !form.failure && (
          <Alert tone="error">
            <p>{error}</p>
          </Alert>
        )}
        <Card className={styles.terms}>
          {/* The server sanitizes policy HTML before storing it. */}
          <div
            className={`prose ${styles.scroll}`}
            role="region"
            aria-label={messages.content.terms}
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: terms.data.content }}
          />
        </Card>
        <a className={styles.policy} href={paths.privacyStatement} target="_blank" rel="noreferrer">
          {ownTexts.termsPolicyLink}
        </a>
        <Checkbox
          id="terms-accept"
          label={messages.terms.checkbox}
          checked={ticked}
          error={error}
          onChange={(event) => {
            form.setValue('accepted', event.target.checked);
            if (event.target.checked) form.clearErrors('accepted');
          }}
        />
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? messages.login.loading : messages.terms.next}
          </Button>
        </div>
      </Form>
    </Page>
  );
}
