import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { recordAudit } from '../db/repositories/audit-log.ts';
import { updateClientSettings } from '../db/repositories/clients.ts';
import { clients, contentPages, users, type Client } from '../db/schema/index.ts';
import { clock } from '../clock.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { sendWelcomeMails } from '../modules/account/index.ts';
import { importClientConfiguration } from '../modules/configuration/index.ts';
import { loadAuthKeys } from '../lib/auth-keys.ts';
import { sealTotpSecret } from '../modules/mfa/index.ts';
import { hashPassword } from '../lib/password.ts';
import acmeDocument from './clients/acme.json';
import globexDocument from './clients/globex.json';
import initechDocument from './clients/initech.json';
import umbrellaDocument from './clients/umbrella.json';
import { portalPages } from './content.ts';
import { createFamilyMember, createUser } from './factories.ts';
import { generateEmployees } from './people.ts';
import { seedBenefits } from './benefit-seed.ts';
import { datedDemoDocument } from './demo-catalogue.ts';
import { seedLifeEventTypes } from './life-events.ts';
import { seedLoginHistory } from './login-history.ts';
import { seedNextYears } from './next-year-seed.ts';
import { seedSingleSignOn } from './sso-seed.ts';

/** Generated employees who have not yet accepted the current site terms, so their next login asks. */
const TERMS_NOT_ACCEPTED = ['employee060@acme.test', 'employee063@acme.test'];
/**
 * The one generated employee who registered and has not logged in yet (registering logs a person in, so nobody else
 * is shown so): the e2e test of a first login's welcome carousel logs in here first.
 */
export const FIRST_LOGIN_PENDING = 'employee018@acme.test';

export const DEMO_PASSWORD = 'Benefits-Demo-2026!';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/**
 * The demo platform administrator's two-factor secret: platform administrators must use two-factor (issue 27 §1), so
 * admin@portal.test logs in with a code from it, as mfa@acme.test does with DEMO_TOTP_SECRET.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'PORTALADMIN2FA7Q';
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return (row?.n ?? 0) > 0;
}

/**
 * The demo's clients as configuration documents (issue 27 §3), one per client under clients/: the seed sets each up
 * through the import any client can be set up with (details, branding, logos, features, content, and the benefits
 * catalogue: scheme years, windows and benefits with their prices and rules, issue 28 §4), so the demo is proof that a
 * client can be set up from a file. Its scheme years are written for DEMO_DOCUMENT_YEAR and moved to the year the seed
 * runs in (`datedDemoDocument`). Export one again with `npm run --silent admin -- export-client acme` (Globex's and
 * Initech's then show the demo identity provider's sign-on: keep `signOn: null` in their files; Acme's window is then
 * the one the seed closed, and every year the current one: put the file's back). In the order the clients are made
 * (acme is client 1). Sign-on, people and their selections, Acme's closed window, life events and partners are not
 * set-up of the client's own, or depend on this installation or the day, and are seeded below. What each shows:
 * - acme: its own colours, fonts (Source Sans 3, Poppins headings), logos and company logo, avatars, contact us; its
 *   uploads show each employee's eligibility difference, its take-up comes from the benefit-insights calls;
 * - globex: the portal's colours with its own logos, no contact us; signs in by the demo identity provider too;
 * - umbrella: its own colours and no logos (its brand name as a wordmark); two-factor for everyone, so the first
 *   login shows the set-up screens;
 * - initech: SSO-only, its login page offers single sign-on and no password step.
 */
export const DEMO_CLIENT_DOCUMENTS = { acme: acmeDocument, globex: globexDocument, umbrella: umbrellaDocument, initech: initechDocument } as const;
export type DemoClientCode = keyof typeof DEMO_CLIENT_DOCUMENTS;

/** The portal's own privacy statement, terms and cookie policy: what a host naming no client, or a client without its own, shows. */
async function seedPortalPages(db: Db) {
  const pages = portalPages();
  await db
    .insert(contentPages)
    .values(
      (['cookie', 'policy', 'terms'] as const).map((type) => ({ clientId: null, type, title: pages[type].title, html: sanitizeContent(pages[type].html) })),
    );
}

/**
 * Each demo client from its document (a new client in draft, as the admin console makes one), then taken live: going
 * live is a decision, not configuration, and the demo's clients are open. Audited as the demo seed's.
 */
