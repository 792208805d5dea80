import { and, eq } from 'drizzle-orm';
import { svgProblem } from './logo.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clientAssets, clients, type Client } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { createPerson } from '../../test/auth.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { createAdmin } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let admin: Record<string, string>;
let employee: Record<string, string>;
let hr: Record<string, string>;

beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex', primaryColour: '112233' } }));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  employee = await ctx.headersOf((await createPerson(ctx.db, 'acme', { email: 'sam@acme.test' })).email);
  hr = await ctx.headersOf((await createPerson(ctx.db, 'acme', { email: 'priya@acme.test', userType: 'employer' })).email);
});

const url = (id: number | string = acme.id) => `/api/admin/clients/${id}/branding`;
const valid = {
  brandName: 'Acme Rewards',
  primaryColour: '#0B3D2E',
  secondaryColour: 'f5b700',
  baseFont: 'Source Sans 3',
  headerFont: 'Inter',
  supportEmail: 'help@acme.test',
  supportPhone: '+44 (0)20 7946 0000',
};
const read = async (headers = admin, id: number = acme.id) => ctx.app.inject({ method: 'GET', url: url(id), headers });
const save = (body: unknown, headers = admin, id: number | string = acme.id) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers, payload: body as object });
const clientRow = async (id = acme.id) => (await ctx.db.select().from(clients).where(eq(clients.id, id)))[0]!;
const brandingAudits = async () =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed'))).filter(
    (row) => (row.details as { setting?: string }).setting === 'branding',
  );

const upload = (kind: string, body: Buffer | string, contentType: string, version: number, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: `${url()}/logos/${kind}?version=${version}`, headers: { ...headers, 'content-type': contentType }, payload: body });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake but signed')]);
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Acme</title><rect width="10" height="10" fill="#0b3d2e"/></svg>';

describe('client branding (admin console)', () => {
  it('reads and saves the branding in one go, audited field by field, and the theme shows it at once on every instance', async () => {
    const before = (await read()).json();
    expect(before).toMatchObject({ clientId: acme.id, clientCode: 'acme', version: 1 });
    const other = await ctx.anotherInstance();
    // The other instance has the old theme in its copy of the client row.
    expect((await other.inject({ method: 'GET', url: '/api/theme/acme.localhost' })).json().benefitBrandName).not.toBe('Acme Rewards');

    const res = await save({ ...valid, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brandName: 'Acme Rewards', primaryColour: '0B3D2E', secondaryColour: 'F5B700', baseFont: 'Source Sans 3', version: 2 });

    const theme = await other.inject({ method: 'GET', url: '/api/theme/acme.localhost' });
    expect(theme.headers['cache-control']).toBe('no-cache');
    expect(theme.json()).toMatchObject({ benefitBrandName: 'Acme Rewards', primaryColour: '0B3D2E', secondaryColour: 'F5B700', baseFont: 'Source Sans 3' });
    expect(theme.json().supportEmail).toBe('help@acme.test');

    const [entry] = await brandingAudits();
    expect(entry).toMatchObject({ clientId: acme.id, subjectId: null });
    const changes = (entry!.details as { changes: { field: string; before: unknown; after: unknown }[] }).changes;
    expect(changes).toContainEqual({ field: 'primaryColour', before: acme.primaryColour ?? null, after: '0B3D2E' });
    expect(changes).toContainEqual({ field: 'benefitBrandName', before: acme.benefitBrandName, after: 'Acme Rewards' });
    // The other client is untouched.
    expect((await clientRow(globex.id)).primaryColour).toBe('112233');
  });

  it('refuses bad input with field errors and saves nothing, a low-contrast colour included', async () => {
    const { version } = (await read()).json();
    const row = await clientRow();
    const res = await save({ ...valid, version, primaryColour: '#7FD3F7', secondaryColour: 'nope', baseFont: 'Comic Sans', supportEmail: 'x', brandName: ' ' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['baseFont', 'brandName', 'primaryColour', 'secondaryColour', 'supportEmail']);
    expect(errors.primaryColour).toMatch(/hard to read \(contrast 1\.\d\d:1; at least 4\.5:1/);
    expect(await clientRow()).toEqual(row);
    // A mid grey is unreadable under both white and body text.
    expect((await save({ ...valid, version, secondaryColour: '777777' })).json().errors).toEqual({ secondaryColour: expect.stringContaining('hard to read') });
    expect((await read()).json().version).toBe(version);
  });

  it('answers 409 with the newer values to the second of two editors, saving nothing of theirs', async () => {
    const { version } = (await read()).json();
    expect((await save({ ...valid, brandName: 'First editor', version })).statusCode).toBe(200);
    const second = await save({ ...valid, brandName: 'Second editor', version });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('changed since you opened it');
    expect(second.json().current).toMatchObject({ brandName: 'First editor', version: version + 1 });
    expect((await clientRow()).benefitBrandName).toBe('First editor');
  });

  it('is for platform administrators only; another client is reached only by its own id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: url(), headers: host('acme') })).statusCode).toBe(401);
    expect((await save({ ...valid, version: 1 }, host('acme'))).statusCode).toBe(401);
    for (const who of [employee, hr]) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await save({ ...valid, version: 1 }, who)).statusCode).toBe(403);
      expect((await upload('logo', PNG, 'image/png', 1, who)).statusCode).toBe(403);
    }
    expect((await read(admin, 999_999)).statusCode).toBe(404);
    expect((await save({ ...valid, version: 1 }, admin, 'x')).json().errors).toEqual({ id: expect.any(String) });
    expect((await read(admin, globex.id)).json()).toMatchObject({ clientCode: 'globex', primaryColour: '112233' });
  });
});

