import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { SelectionStatus } from '@portal/contracts';
import { monthlyStatements, type CostedSelection } from '../modules/benefits/statements.ts';
import { migrationsDir } from '../paths.ts';
import { testServerUrl } from '../test/database.ts';
import { withDatabase } from '../test/global-setup.ts';
import { createDatabase, dropDatabase } from './embedded.ts';

/**
 * Migration 0018 turns the selections of before issue 25 into history without changing what any month pays: on a
 * database migrated to 0017 and holding selections of every status — among them a change awaiting approval in the old
 * model, which overwrote its active row with what was asked for and kept its approval date — every choice's months pay
 * the same after it, and that change becomes the version in force with the same figures and a request beside it.
 */

const HISTORY = '0018_selection_history.sql';

async function runMigration(client: pg.Client, file: string) {
  const text = await readFile(join(migrationsDir, file), 'utf8');
  await client.query('BEGIN');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await client.query(statement);
  await client.query('COMMIT');
}

/** Old-shape selections, one of each kind a database could hold; money as the pricing engine stored it. */
const OLD_ROWS = [
  { who: 'u1', benefit: 'pmi', status: 'active', from: '2026-01-01', to: '2026-12-31', employee: '64.80', employer: '40.00', approved: '2026-01-01T00:00:00Z' },
  // A change to £1,500 awaiting approval: the old code rewrote the active £1,200 row in place and kept it approved.
  {
    who: 'u1',
    benefit: 'ctw',
    status: 'pending-approval',
    from: '2026-07-01',
    to: '2026-12-31',
    employee: '125.00',
    employer: '0.00',
    approved: '2026-06-16T09:00:00Z',
    created: '2026-06-15T09:00:00Z',
    updated: '2026-08-10T09:00:00Z',
  },
  {
    who: 'u2',
    benefit: 'pmi',
    status: 'opted-out',
    from: '2026-01-01',
    to: '2026-06-30',
    employee: '12.40',
    employer: '40.00',
    approved: '2026-01-01T00:00:00Z',
  },
  { who: 'u2', benefit: 'ctw', status: 'rejected', from: '2026-03-01', to: '2026-12-31', employee: '83.25', employer: '0.00', approved: null },
  { who: 'u3', benefit: 'pmi', status: 'pending-approval', from: '2026-12-01', to: '2026-12-31', employee: '52.40', employer: '40.00', approved: null },
  { who: 'u3', benefit: 'ctw', status: 'ended', from: '2026-01-01', to: '2026-03-31', employee: '100.00', employer: '0.00', approved: '2026-01-01T00:00:00Z' },
  {
    who: 'u3',
    benefit: 'dental',
    status: 'opted-out',
    from: '2026-09-01',
    to: '2026-09-01',
    employee: '9.50',
    employer: '0.00',
    approved: '2026-08-20T09:00:00Z',
  },
] as const;

/** What each choice pays a month (employee, employer pence), January to December, as the old code counted it. */
const MONTHLY: Record<string, [number, number][]> = {
  'u1:pmi': Array(12).fill([6480, 4000]),
  'u1:ctw': [...Array(6).fill([0, 0]), ...Array(6).fill([12500, 0])],
  'u2:pmi': [...Array(6).fill([1240, 4000]), ...Array(6).fill([0, 0])],
  'u2:ctw': Array(12).fill([0, 0]),
  'u3:pmi': Array(12).fill([0, 0]),
  'u3:ctw': [...Array(3).fill([10000, 0]), ...Array(9).fill([0, 0])],
  // Opted out before it started: it never ran.
  'u3:dental': Array(12).fill([0, 0]),
};

interface Version extends CostedSelection {
  id: number;
  chainId: number;
  key: string;
}

