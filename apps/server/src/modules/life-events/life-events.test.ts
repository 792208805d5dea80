import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lifeEvents, selectionWindows } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer } from '../../test/auth.ts';

const ctx = seededApp({ login: ['employee', 'globexEmployee'] });
let token: string;
let globexToken: string;
beforeAll(() => {
  ({ employee: token, globexEmployee: globexToken } = ctx.tokens);
});

const call = (method: 'GET' | 'POST', url: string, t?: string, payload?: object, code = 'acme') =>
  ctx.app.inject({ method, url, headers: t ? bearer(t, code) : host(code), ...(payload ? { payload } : {}) });
const today = () => new Date().toISOString().slice(0, 10);
const birthType = async (t = token, code = 'acme') =>
  (await call('GET', '/api/client/life-events/available', t, undefined, code)).json().available.find((e: { code: string }) => e.code === 'birth');

describe('life events', () => {
  it("lists the client's life events", async () => {
    const res = await call('GET', '/api/client/life-events/available', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().available.map((e: { name: string }) => e.name)).toContain('Birth of a child');
  });

  it('adds an event and opens a selection window for the benefits it allows', async () => {
    const type = await birthType();
    const res = await call('POST', '/api/client/life-events', token, { typeId: type.id, eventDate: today(), evidenceNote: 'Birth certificate to follow' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Birth of a child', status: 'open', evidenceNote: 'Birth certificate to follow' });
    const windows = await ctx.db.select().from(selectionWindows).where(eq(selectionWindows.reason, 'Birth of a child'));
    expect(windows).toHaveLength(1);
    expect(windows[0]!.benefitIds?.length).toBeGreaterThan(0);
    expect(windows[0]!.closesAt.getTime() - windows[0]!.opensAt.getTime()).toBe(30 * 86_400_000);
    const mine = (await call('GET', '/api/client/life-events', token)).json().events;
    expect(mine[0]).toMatchObject({ name: 'Birth of a child', status: 'open' });
    // The home banner names the event once, not "(Life event: Birth of a child)".
    const banner = (await call('GET', '/api/user/home-page-banner', token)).json().find((b: { id: string }) => b.id === 'life-event-window');
    expect(banner.body).toMatch(/^Because of your life event \(Birth of a child\) you can change your benefits until \d{1,2} \w+ \d{4}\.$/);
    // A window stored before the fix, with its reason as 'Life event: {name}', is worded the same.
    const [window] = windows;
    await ctx.db
      .insert(selectionWindows)
      .values({ ...window!, id: undefined, reason: 'Life event: Marriage', closesAt: new Date(window!.closesAt.getTime() + 86_400_000) });
    const later = (await call('GET', '/api/user/home-page-banner', token)).json().find((b: { id: string }) => b.id === 'life-event-window');
    expect(later.body).toMatch(/^Because of your life event \(Marriage\) you can/);
  });

  it('shows an event as closed once its window has passed', async () => {
    const [event] = (await call('GET', '/api/client/life-events', token)).json().events;
    await ctx.db
      .update(lifeEvents)
      .set({ windowClosesAt: new Date(Date.now() - 1000) })
      .where(eq(lifeEvents.id, event.id));
    const events = (await call('GET', '/api/client/life-events', token)).json().events;
    expect(events[0].status).toBe('closed');
  });

  it('answers 400 for a bad type or date, storing nothing', async () => {
    const before = await ctx.db.$count(lifeEvents);
    const missing = await call('POST', '/api/client/life-events', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ typeId: 'Choose the life event', eventDate: 'Enter the date of the event' });
    const type = await birthType();
    const old = await call('POST', '/api/client/life-events', token, { typeId: type.id, eventDate: '2001-01-01' });
    expect(old.json().errors).toEqual({ eventDate: 'The event must be within 90 days of today' });
    expect(await ctx.db.$count(lifeEvents)).toBe(before);
  });

  it("never uses or shows another client's events", async () => {
    const acmeType = await birthType();
    const res = await call('POST', '/api/client/life-events', globexToken, { typeId: acmeType.id, eventDate: today() }, 'globex');
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/client/life-events', globexToken, undefined, 'globex')).json().events).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/api/client/life-events/available')).statusCode).toBe(401);
    expect((await call('POST', '/api/client/life-events', undefined, { typeId: 1, eventDate: today() })).statusCode).toBe(401);
  });
});
