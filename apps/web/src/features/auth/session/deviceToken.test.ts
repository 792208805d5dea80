import { describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, deviceToken } from './deviceToken.ts';

describe('deviceToken', () => {
  it('is the SHA-256 hex of user agent, screen size, colour depth and timezone', async () => {
    expect(await deviceToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const fingerprint = deviceFingerprint();
    expect(fingerprint).toContain(navigator.userAgent);
    expect(fingerprint).toContain(`${screen.width}x${screen.height}`);
    expect(fingerprint).toContain(String(screen.colorDepth));
    expect(fingerprint).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is stable, fits the server format and changes with the device', async () => {
    const a = await deviceToken();
    expect(await deviceToken()).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceToken('other device')).not.toBe(a);
  });

  it('still answers a well-formed token without crypto.subtle', async () => {
    vi.stubGlobal('crypto', {});
    const token = await deviceToken('abc');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await deviceToken('abd')).not.toBe(token);
  });
});