describe('migration 0018 of selection history', () => {
  it("keeps every choice's monthly figures, and makes an old change awaiting approval a version in force with a request beside it", async () => {
    const serverUrl = testServerUrl();
    const name = `portal_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabase(serverUrl, name);
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
      expect(files).toContain(HISTORY);
      for (const file of files.filter((f) => f < HISTORY)) await runMigration(client, file);

      const id = async (query: string, values: unknown[]) => ((await client.query(query, values)).rows[0] as { id: number }).id;
      const clientId = await id(
        `insert into clients (code, name, benefit_brand_name, support_email) values ('old', 'Old', 'Old', 'a@old.test') returning id`,
        [],
      );
      const yearId = await id(
        `insert into scheme_years (client_id, year, starts_on, ends_on, is_current, window_opens_on, window_closes_on)
         values ($1, 2026, '2026-01-01', '2026-12-31', true, '2025-11-01', '2025-11-30') returning id`,
        [clientId],
      );
      const benefitIds: Record<string, number> = {};
      for (const code of ['pmi', 'ctw', 'dental'])
        benefitIds[code] = await id(
          `insert into benefits (client_id, scheme_year_id, name, group_code, provider, summary, description_html, category, kind, setup, pricing)
           values ($1, $2, $3, $3, 'P', 'S', '<p>D</p>', 'C', 'options', '{}', '{"kind":"none"}') returning id`,
          [clientId, yearId, code],
        );
      const userIds: Record<string, number> = {};
      for (const who of ['u1', 'u2', 'u3'])
        userIds[who] = await id(`insert into users (client_id, email, first_name, surname) values ($1, $2, $2, 'Old') returning id`, [
          clientId,
          `${who}@old.test`,
        ]);
      for (const row of OLD_ROWS) {
        const created = 'created' in row ? row.created : (row.approved ?? '2026-02-01T09:00:00Z');
        const updated = 'updated' in row ? row.updated : created;
        await client.query(
          `insert into benefit_selections (client_id, user_id, benefit_id, status, values, employee_cost, employer_cost, costs, starts_on, ends_on,
             approved_at, rejection_reason, created_at, updated_at)
           values ($1, $2, $3, $4, '{"amount":1}', $5, $6, '{}', $7, $8, $9, $10, $11, $12)`,
          [
            clientId,
            userIds[row.who],
            benefitIds[row.benefit],
            row.status,
            row.employee,
            row.employer,
            row.from,
            row.to,
            row.approved,
            row.status === 'rejected' ? 'No' : null,
            created,
            updated,
          ],
        );
      }
      const asJson = `select id, to_jsonb(s)::text as row from benefit_selections s order by id`;
      const before = new Map((await client.query(asJson)).rows.map((r: { id: number; row: string }) => [r.id, JSON.parse(r.row) as Record<string, unknown>]));

      await runMigration(client, HISTORY);

      const { rows } = await client.query(
        `select id, chain_id, user_id, benefit_id, status, approved_at, starts_on::text, ends_on::text, employee_cost::float8, employer_cost::float8,
           recorded_at, superseded_at, end_reason, to_jsonb(s)::text as row from benefit_selections s order by id`,
      );
      const keyOf = (userId: number, benefitId: number) =>
        `${Object.keys(userIds).find((k) => userIds[k] === userId)}:${Object.keys(benefitIds).find((k) => benefitIds[k] === benefitId)}`;
      const versions: Version[] = rows.map((r) => ({
        id: r.id,
        chainId: r.chain_id,
        key: keyOf(r.user_id, r.benefit_id),
        status: r.status as SelectionStatus,
        approvedAt: r.approved_at,
        startsOn: r.starts_on,
        endsOn: r.ends_on,
        employeeCost: r.employee_cost,
        employerCost: r.employer_cost,
        recordedAt: r.recorded_at,
        supersededAt: r.superseded_at,
        // The old rows are of one calendar year (the fixture's).
        yearEndsOn: '2026-12-31',
      }));

      // Every old row is still there, each its own choice, unchanged but for the new columns (and the old change's status).
      const changeId = [...before.values()].find((r) => r.status === 'pending-approval' && r.approved_at !== null)!.id as number;
      for (const [rowId, old] of before) {
        const now = JSON.parse(rows.find((r) => r.id === rowId)!.row) as Record<string, unknown>;
        const { chain_id: chainId, end_reason: endReason, recorded_at: _recorded, superseded_at: supersededAt, ...kept } = now;
        expect([chainId, endReason, supersededAt], `row ${rowId}`).toEqual([rowId, null, null]);
        expect(kept, `row ${rowId}`).toEqual(rowId === changeId ? { ...old, status: 'active' } : old);
      }
      expect(rows).toHaveLength(before.size + 1);
      const request = rows.find((r) => !before.has(r.id))!;
      expect(JSON.parse(request.row)).toMatchObject({
        chain_id: changeId,
        status: 'pending-approval',
        approved_at: null,
        starts_on: '2026-07-01',
        ends_on: '2026-12-31',
        employee_cost: 125,
        employer_cost: 0,
        superseded_at: null,
      });
      expect(request.recorded_at).toEqual(new Date('2026-08-10T09:00:00Z'));

      // Each choice's months, read through the statements of today's code at the year's end, pay what they paid.
      const calendar = { cutoffDay: 20, now: new Date('2026-12-31T12:00:00Z') };
      for (const [key, monthly] of Object.entries(MONTHLY)) {
        const statements = monthlyStatements(
          versions.filter((v) => v.key === key),
          { startsOn: '2026-01-01', endsOn: '2026-12-31' },
          calendar,
        );
        const got = Array.from({ length: 12 }, (_, i) => {
          const s = statements.find((st) => st.month === i + 1);
          return s ? [Math.round(s.employeeContribution * 100), Math.round(s.employerContribution * 100)] : [0, 0];
        });
        expect(got, key).toEqual(monthly);
        expect(statements.every((s) => s.adjustment === null)).toBe(true);
      }
    } finally {
      await client.end();
      await dropDatabase(serverUrl, name);
    }
  });
});
