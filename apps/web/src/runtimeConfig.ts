/** Settings the server injects into index.html at `<!--runtime-config-->`; defaults serve `vite dev`. */
export interface RuntimeConfig {
  apiBase: string;
  apiV1Base: string;
  devMailbox: boolean;
  /** The theme of the host the page came from, so the first paint needs no call (checked before use). */
  theme?: unknown;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = { apiBase: '/api', apiV1Base: '/api/v1', devMailbox: true };

/** The server writes a JSON data island (no inline script, so the CSP can forbid them). */
function readDataIsland(): Partial<RuntimeConfig> {
  const text = document.getElementById('portal-config')?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<RuntimeConfig>) : {};
  } catch {
    return {};
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  return { ...defaults, ...readDataIsland(), ...window.__PORTAL_CONFIG__ };
}
