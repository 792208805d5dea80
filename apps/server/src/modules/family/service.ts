import { DATE_OF_BIRTH_MIN, messages, ukToday, type FamilyPayload } from '@portal/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { memberContext, type MemberContext } from '../../plugins/member-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { toColumns, toServerForm } from './mapping.ts';
import { deactivateMember, findOwnMember, insertMember, listFamily, updateMember } from './queries.ts';

/** Whether an active benefit selection covers the family member (the benefits module answers). */
export type IsCovered = (ctx: MemberContext, memberId: number) => Promise<boolean>;

function checkDates(ctx: MemberContext, payload: FamilyPayload) {
  const today = ukToday(ctx.now);
  if (payload.date_of_birth > today || payload.date_of_birth < DATE_OF_BIRTH_MIN) {
    throw badRequest({ date_of_birth: messages.dob.invalid });
  }
  if (payload.education_check && !payload.education) throw badRequest({ education: 'Full time education end date is required' });
}

/** Family members belong to an employee of a client; platform administrators have none. */
export async function familyOf(ctx: SignedInContext) {
  const owner = memberContext(ctx);
  return { family: (await listFamily(owner.db, owner.clientId, owner.userId)).map(toServerForm) };
}

export async function addMember(ctx: SignedInContext, pathUserId: number, payload: FamilyPayload) {
  const owner = memberContext(ctx);
  if (pathUserId !== owner.userId) throw forbidden();
  checkDates(owner, payload);
  return toServerForm(await insertMember(owner.db, owner.clientId, owner.userId, toColumns(payload)));
}

async function ownMember(owner: MemberContext, memberId: number) {
  if (!(await findOwnMember(owner.db, owner.clientId, owner.userId, memberId))) throw notFound('Family member not found');
}

export async function editMember(ctx: SignedInContext, memberId: number, payload: FamilyPayload) {
  const owner = memberContext(ctx);
  await ownMember(owner, memberId);
  checkDates(owner, payload);
  return toServerForm(await updateMember(owner.db, owner.clientId, memberId, toColumns(payload)));
}

export async function removeMember(ctx: SignedInContext, memberId: number, isCovered: IsCovered) {
  const owner = memberContext(ctx);
  await ownMember(owner, memberId);
  if (await isCovered(owner, memberId)) {
    throw badRequest(
      { familyMemberId: 'This family member is covered by one of your benefits. Change that benefit first.' },
      'Change the benefit that covers this person first',
    );
  }
  await deactivateMember(owner.db, owner.clientId, memberId);
  return { removed: true as const };
}
