let loading: Promise<void> | null = null;

/**
 * Registers the ALTCHA widget on first use only, so it stays out of the login page's first load.
 * The "external" build plus a bundled worker file keeps to the site's CSP (no blob: workers).
 */
export function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/workers/sha?worker'), import('altcha/altcha.css')])
    .then(([, { default: ShaWorker }]) => {
      for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
