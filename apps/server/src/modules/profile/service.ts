import { ukYear, type Profile, type ProfileUpdate } from '@portal/contracts';
import type { Client, User } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { memberOnHostContext, type MemberOnHostContext } from '../../plugins/member-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { avatarsOf } from './avatars.ts';
import { findCurrentYear } from '../scheme-years/index.ts';
import { findProfileUser, updateProfileColumns, type ProfileColumns } from './queries.ts';

function toProfile(user: User, client: Client, schemeYear: number): Profile {
  return {
    personal: {
      title: user.title,
      firstName: user.firstName,
      surname: user.surname,
      preferredName: user.preferredName,
      email: user.email,
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      avatar: user.avatar,
    },
    employment: {
      employeeNumber: user.employeeNumber,
      employmentStartDate: user.employmentStartDate,
      grade: user.grade,
      location: user.location,
      salary: user.salary === null ? null : Number(user.salary),
      employmentStatus: user.employmentStatus,
    },
    hrContact: client.contactUsEmail ?? client.supportEmail,
    contactPreferences: { email: user.contactByEmail, sms: user.contactBySms },
    scheme: { clientName: client.name, benefitBrandName: client.benefitBrandName, schemeYear },
    avatars: avatarsOf(client.avatarSetUrl),
  };
}

async function ownProfile(member: MemberOnHostContext): Promise<Profile> {
  const row = await findProfileUser(member.db, member.clientId, member.userId);
  if (!row) throw notFound();
  // The scheme year's name (as the benefits name it), not the calendar year: a year starting in April is "2027" in 2026.
  const year = await findCurrentYear(member.db, member.clientId);
  return toProfile(row, member.client, year?.year ?? ukYear(member.now));
}

export const profileOf = (ctx: SignedInContext): Promise<Profile> => ownProfile(memberOnHostContext(ctx));

export async function updateProfile(ctx: SignedInContext, update: ProfileUpdate): Promise<Profile> {
  const member = memberOnHostContext(ctx);
  if (update.avatar && !avatarsOf(member.client.avatarSetUrl).includes(update.avatar)) {
    throw badRequest({ avatar: 'Choose one of the pictures shown' });
  }
  const columns: ProfileColumns = {
    ...(update.title !== undefined && { title: update.title }),
    ...(update.preferredName !== undefined && { preferredName: update.preferredName || null }),
    ...(update.phone !== undefined && { phone: update.phone }),
    ...(update.avatar !== undefined && { avatar: update.avatar }),
    ...(update.contactPreferences && {
      contactByEmail: update.contactPreferences.email,
      contactBySms: update.contactPreferences.sms,
    }),
  };
  const phoneAfter = update.phone !== undefined ? update.phone : (await findProfileUser(member.db, member.clientId, member.userId))?.phone;
  if (update.contactPreferences?.sms && !phoneAfter) {
    throw badRequest({ phone: 'Add a phone number to get text messages' });
  }
  await updateProfileColumns(member.db, member.clientId, member.userId, columns);
  return ownProfile(member);
}
