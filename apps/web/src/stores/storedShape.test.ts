import { describe, expect, it } from 'vitest';
import { hasShapeOf } from './storedShape.ts';

const template = { token: '', expiresAt: 0, logoutUrl: null as string | null, nested: { url: '' }, masquerade: { userId: 0 } as { userId: number } | null };

describe('hasShapeOf', () => {
  it('takes a value with every key of the template, of the same kind', () => {
    expect(hasShapeOf({ token: 'a', expiresAt: 5, logoutUrl: 'x', nested: { url: 'u' }, masquerade: null, extra: 1 }, template, ['masquerade'])).toBe(true);
    expect(hasShapeOf({ token: 'a', expiresAt: 5, logoutUrl: null, nested: { url: 'u' }, masquerade: { userId: 3 } }, template, ['masquerade'])).toBe(true);
  });

  it('refuses missing keys, other kinds, unexpected nulls and non-objects', () => {
    expect(hasShapeOf({ token: 'a', expiresAt: 5, nested: { url: 'u' }, masquerade: null }, template, ['masquerade'])).toBe(false);
    expect(hasShapeOf({ token: 'a', expiresAt: '5', logoutUrl: null, nested: { url: 'u' }, masquerade: null }, template, ['masquerade'])).toBe(false);
    expect(hasShapeOf({ token: null, expiresAt: 5, logoutUrl: null, nested: { url: 'u' }, masquerade: null }, template, ['masquerade'])).toBe(false);
    expect(hasShapeOf({ token: 'a', expiresAt: 5, logoutUrl: null, nested: {}, masquerade: null }, template, ['masquerade'])).toBe(false);
    for (const value of [null, 'text', 3, []]) expect(hasShapeOf(value, template)).toBe(false);
  });
});
