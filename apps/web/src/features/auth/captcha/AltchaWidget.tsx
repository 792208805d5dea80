import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { ownTexts } from '@portal/contracts';
import { Loading } from '../../../ui/Loading.tsx';
import { loadAltcha } from './loadAltcha.ts';

type Challenge = Record<string, unknown>;

interface AltchaWidgetProps {
  id: string;
  challenge: Challenge;
  /** The solution payload once solved; null while unsolved or expired. */
  onChange: (payload: string | null) => void;
  /** The challenge ran out (ten minutes): the caller fetches a fresh one. */
  onExpired: () => void;
  /** The widget's code could not be loaded. */
  onUnavailable: () => void;
}

/** The self-hosted ALTCHA proof-of-work widget, fed with a challenge from the server. */
export function AltchaWidget({ id, challenge, onChange, onExpired, onUnavailable }: AltchaWidgetProps) {
  const [registered, setRegistered] = useState(false);
  const widget = useRef<HTMLElement & { configure?: (config: { challenge: Challenge }) => Promise<void> }>(null);
  const callbacks = useRef({ onChange, onExpired, onUnavailable });
  useEffect(() => {
    callbacks.current = { onChange, onExpired, onUnavailable };
  }, [onChange, onExpired, onUnavailable]);

  useEffect(() => {
    let live = true;
    loadAltcha()
      .then(() => live && setRegistered(true))
      .catch(() => live && callbacks.current.onUnavailable());
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || !registered) return;
    void element.configure?.({ challenge });
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      callbacks.current.onChange(state === 'verified' && payload ? payload : null);
      if (state === 'expired') callbacks.current.onExpired();
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [challenge, registered]);

  if (!registered) return <Loading label={ownTexts.captchaLoading} />;
  return <altcha-widget id={id} ref={widget} type="checkbox" />;
}
