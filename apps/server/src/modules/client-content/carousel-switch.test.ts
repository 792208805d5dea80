import { describe, expect, it } from 'vitest';
import { defaultCarouselSlides } from '@portal/contracts';
import { host } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

/** Issue 27 §2 Features: `welcomeCarouselEnabled` off means no welcome carousel, whatever slides the client has. */
const ctx = testApp({
  prepare: async ({ db }) => {
    await acmeAndGlobex(db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex' } });
  },
});

const carousel = async (code: string) => (await ctx.app.inject({ method: 'GET', url: '/api/carousel', headers: host(code) })).json();
const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });

describe('the carousel call', () => {
  it('answers no slides, and says so, once the client turns its welcome carousel off in the Features tab; others are untouched', async () => {
    const admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
    const acme = (await call('GET', '/admin/clients/list?search=acme', admin)).json().data[0] as { id: number };
    const detail = (await call('GET', `/admin/clients/${acme.id}`, admin)).json() as { settingsVersion: number; features: Record<string, unknown> };
    const slides = [{ title: 'Hello Acme', body: 'Our own welcome' }];
    expect((await call('PUT', `/admin/clients/${acme.id}/content/carousel`, admin, { version: 1, slides })).statusCode).toBe(200);
    expect(await carousel('acme')).toEqual({ enabled: true, slides });

    const off = await call('PATCH', `/admin/clients/${acme.id}/features`, admin, {
      ...detail.features,
      welcomeCarouselEnabled: false,
      version: detail.settingsVersion,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await carousel('acme')).toEqual({ enabled: false, slides: [] });
    expect(await carousel('globex')).toEqual({ enabled: true, slides: defaultCarouselSlides });

    const on = await call('PATCH', `/admin/clients/${acme.id}/features`, admin, {
      ...detail.features,
      welcomeCarouselEnabled: true,
      version: off.json().settingsVersion,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await carousel('acme')).toEqual({ enabled: true, slides });
  });
});
