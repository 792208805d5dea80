import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { messages, ownTexts } from '@portal/contracts';
import { Loading } from '../../../ui/Loading.tsx';
import { useCaptchaChallenge } from '../api/captcha.ts';
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
  const answer = useCaptchaChallenge(round);
  // Only the self-hosted ALTCHA provider has a widget here.
  const challenge: Challenge | null = answer.data?.provider === 'altcha' ? (answer.data.challenge ?? null) : null;
  const failed = answer.isError || (answer.isSuccess && !challenge);
  const widget = useRef<HTMLElement & { configure?: (config: { challenge: Challenge }) => Promise<void> }>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

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
    <div className={[styles.captcha, error ? styles.invalid : ''].filter(Boolean).join(' ')} role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId}>
      <p id={`${id}-label`} className={styles.label}>
        {ownTexts.captchaLabel}
      </p>
      {error && (
        <FieldError id={errorId}>{error}</FieldError>
      )}
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
