import { describe, expect, it } from 'vitest';
import { emailField } from './schemas.ts';
import { isEmailAddress } from './email.ts';

const addresses = [
  'employee@acme.test',
  ' hr@acme.test ',
  "o'neil+benefits@mail.example.org",
  'first.last@sub.domain.co.uk',
  '',
  '   ',
  'no-at-sign',
  'a@b',
  'two@@acme.test',
  '.dot@acme.test',
  'a..b@acme.test',
  `${'a'.repeat(250)}@x.io`,
];

describe('isEmailAddress', () => {
  it('agrees with emailField on every address', () => {
    for (const address of addresses) expect(isEmailAddress(address), address).toBe(emailField.safeParse(address).success);
  });

  it('takes ordinary addresses and refuses malformed ones', () => {
    expect(isEmailAddress('employee@acme.test')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
  });
});
