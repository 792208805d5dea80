import { describe, expect, it } from 'vitest';
import { decimalPounds, penceOf, poundsOf, roundPounds } from './money.ts';

describe('money in pence', () => {
  it('turns pounds into whole pence without a float slip', () => {
    expect(penceOf(12.35)).toBe(1235n);
    expect(penceOf(0.1 + 0.2)).toBe(30n);
    expect(penceOf(1.005)).toBe(100n);
    expect(penceOf(-4.2)).toBe(-420n);
    expect(poundsOf(123450n)).toBe(1234.5);
    expect(roundPounds(19.999)).toBe(20);
  });

  it('adds pence exactly where pounds as floats drift', () => {
    const pounds = Array.from({ length: 10 }, () => 0.1);
    expect(pounds.reduce((a, b) => a + b, 0)).not.toBe(1);
    expect(poundsOf(pounds.reduce((total, p) => total + penceOf(p), 0n))).toBe(1);
  });

  it('writes pence as the plain decimal a column or a file takes', () => {
    expect(decimalPounds(123450n)).toBe('1234.50');
    expect(decimalPounds(7n)).toBe('0.07');
    expect(decimalPounds(0n)).toBe('0.00');
    expect(decimalPounds(-5n)).toBe('-0.05');
    expect(decimalPounds(-123456n)).toBe('-1234.56');
  });
});
