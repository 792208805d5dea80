import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { clients, cmsBlocks, contentPages, enquiryOptions, faqs, users, type Client } from '../db/schema/index.ts';
import { clock } from '../lib/clock.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { sendWelcomeMails } from '../modules/account/index.ts';
import { loadAuthKeys } from '../lib/auth-keys.ts';
import { hashPassword } from '../lib/password.ts';
import { demoContent, type DemoClient } from './content.ts';
import { createClient, createFamilyMember, createUser } from './factories.ts';
import { generateEmployees } from './people.ts';
import { seedBenefits } from './benefit-seed.ts';
import { seedLifeEventTypes } from './life-events.ts';
import { seedLoginHistory } from './login-history.ts';
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
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  return (row?.n ?? 0) > 0;
}

async function seedContent(db: Db, clientId: number | null, about: DemoClient) {
  const content = demoContent(about);
  await db.insert(contentPages).values(
    (['cookie', 'policy', 'terms'] as const).map((type) => ({
      clientId,
      type,
      title: content.pages[type].title,
      html: sanitizeContent(content.pages[type].html),
    })),
  );
  if (clientId === null) return;
  await db
    .insert(faqs)
    .values(content.faqs.map((f, i) => ({ clientId, category: f.category, question: f.question, answerHtml: sanitizeContent(f.answer), sortOrder: i })));
  await db.insert(enquiryOptions).values(content.enquiryOptions.map((o, i) => ({ clientId, value: o.value, label: o.label, sortOrder: i })));
  if (content.contactPanel) {
    await db.insert(cmsBlocks).values({ clientId, key: 'contact-panel', name: content.contactPanel.name, html: sanitizeContent(content.contactPanel.content) });
  }
}

const aboutClient = (c: Client): DemoClient => ({ name: c.name, brandName: c.benefitBrandName, supportEmail: c.supportEmail, supportPhone: c.supportPhone });

async function seedClients(db: Db) {
  const acme = await createClient(db, {
    code: 'acme',
    name: 'Acme Retail',
    benefitBrandName: 'Acme Rewards',
    primaryColour: '0B5D4B',
    secondaryColour: 'F28C28',
    logoFileUrl: '/brand/acme/client-logo.svg',
    brandHeaderLogo: '/brand/acme/logo.svg',
    mobileLogo: '/brand/acme/logo-mobile.svg',
    baseFont: 'Source Sans 3',
    headerFont: 'Poppins',
    avatarSetUrl: '/avatars/set-1/',
    supportEmail: 'support@acme.test',
    supportPhone: '0800 123 4567',
    contactUsEmail: 'hr-enquiries@acme.test',
    contactUsEnabled: true,
    // Acme's uploads show each employee's eligibility difference (spec isDataLoadEligibilityImpactEnabled).
    dataLoadEligibilityImpact: true,
    // Acme's take-up comes from the benefit-insights calls (page views beside the take-up figures).
    benefitInsightsEnabled: true,
  });
  const globex = await createClient(db, {
    code: 'globex',
    name: 'Globex',
    benefitBrandName: 'Globex Benefits',
    brandHeaderLogo: '/brand/globex/logo.svg',
    mobileLogo: '/brand/globex/logo-mobile.svg',
    supportEmail: 'benefits@globex.test',
    contactUsEnabled: false,
  });
  await seedContent(db, null, { name: 'your employer', brandName: 'Benefits Portal', supportEmail: 'support@portal.test', supportPhone: null });
  await seedContent(db, acme.id, aboutClient(acme));
  await seedContent(db, globex.id, aboutClient(globex));
  await seedLifeEventTypes(db, acme.id);
  await seedLifeEventTypes(db, globex.id);
  // Umbrella enforces two-factor for everyone, so the first login shows the setup screens.
  const umbrella = await createClient(db, {
    code: 'umbrella',
    name: 'Umbrella Health',
    benefitBrandName: 'Umbrella Benefits',
    primaryColour: '6B1D5C',
    secondaryColour: 'E4572E',
    supportEmail: 'people@umbrella.test',
    mfaEnforcedEmployees: true,
    mfaEnforcedEmployers: true,
  });
  await seedContent(db, umbrella.id, aboutClient(umbrella));
  // Initech is SSO-only: its login page offers single sign-on and no password step.
  const initech = await createClient(db, {
    code: 'initech',
    name: 'Initech',
    benefitBrandName: 'Initech Benefits',
    primaryColour: 'A4262C',
    secondaryColour: 'F2A541',
    brandHeaderLogo: '/brand/initech/logo.svg',
    mobileLogo: '/brand/initech/logo-mobile.svg',
    supportEmail: 'people@initech.test',
    ssoAccessOnly: true,
  });
  await seedContent(db, initech.id, aboutClient(initech));
  await seedLifeEventTypes(db, initech.id);
  return { acme, globex, umbrella, initech };
}

/** The demo tenants, people and content of the README; runs on an empty database only. */
export async function seedDemo(db: Db, config: Config): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash for every demo account keeps the first start fast
  const keys = await loadAuthKeys(db, config);
  await db.transaction(async (tx) => {
    const { acme, globex, umbrella, initech } = await seedClients(tx);
    await seedSingleSignOn(tx, config, keys, { acme, globex, initech });
    const accepted = { termsRevisionAccepted: 1, passwordHash, activatedAt: new Date() };
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
      mfaSecret: DEMO_TOTP_SECRET,
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
    await createUser(tx, { clientId: null, email: 'admin@portal.test', firstName: 'Morgan', surname: 'Reed', userType: 'admin', ...accepted });
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
          ...accepted,
          activatedAt: e.activatedAt,
          lastLoginAt: e.email === FIRST_LOGIN_PENDING ? null : e.lastLoginAt,
          passwordHash: e.activatedAt ? passwordHash : null,
          termsRevisionAccepted: TERMS_NOT_ACCEPTED.includes(e.email) ? 0 : accepted.termsRevisionAccepted,
        })),
      )
      .returning({ id: users.id, salary: users.salary, dateOfBirth: users.dateOfBirth, activatedAt: users.activatedAt, lastLoginAt: users.lastLoginAt });
    await seedBenefits(tx, { acmeId: acme.id, globexId: globex.id, sam, samPartnerId: jordan.id, lee, chris, generated }, clock.now());
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
