import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema/index.ts';
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

/** One multi-row insert, so the first start stays fast. */
export async function seedLoginHistory(db: Db, people: LoginHistoryPerson[], now: Date): Promise<void> {
  const rows = loginHistory(people, now);
  if (rows.length > 0) await db.insert(sessions).values(rows);
}
