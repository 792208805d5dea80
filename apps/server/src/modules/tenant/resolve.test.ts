import { describe, expect, it } from 'vitest';
import { clientCodeForHost } from './resolve.ts';

describe('clientCodeForHost', () => {
  const resolve = (host: string) => clientCodeForHost(host, 'localhost', 'acme');

  it('maps a sub-domain to its client, ignoring port and case', () => {
    expect(resolve('globex.localhost:3000')).toBe('globex');
    expect(resolve('ACME.localhost')).toBe('acme');
    expect(resolve('www.globex.localhost')).toBe('globex');
  });

  it('maps the bare host and IP addresses to the default client', () => {
    expect(resolve('localhost:3000')).toBe('acme');
    expect(resolve('127.0.0.1:3000')).toBe('acme');
  });

  it('gives no client for foreign hosts or odd labels', () => {
    expect(resolve('example.com')).toBeNull();
    expect(resolve('evil_name.localhost')).toBeNull();
    expect(clientCodeForHost('acme.portal.example.com', 'portal.example.com', 'acme')).toBe('acme');
  });
});
