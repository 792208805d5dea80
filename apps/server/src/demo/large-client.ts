import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { clients } from '../db/schema/index.ts';
import { createClient, createUser } from './factories.ts';

export const LARGE_CLIENT_CODE = 'bigco';
export const LARGE_CLIENT_EMPLOYER = 'hr@bigco.test';

/**
 * A client with `count` employees for benchmarks (`npm run seed -- --employees 100000`), made by one
 * INSERT ... SELECT over generate_series so 100,000 people take seconds. Names, locations and grades vary,
 * one in five has not registered, a quarter use two-factor. Its employer logs in with the demo password.
 */
export async function seedLargeClient(db: Db, count: number, passwordHash: string): Promise<void> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, LARGE_CLIENT_CODE));
  if (existing) return;
  const client = await createClient(db, { code: LARGE_CLIENT_CODE, name: 'Big Co', benefitBrandName: 'Big Co Benefits' });
  await createUser(db, { clientId: client.id, email: LARGE_CLIENT_EMPLOYER, firstName: 'Hana', surname: 'Ito', userType: 'employer', passwordHash, termsRevisionAccepted: 1 });
  await db.execute(sql`
    INSERT INTO users (client_id, email, first_name, surname, employee_number, grade, location, employment_start_date, date_of_birth,
                       activated_at, last_login_at, mfa_enabled, terms_revision_accepted)
    SELECT ${client.id},
           'person' || g || '@bigco.test',
           (ARRAY['Olivia','Noah','Amelia','Oliver','Isla','George','Ava','Arthur','Mia','Leo','Priya','Kwame','Aisha','Tomasz','Mei','Zara'])[1 + g % 16],
           (ARRAY['Smith','Jones','Williams','Brown','Patel','Evans','Wilson','Thomas','Roberts','Khan','Walker','Okafor','Murphy','Nowak','Chen','Price','Hughes'])[1 + (g * 7) % 17] || '-' || (g % 997),
           'BC' || lpad(g::text, 6, '0'),
           (ARRAY['Store Colleague','Team Leader','Store Manager','Head Office','Regional Manager'])[1 + g % 5],
           (ARRAY['London','Manchester','Leeds','Bristol','Glasgow','Cardiff','Birmingham'])[1 + g % 7],
           DATE '2010-01-01' + (g % 5000),
           DATE '1960-01-01' + (g * 13 % 15000),
           CASE WHEN g % 5 = 0 THEN NULL ELSE now() - ((g % 360) || ' days')::interval END,
           CASE WHEN g % 5 = 0 THEN NULL ELSE now() - ((g % 60) || ' days')::interval END,
           g % 4 = 0,
           1
    FROM generate_series(1, ${count}) AS g
  `);
  // Fresh statistics after a bulk load, so the planner does not plan the lists for an empty table.
  await db.execute(sql`ANALYZE users`);
}
