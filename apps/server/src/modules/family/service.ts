import type { FamilyPayload } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toColumns, toServerForm } from './mapping.ts';
import { deactivateMember, findOwnMember, insertMember, listFamily, updateMember } from './queries.ts';

const DATE_OF_BIRTH_MIN = '1900-01-01';

/** Family members belong to an employee of a client; platform administrators have none. */
function ownerOf(user: SessionUser): { clientId: number; userId: number } {
  if (user.clientId === null) throw forbidden();
  return { clientId: user.clientId, userId: user.id };
}

function checkDates(payload: FamilyPayload, today: string) {
  if (payload.date_of_birth > today || payload.date_of_birth < DATE_OF_BIRTH_MIN) {
    throw badRequest({ date_of_birth: 'This date of birth is not valid' });
  }
  if (payload.education_check && !payload.education) throw badRequest({ education: 'Full time education end date is required' });
}

export async function familyOf(db: Db, user: SessionUser) {
  const { clientId, userId } = ownerOf(user);
  return { family: (await listFamily(db, clientId, userId)).map(toServerForm) };
}

export async function addMember(db: Db, user: SessionUser, pathUserId: number, payload: FamilyPayload, today: string) {
  const { clientId, userId } = ownerOf(user);
  if (pathUserId !== userId) throw forbidden();
  checkDates(payload, today);
  return toServerForm(await insertMember(db, clientId, userId, toColumns(payload)));
}

export async function editMember(db: Db, user: SessionUser, memberId: number, payload: FamilyPayload, today: string) {
  const { clientId, userId } = ownerOf(user);
  if (!(await findOwnMember(db, clientId, userId, memberId))) throw notFound('Family member not found');
  checkDates(payload, today);
  return toServerForm(await updateMember(db, memberId, toColumns(payload)));
}

export async function removeMember(db: Db, user: SessionUser, memberId: number, isCovered: (memberId: number) => Promise<boolean>) {
  const { clientId, userId } = ownerOf(user);
  if (!(await findOwnMember(db, clientId, userId, memberId))) throw notFound('Family member not found');
  if (await isCovered(memberId)) {
    throw badRequest({ familyMemberId: 'This family member is covered by one of your benefits. Change that benefit first.' }, 'Change the benefit that covers this person first');
  }
  await deactivateMember(db, memberId);
  return { removed: true as const };
}
