import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/executor.ts';
import { samlProviders, type NewSamlProvider, type SamlProvider } from '../../db/schema/index.ts';

export async function findSamlProvider(db: Executor, clientId: number): Promise<SamlProvider | undefined> {
  const [row] = await db.select().from(samlProviders).where(eq(samlProviders.clientId, clientId)).limit(1);
  return row;
}

/** Sets a client's SAML identity provider; answers the row as saved. */
export async function upsertSamlProvider(db: Executor, provider: NewSamlProvider): Promise<SamlProvider> {
  const { clientId: _clientId, ...changes } = provider;
  const [row] = await db.insert(samlProviders).values(provider).onConflictDoUpdate({ target: samlProviders.clientId, set: changes }).returning();
  return row!;
}

export async function deleteSamlProvider(db: Executor, clientId: number): Promise<SamlProvider | undefined> {
  const [row] = await db.delete(samlProviders).where(eq(samlProviders.clientId, clientId)).returning();
  return row;
}

/** Records a successful sign-on test, only while the provider still has the settings the test ran with. */
export async function recordSamlTest(
  db: Executor,
  settings: Pick<SamlProvider, 'clientId' | 'idpEntityId' | 'ssoUrl' | 'certificates'>,
  at: Date,
  attributes: Record<string, string | null>,
): Promise<boolean> {
  const rows = await db
    .update(samlProviders)
    .set({ lastTestedAt: at, lastTestAttributes: attributes })
    .where(
      and(
        eq(samlProviders.clientId, settings.clientId),
        eq(samlProviders.idpEntityId, settings.idpEntityId),
        eq(samlProviders.ssoUrl, settings.ssoUrl),
        sql`${samlProviders.certificates} = ${JSON.stringify(settings.certificates)}::jsonb`,
      ),
    )
    .returning({ id: samlProviders.id });
  return rows.length === 1;
}
