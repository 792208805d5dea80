import { useCallback, useEffect, useRef, useState } from 'react';
import { ownTexts } from '@portal/contracts';
import { fetchCaptchaChallenge } from '../api/captcha.ts';
import { Button } from '../../../ui/Button.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { FieldError } from '../../../ui/Field.tsx';
import { AltchaWidget } from './AltchaWidget.tsx';
import { ReCaptcha } from './ReCaptcha.tsx';
import styles from './Captcha.module.css';

type CaptchaAnswer = Awaited<ReturnType<typeof fetchCaptchaChallenge>>;

interface CaptchaProps {
  id: string;
  error?: string;
  /** The answer once given (ALTCHA's payload, reCAPTCHA's token); null while unanswered or expired. */
  onChange: (payload: string | null) => void;
}

/**
 * The robot check: the server says which provider it checks with (`GET /api/captcha`), and this shows that one's
 * widget, ALTCHA's (self-hosted proof of work) or Google's reCAPTCHA. Both hand their answer to the same field.
 */
export default function Captcha({ id, error, onChange }: CaptchaProps) {
  // Each round asks the server again: an ALTCHA challenge is used once, and a failed load is tried afresh.
  const [round, setRound] = useState(0);
  // Tagged with its round, so an expired challenge is never shown again while the next one loads.
  const [loaded, setLoaded] = useState<{ round: number; answer: CaptchaAnswer } | null>(null);
  const [failedRound, setFailedRound] = useState<number | null>(null);
  const answer = loaded?.round === round ? loaded.answer : null;
  const failed = failedRound === round;
  const group = useRef<HTMLDivElement>(null);

  // Loaded by hand, not as a query: a challenge is used once, and a query's refetch or cache would hand the widget
  // a new challenge (resetting it) or a spent one.
  useEffect(() => {
    let live = true;
    fetchCaptchaChallenge()
      .then((next) => {
        if (live) setLoaded({ round, answer: next });
      })
      .catch(() => {
        if (live) setFailedRound(round);
      });
    return () => {
      live = false;
    };
  }, [round]);

  const unavailable = useCallback(() => {
    onChange(null);
    setFailedRound(round);
  }, [onChange, round]);
  const nextRound = useCallback(() => setRound((r) => r + 1), []);
  const retry = () => {
    nextRound();
    // The button goes away: the focus stays on the robot check rather than falling back to the page's start.
    group.current?.focus();
  };

  const content = (shown: CaptchaAnswer) => {
    if (shown.provider === 'recaptcha' && shown.siteKey && shown.scriptUrl) {
      return <ReCaptcha id={id} siteKey={shown.siteKey} scriptUrl={shown.scriptUrl} onChange={onChange} onUnavailable={unavailable} />;
    }
    if (shown.provider === 'altcha' && shown.challenge) {
      return <AltchaWidget id={id} challenge={shown.challenge} onChange={onChange} onExpired={nextRound} onUnavailable={unavailable} />;
    }
    // An answer this page cannot show (no site key, no challenge) is as unavailable as one that did not come.
    return null;
  };
  const widget = answer ? content(answer) : <Loading label={ownTexts.captchaLoading} />;

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      ref={group}
      tabIndex={-1}
      className={[styles.captcha, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
    >
      <p id={`${id}-label`} className={styles.label}>
        {ownTexts.captchaLabel}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {failed || !widget ? (
        <div className={styles.unavailable}>
          <FieldError>{ownTexts.captchaUnavailable}</FieldError>
          <Button variant="secondary" onClick={retry}>
            {ownTexts.captchaRetry}
          </Button>
        </div>
      ) : (
        widget
      )}
    </div>
  );
}
