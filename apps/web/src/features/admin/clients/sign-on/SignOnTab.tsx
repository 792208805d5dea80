import { ownTexts, signOnTexts as t, type ClientDetail } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { useModals } from '../../../../ui/Modal/index.ts';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useSignOn } from '../api/signOn.ts';
import { SignOnForm } from './SignOnForm.tsx';
import { SignOnTest } from './SignOnTest.tsx';
import styles from './SignOn.module.css';

/** The client page's Sign-on tab (issue 27 §2): the identity provider, its test, and removing it. */
export function SignOnTab({ client }: { client: ClientDetail }) {
  const signOn = useSignOn(client.id);
  const openModal = useModals((s) => s.openModal);
  if (signOn.isError && !signOn.data) return <RetryAlert message={t.loadFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void signOn.refetch()} />;
  if (!signOn.data) return <Loading />;
  const settings = signOn.data;
  const anything = settings.issuer !== null || settings.emailDomains.length > 0 || settings.logoutUrl !== null;
  return (
    <section aria-labelledby="sign-on-title">
      <h2 id="sign-on-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {settings.issuer === null && <p>{t.none}</p>}
      <SignOnForm clientId={client.id} settings={settings} />
      {settings.issuer !== null && <SignOnTest clientId={client.id} settings={settings} />}
      {anything && (
        <div className={styles.part}>
          <div>
            <Button variant="secondary" onClick={() => openModal('remove-sign-on', { title: t.remove.title, clientId: client.id, version: settings.version })}>
              {t.remove.button}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
