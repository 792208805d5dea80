import { useState } from 'react';
import { ownTexts, samlTexts, signOnTexts as t, type ClientDetail } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { useModals } from '../../../../ui/Modal/index.ts';
import { RadioGroup } from '../../../../ui/RadioGroup.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useSaml } from '../api/saml.ts';
import { useSignOn } from '../api/signOn.ts';
import { SamlPart } from './SamlPart.tsx';
import { SignOnForm } from './SignOnForm.tsx';
import { SignOnTest } from './SignOnTest.tsx';
import styles from './SignOn.module.css';

type Protocol = 'oidc' | 'saml';
const p = samlTexts.protocol;
const protocols = [
  { value: 'oidc', label: p.oidc },
  { value: 'saml', label: p.saml },
] as const;

/**
 * The client page's Sign-on tab (issue 27 §2, issue 39): OpenID Connect or SAML 2.0, one at a time. The choice opens on
 * the protocol the client has; the other one says to remove it first.
 */
export function SignOnTab({ client }: { client: ClientDetail }) {
  const signOn = useSignOn(client.id);
  const saml = useSaml(client.id);
  const openModal = useModals((s) => s.openModal);
  const [chosen, setChosen] = useState<Protocol | null>(null);
  const failed = (signOn.isError && !signOn.data) || (saml.isError && !saml.data);
  if (failed)
    return (
      <RetryAlert
        message={t.loadFailed}
        retryLabel={ownTexts.profile.retry}
        onRetry={() => {
          void signOn.refetch();
          void saml.refetch();
        }}
      />
    );
  if (!signOn.data || !saml.data) return <Loading />;
  const settings = signOn.data;
  const samlInUse = saml.data.idpEntityId !== null;
  const oidcInUse = settings.issuer !== null;
  const protocol: Protocol = chosen ?? (samlInUse ? 'saml' : 'oidc');
  const anything = oidcInUse || (!samlInUse && (settings.emailDomains.length > 0 || settings.logoutUrl !== null));
  const blocked = protocol === 'oidc' ? samlInUse : oidcInUse;
  return (
    <section aria-labelledby="sign-on-title">
      <h2 id="sign-on-title">{t.title}</h2>
      <RadioGroup
        id="sign-on-protocol"
        legend={p.legend}
        hint={p.help}
        options={protocols}
        value={protocol}
        inputProps={{ name: 'sign-on-protocol', onChange: (event) => setChosen(event.target.value as Protocol) }}
      />
      {blocked ? (
        <p className={styles.blocked} role="status">
          {p.otherInUse(protocol === 'oidc' ? p.saml : p.oidc)}
        </p>
      ) : protocol === 'saml' ? (
        <SamlPart clientId={client.id} settings={saml.data} />
      ) : (
        <>
          <p className="muted">{t.intro}</p>
          {settings.issuer === null && <p>{t.none}</p>}
          <SignOnForm clientId={client.id} settings={settings} />
          {settings.issuer !== null && (
            <SignOnTest clientId={client.id} lastTest={settings.lastTest && { at: settings.lastTest.at, values: settings.lastTest.claims }} />
          )}
          {anything && (
            <div className={styles.part}>
              <div>
                <Button
                  variant="secondary"
                  onClick={() => openModal('remove-sign-on', { title: t.remove.title, clientId: client.id, version: settings.version })}
                >
                  {t.remove.button}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
