import {
  DATE_OF_BIRTH_MIN,
  formatLongDate,
  isPartnerFamtype,
  messages,
  nominationTexts as t,
  ownTexts,
  takesNominations,
  ukToday,
  type Nomination,
  type NominationRequest,
} from '@portal/contracts';
import type { NominationRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { clientOfPerson } from '../../mail/branded.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { memberOnHostContext } from '../../plugins/member-context.ts';
import { assertEmployed, ownCover, type EmployeeContext } from '../benefits/index.ts';
import { listFamily } from '../family/index.ts';
import { themeOf } from '../theme/index.ts';
import { renderConfirmation } from './confirmation.ts';
import { nominationMail } from './mail.ts';
import { listNominations, replaceNominations, type NomineeValues } from './queries.ts';

/** Access first: a benefit of the caller's client (404), that is life cover (404), which the caller has (403). */
async function lifeCoverOf(context: EmployeeContext, benefitId: number) {
  const found = await ownCover(context, benefitId);
  if (!found) throw notFound(messages.missingBenefit);
  if (!takesNominations(found.benefit.setup)) throw notFound(t.notLifeCover);
  if (!found.selection) throw forbidden(t.noCover);
  return found.benefit;
}

const employed = (context: EmployeeContext) => context.facts.employmentStatus === 'active';

function answer(context: EmployeeContext, benefit: { id: number; name: string }, rows: NominationRow[]): Nomination {
  const canChange = employed(context);
  return {
    benefitId: benefit.id,
    benefitName: benefit.name,
    canChange,
    notice: canChange ? null : t.readOnly,
    madeAt: rows[0]?.createdAt.toISOString() ?? null,
    nominees: rows.map((row) => ({
      kind: row.familyMemberId === null ? 'other' : 'family',
      familyMemberId: row.familyMemberId,
      name: row.name,
      relationship: row.relationship,
      dateOfBirth: row.dateOfBirth,
      address: row.address,
      share: row.share,
    })),
  };
}

const ownerOf = (context: EmployeeContext, benefitId: number) => ({ clientId: context.clientId, userId: context.userId, benefitId });

export async function nominationOf(context: EmployeeContext, benefitId: number): Promise<Nomination> {
  const benefit = await lifeCoverOf(context, benefitId);
  return answer(context, benefit, await listNominations(context.db, ownerOf(context, benefitId)));
}

/**
 * Family members are named from the caller's own active family list (anyone else's id is refused, as is one that
 * was removed); the name and relationship are copied, so the nomination reads as it was made.
 */
async function nomineeRows(context: EmployeeContext, body: NominationRequest): Promise<NomineeValues[]> {
  const family = new Map((await listFamily(context.db, context.clientId, context.userId)).map((m) => [m.id, m]));
  const errors: Record<string, string> = {};
  const rows = body.nominees.map((nominee, index): NomineeValues => {
    if (nominee.kind === 'family') {
      const member = family.get(nominee.familyMemberId);
      if (!member) {
        errors[`nominees.${index}.familyMemberId`] = t.notYourFamily;
        return { name: '', relationship: '', share: nominee.share };
      }
      const relationship = ownTexts.profile.relationships[isPartnerFamtype(member.famtypeId) ? 'partner' : 'dependant'];
      return {
        familyMemberId: member.id,
        name: `${member.firstName} ${member.surname}`.trim(),
        relationship,
        dateOfBirth: member.dateOfBirth,
        address: null,
        share: nominee.share,
      };
    }
    if (nominee.dateOfBirth !== null && (nominee.dateOfBirth > context.today || nominee.dateOfBirth < DATE_OF_BIRTH_MIN)) {
      errors[`nominees.${index}.dateOfBirth`] = t.futureDate;
    }
    return {
      familyMemberId: null,
      name: nominee.name,
      relationship: nominee.relationship,
      dateOfBirth: nominee.dateOfBirth,
      address: nominee.address || null,
      share: nominee.share,
    };
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return rows;
}

/**
 * Replaces the nomination and e-mails the person that it is saved, in one transaction; leavers and inactive employees
 * may look but not change (403, as for selections).
 */
export async function saveNomination(context: EmployeeContext, benefitId: number, body: NominationRequest): Promise<Nomination> {
  assertEmployed(context);
  const benefit = await lifeCoverOf(context, benefitId);
  const nominees = await nomineeRows(context, body);
  const client = await clientOfPerson(context.db, context.clientId, context.client);
  const mail = nominationMail(context.config, client, context.user, { benefitId, benefitName: benefit.name, people: nominees.length, on: context.today });
  const rows = await context.db.transaction(async (tx) => {
    const saved = await replaceNominations(tx, ownerOf(context, benefitId), nominees, context.now);
    await enqueueMail(tx, mail);
    return saved;
  });
  return answer(context, benefit, rows);
}

/** The confirmation of the current nomination as a PDF in the client's colours; 404 before the first nomination. */
export async function nominationConfirmation(context: EmployeeContext, benefitId: number) {
  const { client, user } = memberOnHostContext(context);
  const benefit = await lifeCoverOf(context, benefitId);
  const rows = await listNominations(context.db, ownerOf(context, benefitId));
  const made = rows[0]?.createdAt;
  if (!made) throw notFound(t.noNomination);
  const theme = themeOf(client);
  const pdf = await renderConfirmation({
    brandName: client.benefitBrandName,
    clientName: client.name,
    colour: theme.primaryColour,
    member: `${user.firstName} ${user.surname}`,
    benefitName: benefit.name,
    provider: benefit.provider,
    madeOn: formatLongDate(ukToday(made)),
    issuedOn: formatLongDate(context.today),
    nominees: rows.map((row) => ({
      name: row.name,
      relationship: row.relationship,
      dateOfBirth: row.dateOfBirth && formatLongDate(row.dateOfBirth),
      address: row.address,
      share: row.share,
    })),
  });
  const fileName = `${benefit.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-nomination.pdf`;
  return { pdf, fileName };
}
