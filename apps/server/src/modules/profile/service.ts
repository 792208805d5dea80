import type { Profile, ProfileUpdate } from '@portal/contracts';
import type { Db } from '../../db/connect.ts';
import type { Client, User } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { avatarsOf } from './avatars.ts';
import { findProfileUser, updateProfileColumns, type ProfileColumns } from './queries.ts';

function requireClient(user: SessionUser, client: Client | null): Client {
  if (user.clientId === null || !client || client.id !== user.clientId) throw forbidden();
  return client;
}

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
    contactPreferences: { email: user.contactByEmail, sms: user.contactBySms, post: user.contactByPost },
    scheme: { clientName: client.name, benefitBrandName: client.benefitBrandName, schemeYear },
    avatars: avatarsOf(client.avatarSetUrl),
  };
}

export async function profileOf(db: Db, user: SessionUser, client: Client | null, schemeYear: number): Promise<Profile> {
  const owner = requireClient(user, client);
  const row = await findProfileUser(db, owner.id, user.id);
  if (!row) throw notFound();
  return toProfile(row, owner, schemeYear);
}

export async function updateProfile(db: Db, user: SessionUser, client: Client | null, update: ProfileUpdate, schemeYear: number): Promise<Profile> {
  const owner = requireClient(user, client);
  if (update.avatar && !avatarsOf(owner.avatarSetUrl).includes(update.avatar)) {
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
      contactByPost: update.contactPreferences.post,
    }),
  };
  const phoneAfter = update.phone !== undefined ? update.phone : (await findProfileUser(db, owner.id, user.id))?.phone;
  if (update.contactPreferences?.sms && !phoneAfter) {
    throw badRequest({ phone: 'Add a phone number to get text messages' });
  }
  await updateProfileColumns(db, owner.id, user.id, columns);
  return profileOf(db, user, owner, schemeYear);
}
