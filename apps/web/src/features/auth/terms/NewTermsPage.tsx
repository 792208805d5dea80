import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, messages, ownTexts, type LoginSetup } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { paths } from '../../../app/paths.ts';
import { applyLoginSetup } from '../../../stores/sessionActions.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useContent } from '../../content/index.ts';
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
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useLeaveWarning();
  useDocumentTitle(messages.terms.title, useTheme().benefitBrandName);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!ticked) {
      setError(messages.terms.required);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await apiCall(endpoints.acceptTerms, { body: { termsAccepted: true } });
      const setup = queryClient.getQueryData<LoginSetup>(queryKeys.loginSetup);
      if (setup) {
        const next = { ...setup, user: { ...setup.user, siteTermsUpdated: false } };
        applyLoginSetup(next);
        queryClient.setQueryData(queryKeys.loginSetup, next);
      }
      // Spec §4: benefits and selections are flagged for reload once the terms are accepted.
      void queryClient.invalidateQueries({ queryKey: ['benefits'] });
      void queryClient.invalidateQueries({ queryKey: ['selections'] });
    } catch (failed) {
      setFailure(failed instanceof Error ? failed.message : messages.generic.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

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
      <form className={styles.layout} noValidate onSubmit={submit}>
        {(error || failure) && (
          <Alert tone="error">
            <p>{failure ?? error}</p>
          </Alert>
        )}
        <Card className={styles.terms}>
          {/* The server sanitizes policy HTML before storing it. */}
          <div className={`prose ${styles.scroll}`} role="region" aria-label={messages.content.terms} tabIndex={0} dangerouslySetInnerHTML={{ __html: terms.data.content }} />
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
            setTicked(event.target.checked);
            if (event.target.checked) setError(undefined);
          }}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? messages.login.loading : messages.terms.next}
          </Button>
        </div>
      </form>
    </Page>
  );
}
