import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { benefitSelections, benefits } from '../../db/schema/index.ts';

/** Active selections of the user with their benefit: each has a policy document. */
export const activeSelections = (db: Db, clientId: number, userId: number) =>
  db
    .select({ selection: benefitSelections, benefit: benefits })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, benefitSelections.clientId)))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), eq(benefitSelections.status, 'active')))
    .orderBy(asc(benefits.sortOrder));
