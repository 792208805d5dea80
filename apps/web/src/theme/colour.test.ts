import { describe, expect, it } from 'vitest';
import { contrastRatio, normalizeHex, readableOnWhite, tint, tints } from './colour.ts';

describe('colour helpers', () => {
  it('normalizes hex with or without #', () => {
    expect(normalizeHex('001B71')).toBe('#001b71');
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('nothex')).toBeNull();
  });

  it('mixes with white for tints', () => {
    expect(tint('#001b71', 100)).toBe('#001b71');
    expect(tint('#000000', 80)).toBe('#333333');
    expect(tint('#000000', 60)).toBe('#666666');
    expect(tint('#000000', 20)).toBe('#cccccc');
    expect(tint('#000000', 5)).toBe('#f2f2f2');
    expect(tint('#00b5ec', 20)).toBe('#ccf0fb');
  });

  it('computes every spec tint', () => {
    expect(
      Object.keys(tints('#001b71'))
        .map(Number)
        .sort((a, b) => b - a),
    ).toEqual([100, 80, 60, 20, 5]);
  });

  it('keeps dark brand colours and darkens light ones until white text reads', () => {
    expect(readableOnWhite('#001b71')).toBe('#001b71');
    const darkened = readableOnWhite('#00b5ec');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
