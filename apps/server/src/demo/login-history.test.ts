import { describe, expect, it } from 'vitest';
import { loginHistory } from './login-history.ts';

const NOW = new Date('2026-11-18T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('demo login history', () => {
  const people = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, clientId: 1, activatedAt: daysAgo(10 + i * 5), lastLoginAt: daysAgo(i % 7) }));
  const rows = loginHistory([...people, { id: 99, clientId: 1, activatedAt: null, lastLoginAt: null }], NOW);

  it('logs people in between their registration and their last login, the last one at their last login', () => {
    expect(rows.length).toBeGreaterThan(40);
    for (const person of people) {
      const own = rows.filter((row) => row.userId === person.id).map((row) => row.createdAt!.getTime());
      expect(Math.max(...own)).toBe(person.lastLoginAt.getTime());
      expect(own.every((at) => at > person.activatedAt.getTime() && at <= person.lastLoginAt.getTime())).toBe(true);
    }
    expect(rows.some((row) => row.userId === 99)).toBe(false);
  });

  it('leaves only ended sessions, the same ones on every start', () => {
    expect(rows.every((row) => row.revokedAt && row.revokedAt <= row.expiresAt!)).toBe(true);
    expect(loginHistory(people, NOW).map((row) => row.createdAt)).toEqual(rows.map((row) => row.createdAt));
  });
});
