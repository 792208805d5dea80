import { describe, expect, it } from 'vitest';
import { containsPersonalDetails, findPatterns, personalFragments } from './password-patterns.ts';

describe('findPatterns', () => {
  it.each(['1111', 'ababab', 'aaa', 'Xy!9abab-Kq2'])('finds a repeating pattern in %s', (password) => {
    expect(findPatterns(password).repeats).toBe(true);
  });

  it.each(['1234', 'zyxw', 'abcd', 'Qm!7 6543 pLz'])('finds a predictable sequence in %s', (password) => {
    expect(findPatterns(password).sequences).toBe(true);
  });

  it.each(['password', 'P@ssw0rd2024!!', 'Qwerty!!Ab12', 'Summer#Xq81'])('finds a commonly used word in %s', (password) => {
    expect(findPatterns(password).commonWords).toBe(true);
  });

  it.each(['Tr0ub4dor&3xQ!', 'Xk#9mPq!2vLw', 'bT7#qZ1!wR4m'])('finds nothing in %s', (password) => {
    expect(findPatterns(password)).toEqual({ repeats: false, sequences: false, commonWords: false });
  });

  it('stays quick for long passwords full of l33t characters', () => {
    const started = performance.now();
    findPatterns('aB3$'.repeat(256));
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('lets short runs pass: two of a kind, three in a row', () => {
    expect(findPatterns('Gk#11Vq!123Z').repeats).toBe(false);
    expect(findPatterns('Gk#11Vq!123Z').sequences).toBe(false);
  });
});

describe('personal details', () => {
  const person = { firstName: 'Jo', surname: 'Bloggs', email: 'jo.bloggs+hr@acme.test', dateOfBirth: '1990-01-15' };

  it('lists names of three letters or more, e-mail pieces and birth-date spellings', () => {
    expect(personalFragments(person)).toEqual(['bloggs', 'jo.bloggs+hr', '1990', '15011990', '150190', '19900115', '011590']);
  });

  it.each(['Bloggs#2024xyz', 'Zq!JO.BLOGGS+hr', 'Xk#9mPq!1990L', 'Xk#9m150190!L'])('finds them in %s', (password) => {
    expect(containsPersonalDetails(password, person)).toBe(true);
  });

  it('passes a password without them', () => {
    expect(containsPersonalDetails('Tr0ub4dor&3xQ!', person)).toBe(false);
  });
});