describe('logos', () => {
  it('stores a PNG, points the theme at its hash and serves it with immutable caching', async () => {
    const { version } = (await read()).json();
    const res = await upload('logo', PNG, 'image/png', version);
    expect(res.statusCode).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/clients\/acme\/assets\/[0-9a-f]{64}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/theme/acme.localhost' })).json().brandHeaderLogo).toBe(logoUrl);
    const file = await ctx.app.inject({ method: 'GET', url: logoUrl, headers: host('globex') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // By its own client's code and the right extension only.
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl.replace('/acme/', '/globex/') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: logoUrl.replace('.png', '.svg') })).statusCode).toBe(404);
    const audits = await brandingAudits();
    expect(audits.at(-1)!.details).toMatchObject({ changes: [{ field: 'brandHeaderLogo', after: logoUrl }] });
  });

  it('stores a plain SVG as the mobile logo, served so that it cannot run anything', async () => {
    const { version } = (await read()).json();
    const res = await upload('mobile', SVG, 'image/svg+xml', version);
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().mobileLogoUrl });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.body).toBe(SVG);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'],
    [
      'an external image',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.test/x.svg#a"/></svg>',
    ],
    ['a javascript link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>'],
    ['foreign HTML', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.test"/></foreignObject></svg>'],
    ['a CSS import', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.test/a.css);</style></svg>'],
    // Issue 37 item 7: what got past the filter before.
    ['an element nested in a style sheet', '<svg xmlns="http://www.w3.org/2000/svg"><style><g/>@import url(https://evil.test/a.css);</style></svg>'],
    ['a CSS escape of url(', '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: u\\72l(https://evil.test/x.png) }</style></svg>'],
    ['a CSS escape in an attribute', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: u\\72 l(https://evil.test/x)"/></svg>'],
    ['a comment inside url(', '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: u/**/rl(https://evil.test/x) }</style></svg>'],
    ['an image-set()', '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: image-set("https://evil.test/x.png" 1x) }</style></svg>'],
    ['a prefixed image-set()', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="background:-webkit-image-set(\'https://evil.test/x\' 1x)"/></svg>'],
    ['a font face', '<svg xmlns="http://www.w3.org/2000/svg"><style>@font-face { font-family: x; src: local(x) }</style></svg>'],
    ['a style sheet split by CDATA', '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: u<![CDATA[rl(https://evil.test/x)]]> }</style></svg>'],
    ['an entity', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'],
  ])('refuses an SVG with %s (400, nothing stored)', async (_what, svg) => {
    const { version } = (await read()).json();
    const assets = await ctx.db.$count(clientAssets);
    const res = await upload('logo', svg, 'image/svg+xml', version);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: expect.any(String) });
    expect(await ctx.db.$count(clientAssets)).toBe(assets);
    expect((await read()).json().version).toBe(version);
  });

  it('accepts what a logo draws with: gradients by fragment, a style sheet with escapes that fetch nothing', () => {
    const drawn =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d2e"/></linearGradient></defs>' +
      '<style>/* brand */ .a { fill: url(#g); } .b { font-family: "Acme\\20 Sans"; }</style><rect class="a" fill="url( \'#g\' )" width="1" height="1"/></svg>';
    expect(svgProblem(drawn)).toBeNull();
  });

  it('refuses a file over 512 kB, a PNG that is not one, and other types', async () => {
    const { version } = (await read()).json();
    const assets = await ctx.db.$count(clientAssets);
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const tooBig = await upload('logo', big, 'image/png', version);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: 'The logo must be 512 kB or smaller', errors: { file: expect.any(String) } });
    const fakePng = await upload('logo', Buffer.from('GIF89a....'), 'image/png', version);
    expect(fakePng.json()).toMatchObject({ errors: { file: 'This file is not a PNG image' } });
    expect((await upload('logo', '{"a":1}', 'application/json', version)).statusCode).toBe(400);
    expect((await upload('banner', PNG, 'image/png', version)).json().errors).toEqual({ kind: expect.any(String) });
    expect(await ctx.db.$count(clientAssets)).toBe(assets);
  });

  it('answers 409 to an upload over a version saved since, storing nothing', async () => {
    const { version } = (await read()).json();
    const assets = await ctx.db.$count(clientAssets, and(eq(clientAssets.clientId, acme.id)));
    const res = await upload('logo', Buffer.concat([PNG, Buffer.from('other')]), 'image/png', version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().current.version).toBe(version);
    expect(await ctx.db.$count(clientAssets, eq(clientAssets.clientId, acme.id))).toBe(assets);
  });
});
