import { useState } from 'react';
import { formatDateAtTime, messages, signOnTexts, type ClaimValue } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { useSignOnTestResult } from '../api/signOn.ts';
import { useSamlTestResult, useTestSaml } from '../api/saml.ts';
import { useTestSignOn } from '../api/testSignOn.ts';
import styles from './SignOn.module.css';

const t = signOnTexts.test;

/** `since`: the last test's time when this one started, so a newer one ends the wait. */
type Outcome = { kind: 'opened'; since: string | null } | { kind: 'blocked'; url: string; since: string | null } | { kind: 'failed'; message: string } | null;

/** The last successful test: when, and the claims (OpenID Connect) or attributes (SAML) received. */
export interface LastTest {
  at: string;
  values: Record<string, ClaimValue>;
}

const claimText = (value: ClaimValue) => (value === null ? 'null' : String(value));

/**
 * "Test sign-on": the real sign-in in a new tab, opened at once on the click (browsers block a tab opened later) and sent
 * to the one-time address when it comes; the tab cannot reach back to this one. The result shows here by itself: the
 * settings are read again every few seconds until a newer test is recorded, and whenever this window has the focus again.
 */
export function SignOnTest({ clientId, lastTest, protocol = 'oidc' }: { clientId: number; lastTest: LastTest | null; protocol?: 'oidc' | 'saml' }) {
  const oidcTest = useTestSignOn(clientId);
  const samlTest = useTestSaml(clientId);
  const test = protocol === 'saml' ? samlTest : oidcTest;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const since = lastTest?.at ?? null;
  const waiting = (outcome?.kind === 'opened' || outcome?.kind === 'blocked') && outcome.since === since;
  useSignOnTestResult(clientId, waiting && protocol === 'oidc');
  useSamlTestResult(clientId, waiting && protocol === 'saml');

  const run = async () => {
    setOutcome(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await test.mutateAsync();
      if (tab) {
        tab.location.href = url;
        setOutcome({ kind: 'opened', since });
      } else setOutcome({ kind: 'blocked', url, since });
    } catch (error) {
      tab?.close();
      setOutcome({ kind: 'failed', message: errorText(error, messages.generic.somethingWrong) });
    }
  };

  return (
    <section className={styles.part} aria-labelledby="sign-on-test">
      <h3 id="sign-on-test">{t.heading}</h3>
      <p>{t.help}</p>
      <div>
        <Button variant="secondary" disabled={test.isPending} onClick={() => void run()}>
          {test.isPending ? t.opening : t.button}
        </Button>
      </div>
      {outcome?.kind === 'opened' && <p role="status">{t.opened}</p>}
      {outcome?.kind === 'blocked' && (
        <Alert tone="info">
          <p>
            {t.blocked}{' '}
            <a href={outcome.url} target="_blank" rel="noopener noreferrer">
              {t.openLink}
            </a>
          </p>
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert tone="error">
          <p>{outcome.message}</p>
        </Alert>
      )}
      {lastTest ? (
        <>
          <p>{t.last(formatDateAtTime(lastTest.at))}</p>
          <dl className={styles.claims} aria-label={t.claimsCaption}>
            {Object.entries(lastTest.values).map(([name, value]) => (
              <div key={name} className={styles.claim}>
                <dt>{name}</dt>
                <dd>{claimText(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>{t.never}</p>
      )}
    </section>
  );
}
