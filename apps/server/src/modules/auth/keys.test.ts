import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema/index.ts';
import { testApp } from '../../test/fixture.ts';
import { loadAuthKeys } from '../../lib/auth-keys.ts';

const exported = async (key: webcrypto.CryptoKey) => new Uint8Array(await webcrypto.subtle.exportKey('raw', key));

const ctx = testApp();

describe('loadAuthKeys', () => {
  it('generates the session secret once and shares it through the database', async () => {
    const first = await loadAuthKeys(ctx.db, ctx.config);
    const second = await loadAuthKeys(ctx.db, ctx.config);
    expect(second).toEqual(first);
    expect(await exported(second.accessToken)).toEqual(await exported(first.accessToken));
    expect(await ctx.db.$count(appSettings)).toBe(1);
    expect(ctx.app.keys).toEqual(first);
    expect(await exported(ctx.app.keys.accessToken)).toEqual(await exported(first.accessToken));
  });

  it('uses SESSION_SECRET and ALTCHA_HMAC_KEY when they are configured', async () => {
    const configured = await loadAuthKeys(ctx.db, { ...ctx.config, SESSION_SECRET: 's'.repeat(32), ALTCHA_HMAC_KEY: 'altcha-key-0123456789' });
    expect(configured.altcha).toBe('altcha-key-0123456789');
    expect(await exported(configured.accessToken)).not.toEqual(await exported(ctx.app.keys.accessToken));
  });
});
