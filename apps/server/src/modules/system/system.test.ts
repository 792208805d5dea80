import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/fixture.ts';

const ctx = testApp({ now: new Date('2027-01-04T09:00:00Z') });

describe('system routes', () => {
  it('answers ping', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it("tells the portal's time (PORTAL_NOW's, when set), which the end-to-end tests set the browser's clock from", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.json()).toEqual({ status: 'ok', time: '2027-01-04T09:00:00.000Z' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No route for GET /api/no/such/thing', requestId: res.headers['x-request-id'] });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"subject":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('publishes the OpenAPI document built from the contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/ping', '/api/theme/{domain}', '/api/contact']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
