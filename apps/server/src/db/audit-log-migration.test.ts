import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { auditActions, auditDescription, type AuditAction } from '@portal/contracts';
import { migrationsDir } from '../paths.ts';
import { testServerUrl } from '../test/database.ts';
import { withDatabase } from '../test/global-setup.ts';
import { createDatabase, dropDatabase } from './embedded.ts';

/**
 * Migration 0021 keeps the entries of the free-text audit log readable: on a database migrated to 0020 and holding one
 * entry of each kind that log wrote, every entry afterwards has an action code and reads as a sentence naming who did
 * what to whom; an approval call listing selections becomes one entry per person decided.
 */

const AUDIT = /^0021_.*\.sql$/;

async function runMigration(client: pg.Client, file: string) {
  const text = await readFile(join(migrationsDir, file), 'utf8');
  await client.query('BEGIN');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await client.query(statement);
  await client.query('COMMIT');
}

interface Migrated {
  action: AuditAction;
  actor: string | null;
  subject: string | null;
  details: Record<string, unknown>;
  version: number;
  status_code: number | null;
}

describe('migration 0021 of the audit log', () => {
  it('maps every old entry to an action code that reads as who did what to whom', async () => {
    const serverUrl = testServerUrl();
    const name = `portal_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabase(serverUrl, name);
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
      const audit = files.find((f) => AUDIT.test(f))!;
      expect(audit).toBeDefined();
      for (const file of files.filter((f) => f < audit)) await runMigration(client, file);

      const id = async (query: string, values: unknown[] = []) => ((await client.query(query, values)).rows[0] as { id: number }).id;
      const acme = await id(`insert into clients (code, name, benefit_brand_name, support_email) values ('old', 'Old', 'Old', 'a@old.test') returning id`);
      const year = await id(
        `insert into scheme_years (client_id, year, starts_on, ends_on, is_current, window_opens_on, window_closes_on)
         values ($1, 2026, '2026-01-01', '2026-12-31', true, '2025-11-01', '2025-11-30') returning id`,
        [acme],
      );
      const cycle = await id(
        `insert into benefits (client_id, scheme_year_id, name, group_code, provider, summary, description_html, category, kind, setup, pricing)
         values ($1, $2, 'Cycle to Work', 'ctw', 'P', 'S', '<p>D</p>', 'C', 'amount', '{"amount":{"label":"Bike value","unit":"pounds"}}', '{"kind":"none"}')
         returning id`,
        [acme, year],
      );
      const person = (first: string, surname: string, type = 'employee') =>
        id(`insert into users (client_id, email, first_name, surname, user_type) values ($1, $2, $3, $4, $5) returning id`, [
          acme,
          `${first.toLowerCase()}@old.test`,
          first,
          surname,
          type,
        ]);
      const ada = await id(`insert into users (email, first_name, surname, user_type) values ('ada@portal.test', 'Ada', 'Admin', 'admin') returning id`);
      const priya = await person('Priya', 'Shah', 'employer');
      const sam = await person('Sam', 'Taylor');
      const jo = await person('Jo', 'Reed');
      const selection = (user: number, chain: number, status: string, reason: string | null, recorded: string) =>
        id(
          `insert into benefit_selections (chain_id, client_id, user_id, benefit_id, status, values, employee_cost, employer_cost, costs, starts_on, ends_on,
             rejection_reason, recorded_at)
           values ($1, $2, $3, $4, $5, '{"amount":1500}', 125, 0, '{}', '2026-07-01', '2026-12-31', $6, $7) returning id`,
          [chain, acme, user, cycle, status, reason, recorded],
        );
      const samsRequest = await selection(sam, 9001, 'pending-approval', null, '2026-06-01T09:00:00Z');
      const josRequest = await selection(jo, 9002, 'pending-approval', null, '2026-06-01T09:00:00Z');
      await selection(jo, 9002, 'rejected', 'Not one of our bike shops', '2026-06-02T10:00:00Z');
      const load = await id(`insert into data_loads (client_id, file_name, status) values ($1, 'november.csv', 'applied') returning id`, [acme]);

      const old = (actor: number, subject: number, action: string, target: object, at: string, status = 200) =>
        client.query(`insert into audit_log (client_id, actor_id, subject_id, action, target, status_code, created_at) values ($1, $2, $3, $4, $5, $6, $7)`, [
          acme,
          actor,
          subject,
          action,
          JSON.stringify(target),
          status,
          at,
        ]);
      await old(ada, sam, 'masquerade-link', { params: { clientId: acme, userId: sam } }, '2026-06-01T08:00:00Z');
      await old(ada, sam, 'masquerade-start', { schemeYear: 2026 }, '2026-06-01T08:01:00Z');
      await old(ada, sam, 'PATCH /api/user/profile', { fields: ['preferredName'] }, '2026-06-01T08:02:00Z');
      await old(ada, sam, 'PATCH /api/password', { fields: ['password'] }, '2026-06-01T08:03:00Z', 403);
      await old(priya, sam, 'magic-link', { params: { schemeId: acme, employeeId: sam } }, '2026-06-01T08:04:00Z');
      await old(priya, sam, 'magic-link-start', {}, '2026-06-01T08:05:00Z');
      await old(priya, priya, 'PATCH enforcement-setting', { employees: true }, '2026-06-01T08:06:00Z');
      await old(priya, priya, 'POST employee-data-uploads apply', { dataLoadId: load, starters: 1, leavers: 0, changed: 2 }, '2026-06-01T08:07:00Z');
      await old(priya, priya, 'PATCH selections status', { approval: true, changed: [samsRequest], unchanged: [], reasonGiven: false }, '2026-06-01T09:30:00Z');
      // Viewing as Priya, Ada rejected Jo's request.
      await old(ada, priya, 'PATCH selections status', { approval: false, changed: [josRequest], unchanged: [], reasonGiven: true }, '2026-06-02T10:00:00Z');
      await old(priya, priya, 'PATCH selections status', { approval: true, changed: [], unchanged: [samsRequest], reasonGiven: false }, '2026-06-03T09:00:00Z');

      await runMigration(client, audit);

      const { rows } = (await client.query(
        `select a.action, a.details, a.version, a.status_code, ac.first_name || ' ' || ac.surname as actor, su.first_name || ' ' || su.surname as subject
         from audit_log a left join users ac on ac.id = a.actor_id left join users su on su.id = a.subject_id order by a.created_at, a.id`,
      )) as { rows: Migrated[] };
      expect(rows.every((row) => auditActions.includes(row.action) && row.version === 0)).toBe(true);
      const words = rows.map((row) =>
        auditDescription({
          action: row.action,
          details: row.details,
          statusCode: row.status_code,
          actor: row.actor === null ? null : { name: row.actor },
          subject: row.subject === null ? null : { name: row.subject },
        }),
      );
      expect(words).toEqual([
        'Ada Admin asked for a link to view the portal as Sam Taylor',
        'Ada Admin started viewing the portal as Sam Taylor (scheme year 2026)',
        "Ada Admin (as Sam Taylor) changed Sam Taylor's profile: preferred name",
        "Ada Admin (as Sam Taylor) tried to change Sam Taylor's password (refused: 403)",
        'Priya Shah asked for a magic link to log in as Sam Taylor',
        'Priya Shah logged in as Sam Taylor with a magic link',
        'Priya Shah changed the two-factor authentication rules: employees must use two-factor authentication to yes',
        'Priya Shah applied upload november.csv: 1 starter, 0 leavers, 2 changes',
        "Priya Shah approved Sam Taylor's Cycle to Work request (£1,500.00, £125.00 a month)",
        "Ada Admin (as Priya Shah) rejected Jo Reed's Cycle to Work request (£1,500.00, £125.00 a month). Reason: Not one of our bike shops",
      ]);
      expect(rows.find((row) => row.action === 'impersonation.write')?.details).toEqual({ request: 'PATCH /api/user/profile', fields: ['preferredName'] });
    } finally {
      await client.end();
      await dropDatabase(serverUrl, name);
    }
  }, 60_000);
});
