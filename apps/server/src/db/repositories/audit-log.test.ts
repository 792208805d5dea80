import { describe, expect, it } from 'vitest';
import { blankSecrets } from './audit-log.ts';

describe('audit details', () => {
  it('never keep a password, secret, token or code, by key or as a changed field', () => {
    const details = {
      fields: ['password', 'preferredName'],
      password: 'Secret-1!',
      nested: { mfaSecret: 'JBSWY3DPEHPK3PXP', refresh_token: 'r-123', code: '123456', reason: 'Lost phone' },
      changes: [
        { field: 'password', before: 'Old-1!', after: 'New-2!' },
        { field: 'annual_salary', before: '42000.00', after: '48000.00' },
      ],
    };
    const kept = blankSecrets(details);
    expect(kept).toEqual({
      fields: ['password', 'preferredName'],
      password: '[hidden]',
      nested: { mfaSecret: '[hidden]', refresh_token: '[hidden]', code: '[hidden]', reason: 'Lost phone' },
      changes: [
        { field: 'password', before: '[hidden]', after: '[hidden]' },
        { field: 'annual_salary', before: '42000.00', after: '48000.00' },
      ],
    });
    for (const secret of ['Secret-1!', 'JBSWY3DPEHPK3PXP', 'r-123', '123456', 'Old-1!', 'New-2!']) expect(JSON.stringify(kept)).not.toContain(secret);
  });
});
