import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { auditDescription, type ClientConfigurationDocument } from '@portal/contracts';
import { connect, type Database } from '../db/connect.ts';
import { createDatabase, dropDatabase } from '../db/embedded.ts';
import { auditLog, clients } from '../db/schema/index.ts';
import { repoRoot } from '../paths.ts';
import { sampleFeatures } from '../test/client-settings.ts';
import { withDatabase } from '../test/global-setup.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { tableCounts } from '../test/table-counts.ts';
import { runAdminCommand } from './admin-command.ts';

const serverUrl = inject('testServerUrl');
const name = `portal_config_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
const url = withDatabase(serverUrl, name);
let database: Database;
let dir: string;

beforeAll(async () => {
  await createDatabase(serverUrl, name, inject('testTemplate'));
  database = await connect({ databaseUrl: url, poolSize: 2 });
  dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
});
afterAll(async () => {
  await database?.close();
  await dropDatabase(serverUrl, name);
  await rm(dir, { recursive: true, force: true });
});

/** The command as `npm run admin --` runs it, on this file's database; what it printed, and its exit code. */
async function admin(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(args, { env: { NODE_ENV: 'test', DATABASE_URL: url }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const file = async (fileName: string, content: unknown) => {
  const where = path.join(dir, fileName);
  await writeFile(where, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return where;
};

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#6b1d5c"/></svg>';
const document: ClientConfigurationDocument = {
  version: 2,
  details: { name: 'Vandelay Industries', code: 'vandelay' },
  branding: {
    brandName: 'Vandelay Benefits',
    primaryColour: '6B1D5C',
    secondaryColour: 'F5B700',
    baseFont: 'Inter',
    headerFont: 'Source Sans 3',
    supportEmail: 'people@vandelay.test',
    supportPhone: '',
    logo: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
    mobileLogo: null,
    clientLogo: null,
    avatarSet: null,
  },
  features: { ...sampleFeatures, contactUsEmail: 'hr@vandelay.test', payrollCutoffDay: 20, oneHubIntegrationActive: false, oneHubLogoutUrl: null },
  signOn: null,
  content: {
    faqs: [
      { category: 'General', question: 'What is this?', answer: '<p>Your benefits.</p>' },
      { category: 'General', question: 'Who can join?', answer: '<p>Everyone.</p>' },
    ],
    privacy: null,
    terms: { title: 'Terms', html: '<p>Import and export, mostly.</p>' },
    cookies: null,
    enquiryOptions: [{ value: 'latex', label: 'Latex' }],
    carouselSlides: [],
    contactPanel: null,
  },
  catalogue: {
    newStarterWindowDays: 30,
    schemeYears: [
      {
        year: 2026,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        windowOpensOn: '2026-11-01',
        windowClosesOn: '2026-11-30',
        probationMonths: 3,
        benefits: [
          {
            groupCode: 'dental',
            name: 'Dental Insurance',
            summary: 'Money back on check-ups, hygienist visits and treatment.',
            descriptionHtml: '<p>Claim back the cost of dental care.</p>',
            termsHtml: null,
            termsVersion: null,
            imageUrl: '/benefits/dental.svg',
            category: 'Health',
            kind: 'options',
            setup: {
              options: [
                { value: 'individual', label: 'You only', description: null, covers: 'self' },
                { value: 'family', label: 'You and your family', description: null, covers: 'family' },
              ],
              amount: null,
              peopleCovered: true,
              startDate: true,
            },
            medicalQuestions: [],
            pricing: { kind: 'option-flat', prices: { individual: 9.5, family: 24 } },
            employerContribution: { kind: 'percent', percent: 50 },
            eligibility: {},
            changeRule: 'join-any-time',
            requiresApproval: false,
            provider: 'SmileWell',
            providerEmail: 'reports@smilewell.test',
            faqs: ['Who can join?'],
            sortOrder: 1,
            withdrawnOn: null,
            beam: null,
          },
        ],
      },
    ],
  },
};

describe('npm run admin -- import-client / export-client', () => {
  it('dry-runs a file (nothing changed), applies it (a new draft client), and exports it again as it was', async () => {
    const where = await file('vandelay.json', document);
    const before = await tableCounts(database.db);
    const dry = await admin(['import-client', where, '--dry-run']);
    expect(dry).toMatchObject({ code: 0, err: '' });
    expect(dry.out).toContain('Dry run for the new client vandelay (in draft): nothing was changed.');
    expect(dry.out).toMatch(/^\d+ added, 0 changed, 0 unchanged, 0 skipped\.$/m);
    expect(dry.out).toContain('added    branding.primaryColour: 6B1D5C');
    expect(dry.out).toContain('added    content.faqs.1: General | Who can join? | <p>Everyone.</p>');
    expect(dry.out).toContain('added    catalogue.schemeYears.0: 2026-01-01 to 2026-12-31; window 2026-11-01 to 2026-11-30; probation 3 months');
    expect(dry.out).toContain('added    catalogue.schemeYears.0.benefits.0: Dental Insurance (SmileWell): You only £9.50, You and your family £24.00');
    expect(await tableCounts(database.db)).toEqual(before);

    const applied = await admin(['import-client', where]);
    expect(applied).toMatchObject({ code: 0, err: '' });
    expect(applied.out).toContain('Applied to the new client vandelay (in draft).');
    const [row] = await database.db.select().from(clients).where(eq(clients.code, 'vandelay'));
    expect(row).toMatchObject({ status: 'draft', name: 'Vandelay Industries', benefitBrandName: 'Vandelay Benefits', primaryColour: '6B1D5C' });
    // Written by the command line: no one is logged in, and every entry says so.
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.clientId, row!.id));
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) expect(entry).toMatchObject({ actorId: null, details: { via: 'command-line' } });
    const imported = entries.find((entry) => entry.action === 'client.configuration.imported')!;
    expect(auditDescription({ ...entry(imported), actor: null, subject: null })).toMatch(
      /^The command line set up the client from a configuration document \(\d+ items added/,
    );

    const exported = await admin(['export-client', 'vandelay']);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out)).toEqual(document);

    const again = await admin(['import-client', where, '--overwrite']);
    expect(again.out).toContain('Nothing to change for the client vandelay: every item is unchanged or skipped.');
    expect(again.out).toMatch(/^0 added, 0 changed, \d+ unchanged, 0 skipped\.$/m);
  });

  it('keeps what differs unless --overwrite, and prints each item that is not unchanged on a line', async () => {
    const edited = {
      ...document,
      features: { ...document.features, payrollCutoffDay: 9 },
      content: { ...document.content, carouselSlides: [{ title: 'Hi', body: 'Welcome' }] },
    };
    const where = await file('vandelay-edited.json', edited);
    const skip = await admin(['import-client', where]);
    expect(skip.code).toBe(0);
    expect(skip.out).toContain('skipped  features.payrollCutoffDay: 20 -> 9 (Different in the portal');
    expect(skip.out).toContain('added    content.carouselSlides.0: Welcome');
    const overwrite = await admin(['import-client', where, '--overwrite']);
    expect(overwrite.out).toContain('changed  features.payrollCutoffDay: 20 -> 9');
    expect(overwrite.out).toMatch(/^0 added, 1 changed, \d+ unchanged, 0 skipped\.$/m);
    const out = path.join(dir, 'out.json');
    const written = await admin(['export-client', 'vandelay', '--output', out]);
    expect(written).toMatchObject({ code: 0, out: '' });
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(edited);
  });

  it('refuses a missing file, one that is not JSON and a bad document with a clear message, changing nothing', async () => {
    const before = await tableCounts(database.db);
    const missing = await admin(['import-client', path.join(dir, 'nope.json')]);
    expect(missing).toMatchObject({ code: 1, out: '' });
    expect(missing.err).toContain('Cannot read');
    const notJson = await admin(['import-client', await file('broken.json', '{ "version": 1,')]);
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/it is not JSON/);
    const bad = await admin([
      'import-client',
      await file('bad.json', { ...document, details: { name: 'Web', code: 'www' }, branding: { ...document.branding, primaryColour: '#FFD700' } }),
    ]);
    expect(bad).toMatchObject({ code: 1, out: '' });
    expect(bad.err).toContain('  details.code: This name is kept for the platform: choose another');
    expect(bad.err).toMatch(/ {2}branding\.primaryColour: Text on this primary colour would be hard to read/);
    expect(await tableCounts(database.db)).toEqual(before);

    const unknown = await admin(['export-client', 'nobody']);
    expect(unknown).toMatchObject({ code: 1, out: '', err: 'There is no client with this code' });
    expect((await admin(['export-client'])).code).toBe(2);
    expect((await admin(['import-client', 'a.json', 'b.json'])).code).toBe(2);
    expect((await admin(['import-client', 'a.json', '--force'])).code).toBe(2);
    expect((await admin(['export-client', 'acme', '--dry-run'])).code).toBe(2);
  });

  it('runs as `npm run admin -- export-client` in a process of its own; a file saved with npm’s own lines still imports', async () => {
    // An operator's shell: no log level inherited from an npm that started this test run (`npm run --silent …`).
    const { npm_config_loglevel: _inherited, ...operatorEnv } = process.env;
    const env = { ...operatorEnv, DATABASE_URL: url, ...PRODUCTION_ENV };
    const run = spawnSync('npm', ['run', 'admin', '--', 'export-client', 'vandelay'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    // Without --silent, npm writes its own lines first: exactly what `npm run admin -- export-client vandelay > file` saves.
    expect(run.stdout).toMatch(/^\s*> /);
    const saved = await file('with-npm-lines.json', run.stdout);
    const dry = await admin(['import-client', saved, '--dry-run']);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toMatch(/^0 added, 0 changed, \d+ unchanged, 0 skipped\.$/m);
  }, 60_000);
});

const entry = (row: typeof auditLog.$inferSelect) => ({ ...row, details: row.details as Record<string, unknown>, statusCode: row.statusCode });
