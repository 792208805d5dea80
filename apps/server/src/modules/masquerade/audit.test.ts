import { describe, expect, it } from 'vitest';
import { auditAction, auditTarget } from './audit.ts';
import { masqueradeHeadersMatch } from '../../lib/masquerade-headers.ts';

describe('audit entries', () => {
  it('keep path parameters and field names, never field values', () => {
    expect(auditTarget({ id: '7' }, { current_password: 'Secret-1!', password: 'New-Secret-2!' })).toEqual({
      params: { id: '7' },
      fields: ['current_password', 'password'],
    });
    expect(auditTarget({}, undefined)).toEqual({});
    expect(auditTarget(undefined, ['a'])).toEqual({});
    expect(JSON.stringify(auditTarget({}, { code: '123456' }))).not.toContain('123456');
  });

  it('name the action by method and route pattern', () => {
    expect(auditAction({ method: 'PATCH', url: '/api/user/family-members/3?x=1', routeOptions: { url: '/api/user/family-members/:id' } } as never)).toBe(
      'PATCH /api/user/family-members/:id',
    );
    expect(auditAction({ method: 'POST', url: '/api/nowhere?x=1', routeOptions: {} } as never)).toBe('POST /api/nowhere');
  });
});

describe('masquerade headers', () => {
  const session = { userId: 42, schemeYear: 2026 };
  it('must name the viewed user and scheme year of the session', () => {
    expect(masqueradeHeadersMatch({ 'x-masquerade-user-id': '42', 'x-masquerade-scheme-year': '2026' }, session)).toBe(true);
    expect(masqueradeHeadersMatch({ 'x-masquerade-user-id': '43', 'x-masquerade-scheme-year': '2026' }, session)).toBe(false);
    expect(masqueradeHeadersMatch({ 'x-masquerade-user-id': '42', 'x-masquerade-scheme-year': '2025' }, session)).toBe(false);
    expect(masqueradeHeadersMatch({ 'x-masquerade-user-id': '42' }, session)).toBe(false);
    expect(masqueradeHeadersMatch({}, session)).toBe(false);
  });
});