async function importDemoClients(db: Db, config: Config): Promise<Record<DemoClientCode, Client>> {
  const made: Partial<Record<DemoClientCode, Client>> = {};
  // One after the other: `db` is the seed's transaction, whose one connection takes one query at a time.
  for (const [code, document] of Object.entries(DEMO_CLIENT_DOCUMENTS) as [DemoClientCode, unknown][]) {
    const options = { mode: 'apply', onExisting: 'overwrite', actorId: null, via: 'demo-seed', now: clock.now(), apiBase: config.API_BASE } as const;
    const { clientId } = await importClientConfiguration(db, datedDemoDocument(document, options.now), options);
    const [draft] = clientId === null ? [] : await db.select().from(clients).where(eq(clients.id, clientId));
    const live = draft && (await updateClientSettings(db, draft.id, draft.settingsVersion, { status: 'live' }));
    if (!live || live.code !== code) throw new Error(`demo seed: client ${code} was not made from its document`);
    await recordAudit(db, { action: 'client.live', clientId: live.id, actorId: null, subjectId: null, details: { name: live.name, via: 'demo-seed' } });
    made[code] = live;
  }
  return made as Record<DemoClientCode, Client>;
}

async function seedClients(db: Db, config: Config) {
  const demo = await importDemoClients(db, config);
  await seedPortalPages(db);
  for (const client of [demo.acme, demo.globex, demo.initech]) await seedLifeEventTypes(db, client.id);
  return demo;
}

