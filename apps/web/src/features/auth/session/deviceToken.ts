/** What identifies this browser without storing anything: user agent, screen, colour depth and timezone. */
export function deviceFingerprint(): string {
  // eslint-disable-next-line no-restricted-properties -- reads the browser's time zone; formats nothing
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  return [navigator.userAgent, `${screen.width}x${screen.height}`, String(screen.colorDepth), timezone].join('|');
}

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** FNV-1a, only for pages served without a secure context, where crypto.subtle is missing. */
function fallbackHash(text: string): string {
  let parts = '';
  for (let round = 0; round < 4; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    parts += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return parts;
}

/** The login payload's deviceToken: SHA-256 (hex) of the fingerprint. */
export async function deviceToken(fingerprint: string = deviceFingerprint()): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fallbackHash(fingerprint);
  return toHex(await subtle.digest('SHA-256', new TextEncoder().encode(fingerprint)));
}
