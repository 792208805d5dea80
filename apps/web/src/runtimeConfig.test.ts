import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig } from './runtimeConfig.ts';

describe('runtime config', () => {
  afterEach(() => {
    document.getElementById('portal-config')?.remove();
    delete window.__PORTAL_CONFIG__;
  });

  it('defaults to the same-origin API for vite dev', () => {
    expect(getRuntimeConfig()).toEqual({ apiBase: '/api', apiV1Base: '/api/v1', devMailbox: true });
  });

  it("reads the server's JSON data island", () => {
    const island = document.createElement('script');
    island.id = 'portal-config';
    island.type = 'application/json';
    island.textContent = JSON.stringify({ apiBase: '/x', devMailbox: false });
    document.head.append(island);
    expect(getRuntimeConfig()).toEqual({ apiBase: '/x', apiV1Base: '/api/v1', devMailbox: false });
  });

  it('reads window.__PORTAL_CONFIG__', () => {
    window.__PORTAL_CONFIG__ = { apiV1Base: '/v1' };
    expect(getRuntimeConfig().apiV1Base).toBe('/v1');
  });
});
