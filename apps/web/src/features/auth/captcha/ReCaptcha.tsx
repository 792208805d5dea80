import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_FRAME_REMOVAL_DELAY_MS, ownTexts } from '@portal/contracts';
import { Loading } from '../../../ui/Loading.tsx';
import { loadRecaptcha } from './loadRecaptcha.ts';

interface ReCaptchaProps {
  id: string;
  siteKey: string;
  scriptUrl: string;
  /** The widget's answer once ticked; null while unticked, expired or after an error. */
  onChange: (token: string | null) => void;
  /** The script could not be loaded (or never said it was ready). */
  onUnavailable: () => void;
}

/** Where the widget's frames come from: Google's own hosts, or a stand-in's origin (see the server's CSP). */
function frameOrigins(scriptUrl: string): string[] {
  const { origin } = new URL(scriptUrl, window.location.href);
  return origin === 'https://www.google.com' ? [origin, 'https://recaptcha.google.com'] : [origin];
}

/**
 * Google adds the widget's challenge frame to the end of the page, outside the widget, and leaves it there when the
 * widget goes. Frames it added while the widget was shown are removed a while after (spec §9: 5 s), once it is gone.
 */
function watchLeftoverFrames(scriptUrl: string) {
  const origins = frameOrigins(scriptUrl);
  const added: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
  });
  observer.observe(document.body, { childList: true });
  const isCaptchaFrame = (frame: HTMLIFrameElement) => {
    try {
      return origins.includes(new URL(frame.src).origin);
    } catch {
      return false;
    }
  };
  const leftovers = () =>
    added.filter((node) => node.isConnected && [...node.querySelectorAll('iframe'), ...(node instanceof HTMLIFrameElement ? [node] : [])].some(isCaptchaFrame));
  return () => {
    observer.disconnect();
    if (leftovers().length === 0) return;
    window.setTimeout(() => {
      for (const node of leftovers()) node.remove();
    }, CAPTCHA_FRAME_REMOVAL_DELAY_MS);
  };
}

/**
 * Google's reCAPTCHA v2 checkbox, rendered explicitly into a box of ours: its token goes where ALTCHA's payload goes.
 * The widget is keyboard-usable by itself (its checkbox takes the focus in the page's tab order).
 */
export function ReCaptcha({ id, siteKey, scriptUrl, onChange, onUnavailable }: ReCaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onChangeRef.current = onChange;
    onUnavailableRef.current = onUnavailable;
  }, [onChange, onUnavailable]);

  useEffect(() => {
    let live = true;
    // Google wants an empty element of its own, which React does not manage: a new one for each render.
    const holder = document.createElement('div');
    const stopWatching = watchLeftoverFrames(scriptUrl);
    loadRecaptcha(scriptUrl)
      .then((grecaptcha) => {
        if (!live || !box.current) return;
        box.current.append(holder);
        grecaptcha.render(holder, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token || null),
          // A ticked box lasts two minutes; the widget then asks to be ticked again.
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        });
        setReady(true);
      })
      .catch(() => {
        if (live) onUnavailableRef.current();
      });
    return () => {
      live = false;
      holder.remove();
      stopWatching();
    };
  }, [siteKey, scriptUrl]);

  return (
    <>
      {!ready && <Loading label={ownTexts.captchaLoading} />}
      <div id={id} ref={box} />
    </>
  );
}