/** The demo tenants, people and content of the README; runs on an empty database only. */
export async function seedDemo(db: Db, config: Config): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash for every demo account keeps the first start fast
  const keys = await loadAuthKeys(db, config);
  await db.transaction(async (tx) => {
    const { acme, globex, umbrella, initech } = await seedClients(tx, config);
    await seedSingleSignOn(tx, config, keys, { acme, globex, initech });
    // The demo people have accepted their client's terms (the clients' first: a client an import makes starts no new revision).
    const termsRevision = Math.max(...[acme, globex, umbrella, initech].map((client) => client.termsRevision));
    const accepted = { termsRevisionAccepted: termsRevision, passwordHash, activatedAt: clock.now() };
    const sam = await createUser(tx, {
      clientId: acme.id,
      email: 'employee@acme.test',
      firstName: 'Sam',
      surname: 'Taylor',
      dateOfBirth: '1978-08-28',
      employeeNumber: 'AC00001',
      employmentStartDate: '2015-03-02',
      salary: '42000.00',
      grade: 'Store Manager',
      location: 'Leeds',
      ...accepted,
    });
    const jordan = await createFamilyMember(tx, {
      clientId: acme.id,
      userId: sam.id,
      title: 'Mrs',
      firstName: 'Jordan',
      surname: 'Taylor',
      dateOfBirth: '1980-02-14',
      genderId: 1,
      famtypeId: 1,
    });
    await createFamilyMember(tx, {
      clientId: acme.id,
      userId: sam.id,
      title: 'Miss',
      firstName: 'Mia',
      surname: 'Taylor',
      dateOfBirth: '2014-06-09',
      genderId: 1,
      famtypeId: 2,
      fullTimeEducationEnds: '2032-07-31',
    });
    await createUser(tx, {
      clientId: acme.id,
      email: 'hr@acme.test',
      firstName: 'Priya',
      surname: 'Shah',
      userType: 'employer',
      dateOfBirth: '1985-11-03',
      employeeNumber: 'AC00002',
      ...accepted,
    });
    const lee = await createUser(tx, {
      clientId: acme.id,
      email: 'leaver@acme.test',
      firstName: 'Lee',
      surname: 'Morgan',
      employmentStatus: 'left',
      dateOfBirth: '1972-05-19',
      employeeNumber: 'AC00003',
      ...accepted,
    });
    await createUser(tx, {
      clientId: acme.id,
      email: 'mfa@acme.test',
      firstName: 'Alex',
      surname: 'Kim',
      dateOfBirth: '1991-09-30',
      employeeNumber: 'AC00004',
      mfaEnabled: true,
      mfaSecret: sealTotpSecret(keys, DEMO_TOTP_SECRET),
      ...accepted,
    });
    const jo = await createUser(tx, {
      clientId: acme.id,
      email: 'newstarter@acme.test',
      firstName: 'Jo',
      surname: 'Bloggs',
      dateOfBirth: '1990-01-15',
      employeeNumber: 'AC00005',
      activatedAt: null,
    });
    // A second new starter, so activating one (e2e) and resending a welcome to the other never race.
    const sasha = await createUser(tx, {
      clientId: acme.id,
      email: 'starter@acme.test',
      firstName: 'Sasha',
      surname: 'Green',
      dateOfBirth: '1994-06-21',
      employeeNumber: 'AC00006',
      activatedAt: null,
    });
    // A leaver of last month whom the employer's end-to-end walk erases on request (issue 39); nothing else uses them.
    // The retention job leaves them alone for the client's two years.
    const lastMonth = new Date(clock.now());
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await createUser(tx, {
      clientId: acme.id,
      email: 'former@acme.test',
      firstName: 'Casey',
      surname: 'Ashford',
      dateOfBirth: '1981-02-14',
      employeeNumber: 'AC00007',
      employmentStatus: 'left',
      leavingDate: lastMonth.toISOString().slice(0, 10),
      ...accepted,
    });
    await createUser(tx, {
      clientId: null,
      email: 'admin@portal.test',
      firstName: 'Morgan',
      surname: 'Reed',
      userType: 'admin',
      mfaEnabled: true,
      mfaSecret: sealTotpSecret(keys, DEMO_ADMIN_TOTP_SECRET),
      ...accepted,
    });
    const chris = await createUser(tx, {
      clientId: globex.id,
      email: 'employee@globex.test',
      firstName: 'Chris',
      surname: 'Doe',
      dateOfBirth: '1988-12-01',
      ...accepted,
    });
    // Globex's HR administrator: the e2e test of the two-factor settings changes Globex's employer rule, touching nobody else's login.
    await createUser(tx, {
      clientId: globex.id,
      email: 'hr@globex.test',
      firstName: 'Kai',
      surname: 'Morris',
      userType: 'employer',
      dateOfBirth: '1982-10-09',
      ...accepted,
    });
    await createUser(tx, {
      clientId: umbrella.id,
      email: 'employee@umbrella.test',
      firstName: 'Robin',
      surname: 'Park',
      dateOfBirth: '1983-03-17',
      ...accepted,
    });
    // Has the demo password, but only for the demo identity provider: Initech refuses password login.
    await createUser(tx, { clientId: initech.id, email: 'employee@initech.test', firstName: 'Dana', surname: 'Lee', dateOfBirth: '1986-07-22', ...accepted });
    await createUser(tx, {
      clientId: initech.id,
      email: 'milton@initech.test',
      firstName: 'Milton',
      surname: 'Waddams',
      dateOfBirth: '1961-04-04',
      ...accepted,
    });
    const generated = await tx
      .insert(users)
      .values(
        generateEmployees(120, clock.now()).map((e) => ({
          ...e,
          clientId: acme.id,
          mfaEnabled: e.mfaSecret !== null,
          mfaSecret: e.mfaSecret && sealTotpSecret(keys, e.mfaSecret),
          ...accepted,
          activatedAt: e.activatedAt,
          lastLoginAt: e.email === FIRST_LOGIN_PENDING ? null : e.lastLoginAt,
          passwordHash: e.activatedAt ? passwordHash : null,
          termsRevisionAccepted: TERMS_NOT_ACCEPTED.includes(e.email) ? 0 : accepted.termsRevisionAccepted,
        })),
      )
      .returning({ id: users.id, salary: users.salary, dateOfBirth: users.dateOfBirth, activatedAt: users.activatedAt, lastLoginAt: users.lastLoginAt });
    await seedBenefits(tx, { acmeId: acme.id, globexId: globex.id, sam, samPartnerId: jordan.id, lee, chris, generated }, clock.now());
    // In a year's last ten weeks, next year too, its window open before it starts.
    await seedNextYears(tx, [acme.id, globex.id], clock.now());
    // After the benefits: some of those logins opened benefit pages.
    await seedLoginHistory(
      tx,
      generated.map((g) => ({ ...g, clientId: acme.id })),
      clock.now(),
    );
    await sendWelcomeMails(tx, config, acme, [jo, sasha], clock.now());
  });
}

/** Empties the database completely (schema and migration history), for `npm run seed -- --reset`. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}
