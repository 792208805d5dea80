import { describe, expect, it } from 'vitest';
import { contractPageUrl } from './contractPageUrl.ts';

describe('contract page address', () => {
  it('adds the access token as a query parameter', () => {
    expect(contractPageUrl('/api/ccv/contract-page', 'access_token', 'a.b-c')).toBe('/api/ccv/contract-page?access_token=a.b-c');
    expect(contractPageUrl('https://vouchers.example/manage?x=1', 'access_token', 'a+b')).toBe('https://vouchers.example/manage?x=1&access_token=a%2Bb');
  });
});
