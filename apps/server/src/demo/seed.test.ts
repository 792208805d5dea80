import { eq, isNotNull, like } from 'drizzle-orm';
import { openTotpSecret } from '../modules/mfa/index.ts';
import { describe, expect, it } from 'vitest';
import { clients, familyMembers, users, userTokens } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { verifyPassword } from '../lib/password.ts';
import { latestMailTo } from '../test/mailbox.ts';
import { seededApp } from '../test/seeded.ts';
import { DEMO_PASSWORD, FIRST_LOGIN_PENDING, isSeeded } from './seed.ts';

const ctx = seededApp();

const userByEmail = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('demo seed', () => {
  it('creates the demo clients', async () => {
    const rows = await ctx.db.select().from(clients).orderBy(clients.code);
    expect(rows.map((c) => [c.code, c.name, c.contactUsEnabled, c.mfaEnforcedEmployees])).toEqual([
      ['acme', 'Acme Retail', true, false],
      ['globex', 'Globex', false, false],
      ['initech', 'Initech', false, false],
      ['umbrella', 'Umbrella Health', false, true],
    ]);
    expect(await isSeeded(ctx.db)).toBe(true);
  });

  it('creates the named accounts with the demo password', async () => {
    const sam = await userByEmail('employee@acme.test');
    expect(sam).toMatchObject({ firstName: 'Sam', surname: 'Taylor', userType: 'employee', dateOfBirth: '1978-08-28' });
    expect(await verifyPassword(DEMO_PASSWORD, sam?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('wrong-password', sam?.passwordHash ?? null)).toBe(false);
    expect(await userByEmail('hr@acme.test')).toMatchObject({ firstName: 'Priya', userType: 'employer' });
    expect(await userByEmail('leaver@acme.test')).toMatchObject({ employmentStatus: 'left' });
    const alex = await userByEmail('mfa@acme.test');
    expect(alex).toMatchObject({ mfaEnabled: true });
    // The demo's authenticator secrets are sealed as every other one is (issue 37 item 6).
    expect(alex!.mfaSecret).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(ctx.app.keys, alex!.mfaSecret)).toBe('JBSWY3DPEHPK3PXP');
    expect(await userByEmail('newstarter@acme.test')).toMatchObject({ dateOfBirth: '1990-01-15', activatedAt: null, passwordHash: null });
    expect(await userByEmail('admin@portal.test')).toMatchObject({ userType: 'admin', clientId: null });
    expect(await userByEmail('employee@globex.test')).toMatchObject({ firstName: 'Chris', surname: 'Doe' });
    expect(await userByEmail('employee@umbrella.test')).toMatchObject({ firstName: 'Robin', mfaEnabled: false });
    expect(await userByEmail('employee@initech.test')).toMatchObject({ firstName: 'Dana', surname: 'Lee' });
    expect(await userByEmail('milton@initech.test')).toMatchObject({ firstName: 'Milton', surname: 'Waddams' });
    expect(await userByEmail('employee060@acme.test')).toMatchObject({ termsRevisionAccepted: 0 });
  });

  it('gives Sam a partner and a child', async () => {
    const sam = await userByEmail('employee@acme.test');
    const family = await ctx.db.select().from(familyMembers).where(eq(familyMembers.userId, sam!.id));
    expect(family.map((m) => m.famtypeId).sort()).toEqual([1, 2]);
  });

  it('generates 120 employees, registered over the past year or not yet, with varied states', async () => {
    const generated = await ctx.db.select().from(users).where(like(users.email, 'employee___@acme.test'));
    expect(generated).toHaveLength(120);
    // The first 90 have registered (the demo's tests log them in); of the rest, some have not yet.
    const registered = generated.filter((u) => u.activatedAt && u.passwordHash);
    expect(generated.filter((u) => u.email <= 'employee090@acme.test').every((u) => u.activatedAt && u.passwordHash)).toBe(true);
    expect(generated.filter((u) => !u.activatedAt).every((u) => !u.passwordHash && !u.lastLoginAt)).toBe(true);
    expect(registered.length).toBeLessThan(120);
    const months = new Set(registered.map((u) => u.activatedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThan(6);
    expect(new Set(generated.map((u) => u.surname)).size).toBeGreaterThan(10);
    const withTwoFactor = generated.filter((u) => u.mfaEnabled).length;
    expect(withTwoFactor).toBeGreaterThan(5);
  });

  it('shows believable people: nobody started work before 16, and whoever registered has logged in', async () => {
    const everyone = await ctx.db.select().from(users);
    const started = everyone.filter((u) => u.dateOfBirth && u.employmentStartDate);
    expect(started.length).toBeGreaterThan(100);
    const sixteenth = (dateOfBirth: string) => `${Number(dateOfBirth.slice(0, 4)) + 16}${dateOfBirth.slice(4)}`;
    expect(started.filter((u) => u.employmentStartDate! < sixteenth(u.dateOfBirth!)).map((u) => u.email)).toEqual([]);
    // Registering logs a person in. Only the named accounts (whose first login is the visitor's, or a test's) and the
    // one generated person kept for the e2e test of a first login have not logged in yet.
    const generated = everyone.filter((u) => /^employee\d{3}@acme\.test$/.test(u.email));
    const neverLoggedIn = generated.filter((u) => u.activatedAt && !u.lastLoginAt).map((u) => u.email);
    expect(neverLoggedIn).toEqual([FIRST_LOGIN_PENDING]);
    expect(generated.filter((u) => u.lastLoginAt && (!u.activatedAt || u.lastLoginAt < u.activatedAt))).toEqual([]);
  });

  it('puts a welcome e-mail with a working activation link in the mailbox', async () => {
    const welcome = await latestMailTo(ctx.app, 'newstarter@acme.test');
    expect(welcome?.subject).toBe('Welcome to Acme Rewards');
    const token = /http:\/\/acme\.localhost:3000\/activation\/([\w-]+)/.exec(welcome?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const [stored] = await ctx.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token!)));
    expect(stored).toMatchObject({ purpose: 'activation', usedAt: null });
    expect(await ctx.db.$count(userTokens, isNotNull(userTokens.usedAt))).toBe(0);
  });
});
