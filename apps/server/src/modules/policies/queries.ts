import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { currentChoiceRows } from '../../db/repositories/selections.ts';
import { benefitSelections, benefits } from '../../db/schema/index.ts';

/** The user's cover in force (open versions, as we know them now) with its benefit: each has a policy document. */
export const activeSelections = (db: Db, clientId: number, userId: number) =>
  db
    .select({ selection: benefitSelections, benefit: benefits })
    .from(benefitSelections)
    .innerJoin(benefits, and(eq(benefits.id, benefitSelections.benefitId), eq(benefits.clientId, benefitSelections.clientId)))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId), eq(benefitSelections.status, 'active'), currentChoiceRows))
    .orderBy(asc(benefits.sortOrder));
