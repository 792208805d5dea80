import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { benefitPageViews, benefits, schemeYears, sessions } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { generator } from './people.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HISTORY_DAYS = 84;

export interface LoginHistoryPerson {
  id: number;
  clientId: number;
  activatedAt: Date | null;
  lastLoginAt: Date | null;
}

/**
 * Past logins for the employer's engagement charts: over the last 12 weeks, between a person's registration and
 * their last login, each on their own steady habit (from none to about two a week), the last one at their last
 * login. Every session has ended (logged out), so none of them can be used. Deterministic apart from ids and tokens.
 */
export function loginHistory(people: LoginHistoryPerson[], now: Date) {
  const random = generator(20261124);
  const rows: (typeof sessions.$inferInsert)[] = [];
  const session = (person: LoginHistoryPerson, createdAt: Date) => {
    const endedAt = new Date(createdAt.getTime() + (5 + Math.floor(random() * 40)) * MINUTE_MS);
    rows.push({
      id: randomUUID(),
      userId: person.id,
      clientId: person.clientId,
      refreshTokenHash: hashToken(randomUUID()),
      createdAt,
      lastSeenAt: endedAt,
      expiresAt: new Date(createdAt.getTime() + DAY_MS),
      revokedAt: endedAt,
      revokedReason: 'logout',
    });
  };
  for (const person of people) {
    const habit = random() * 0.3;
    const { activatedAt, lastLoginAt } = person;
    if (!activatedAt || !lastLoginAt) continue;
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      const at = new Date(now.getTime() - daysAgo * DAY_MS + Math.floor(random() * 10 * 60) * MINUTE_MS);
      if (random() < habit && at > activatedAt && at < lastLoginAt) session(person, at);
    }
    if (lastLoginAt.getTime() > now.getTime() - HISTORY_DAYS * DAY_MS && lastLoginAt <= now) session(person, lastLoginAt);
  }
  return rows;
}

/** In some of those sessions the person opened one to three of their client's benefit pages, a few minutes in. */
export function pageViewHistory(logins: ReturnType<typeof loginHistory>, benefitIds: Map<number, number[]>) {
  const random = generator(20261125);
  const views: (typeof benefitPageViews.$inferInsert)[] = [];
  for (const login of logins) {
    const offered = benefitIds.get(login.clientId!) ?? [];
    if (offered.length === 0 || random() < 0.4) continue;
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const benefitId = offered[Math.floor(random() * offered.length)]!;
      views.push({ clientId: login.clientId!, userId: login.userId, benefitId, viewedAt: new Date(login.createdAt!.getTime() + (1 + i * 2) * MINUTE_MS) });
    }
  }
  return views;
}

/** One multi-row insert each, so the first start stays fast. */
export async function seedLoginHistory(db: Db, people: LoginHistoryPerson[], now: Date): Promise<void> {
  const rows = loginHistory(people, now);
  if (rows.length === 0) return;
  await db.insert(sessions).values(rows);
  const clientIds = [...new Set(rows.map((row) => row.clientId!))];
  const offered = new Map<number, number[]>();
  const current = await db
    .select({ id: benefits.id, clientId: benefits.clientId })
    .from(benefits)
    .innerJoin(schemeYears, and(eq(schemeYears.id, benefits.schemeYearId), eq(schemeYears.isCurrent, true)))
    .where(inArray(benefits.clientId, clientIds))
    .orderBy(benefits.id);
  for (const b of current) {
    offered.set(b.clientId, [...(offered.get(b.clientId) ?? []), b.id]);
  }
  const views = pageViewHistory(rows, offered);
  if (views.length > 0) await db.insert(benefitPageViews).values(views);
}
