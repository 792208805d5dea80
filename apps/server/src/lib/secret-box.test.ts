import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = sealSecret(key, 'client-secret-ü');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret');
    expect(openSecret(key, sealed)).toBe('client-secret-ü');
    expect(sealSecret(key, 'client-secret-ü')).not.toBe(sealed);
  });

  it('gives nothing for another key, a tampered value or garbage', () => {
    const sealed = sealSecret(key, 'secret');
    expect(openSecret(randomBytes(32), sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(openSecret(key, parts.join('.'))).toBeNull();
    expect(openSecret(key, 'secret')).toBeNull();
    expect(openSecret(key, 'v1.a.b.c.d')).toBeNull();
  });
});
