/** The part of Google's `grecaptcha` (reCAPTCHA v2, explicit rendering) the robot check uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Google's script loads in well under a second; one that has not said it is ready by then never will. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<Grecaptcha>>();
let callbacks = 0;

function inject(scriptUrl: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    callbacks += 1;
    const onload = `portalRecaptchaLoaded${callbacks}`;
    const src = new URL(scriptUrl, window.location.href);
    // Explicit rendering: the script draws nothing by itself and calls `onload` once `grecaptcha.render` is there.
    src.searchParams.set('render', 'explicit');
    src.searchParams.set('onload', onload);
    const script = document.createElement('script');
    script.src = src.href;
    script.async = true;
    const globals = window as unknown as Record<string, unknown>;
    const settle = () => {
      window.clearTimeout(timer);
      delete globals[onload];
    };
    const fail = () => {
      settle();
      script.remove();
      reject(new Error('The reCAPTCHA script could not be loaded'));
    };
    const timer = window.setTimeout(fail, RECAPTCHA_LOAD_TIMEOUT_MS);
    globals[onload] = () => {
      const grecaptcha = window.grecaptcha;
      if (typeof grecaptcha?.render !== 'function') return fail();
      settle();
      resolve(grecaptcha);
    };
    script.addEventListener('error', fail);
    document.head.append(script);
  });
}

/**
 * Loads reCAPTCHA's script once per address (Google's, or the stand-in of the end-to-end tests) and answers its
 * `grecaptcha` when ready. A load that failed is forgotten, so trying again loads it afresh.
 */
export function loadRecaptcha(scriptUrl: string): Promise<Grecaptcha> {
  let load = loads.get(scriptUrl);
  if (!load) {
    load = inject(scriptUrl);
    loads.set(scriptUrl, load);
    load.catch(() => loads.delete(scriptUrl));
  }
  return load;
}
