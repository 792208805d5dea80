import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { messages, ownTexts } from '@portal/contracts';
import { fetchCaptchaChallenge } from '../api/captcha.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { loadAltcha } from './loadAltcha.ts';
import styles from './Captcha.module.css';
import { FieldError } from '../../../ui/Field.tsx';

interface CaptchaProps {
  id: string;
  error?: string;
  /** The solution payload once solved; null while unsolved or expired. */
  onChange: (payload: string | null) => void;
}

type Challenge = Record<string, unknown>;

/** The robot check: an ALTCHA proof-of-work widget fed with a challenge from the server. */
export default function Captcha({ id, error, onChange }: CaptchaProps) {
  const [round, setRound] = useState(0);
  // Tagged with its round, so an expired challenge is never shown again while the next one loads.
  const [loaded, setLoaded] = useState<{ round: number; challenge: Challenge } | null>(null);
  const [failed, setFailed] = useState(false);
  const challenge = loaded?.round === round ? loaded.challenge : null;
  const widget = useRef<HTMLElement & { configure?: (config: { challenge: Challenge }) => Promise<void> }>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Loaded by hand, not as a query: a challenge is used once, and a query's refetch or cache would hand the widget
  // a new challenge (resetting it) or a spent one.
  useEffect(() => {
    let live = true;
    Promise.all([loadAltcha(), fetchCaptchaChallenge()])
      .then(([, answer]) => {
        if (!live) return;
        // Only the self-hosted ALTCHA provider has a widget here.
        if (answer.provider === 'altcha' && answer.challenge) setLoaded({ round, challenge: answer.challenge });
        else setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [round]);

  useEffect(() => {
    const element = widget.current;
    if (!element || !challenge) return;
    void element.configure?.({ challenge });
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
      // A challenge lives ten minutes; a fresh one replaces it.
      if (state === 'expired') setRound((r) => r + 1);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [challenge]);

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      className={[styles.captcha, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
    >
      <p id={`${id}-label`} className={styles.label}>
        {ownTexts.captchaLabel}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {failed && <FieldError>{messages.generic.somethingWrong}</FieldError>}
      {!failed && !challenge && <Loading />}
      {challenge && (
        <div key={round}>
          <altcha-widget id={id} ref={widget} type="checkbox" />
        </div>
      )}
    </div>
  );
}
