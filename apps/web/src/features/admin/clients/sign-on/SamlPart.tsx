import { formatDateAtTime, samlTexts as t, type SamlSettings } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { useModals } from '../../../../ui/Modal/index.ts';
import { SamlForm } from './SamlForm.tsx';
import { SignOnTest } from './SignOnTest.tsx';
import styles from './SignOn.module.css';

/** The Sign-on tab's SAML 2.0 part: what to give the identity provider, its settings, the test, removal. */
export function SamlPart({ clientId, settings }: { clientId: number; settings: SamlSettings }) {
  const openModal = useModals((s) => s.openModal);
  const configured = settings.idpEntityId !== null;
  return (
    <>
      <p className="muted">{t.intro}</p>
      <section className={styles.sp} aria-labelledby="saml-sp">
        <h3 id="saml-sp">{t.sp.heading}</h3>
        <p>{t.sp.help}</p>
        <dl className={styles.values}>
          <dt>{t.sp.entityId}</dt>
          <dd>
            <code>{settings.sp.entityId}</code>
          </dd>
          <dt>{t.sp.acsUrl}</dt>
          <dd>
            <code>{settings.sp.acsUrl}</code>
          </dd>
          <dt>{t.sp.nameId}</dt>
          <dd>{t.sp.nameIdValue}</dd>
        </dl>
        <p>{t.sp.signing}</p>
        <p>
          <a href={settings.sp.metadataUrl} download>
            {t.sp.download}
          </a>
        </p>
      </section>
      {configured ? (
        <section className={styles.part} aria-labelledby="saml-certificates">
          <h3 id="saml-certificates">{t.certificatesHeading}</h3>
          {settings.imported && <p>{t.metadata.imported}</p>}
          <ul className={styles.certificates}>
            {settings.certificates.map((certificate) => (
              <li key={certificate.fingerprint}>{t.certificate(certificate.subject, formatDateAtTime(certificate.notAfter), certificate.fingerprint)}</li>
            ))}
          </ul>
        </section>
      ) : (
        <div className={styles.part}>
          <p>{t.none}</p>
        </div>
      )}
      <SamlForm clientId={clientId} settings={settings} />
      {configured && (
        <SignOnTest clientId={clientId} protocol="saml" lastTest={settings.lastTest && { at: settings.lastTest.at, values: settings.lastTest.attributes }} />
      )}
      {configured && (
        <div className={styles.part}>
          <div>
            <Button
              variant="secondary"
              onClick={() => openModal('remove-sign-on', { title: t.remove.title, clientId, version: settings.version, protocol: 'saml' })}
            >
              {t.remove.button}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
