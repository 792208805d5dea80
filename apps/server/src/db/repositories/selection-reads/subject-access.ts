import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../connect.ts';
import { benefitSelections, benefits } from '../../schema/index.ts';

/**
 * Every version of every choice of one person (subject access, issue 39): in force or not, as known now and as known
 * before (superseded rows), each with its benefit's name, in the order they were recorded. Nothing is filtered out: a
 * copy of a person's data holds the whole history.
 */
export const everySelectionVersion = (db: Db, clientId: number, userId: number) =>
  db
    .select({ selection: benefitSelections, benefitName: benefits.name, provider: benefits.provider })
    .from(benefitSelections)
    .innerJoin(benefits, eq(benefits.id, benefitSelections.benefitId))
    .where(and(eq(benefitSelections.clientId, clientId), eq(benefitSelections.userId, userId)))
    .orderBy(asc(benefitSelections.chainId), asc(benefitSelections.recordedAt), asc(benefitSelections.id));
