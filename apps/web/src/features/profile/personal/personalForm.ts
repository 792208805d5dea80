import type { z } from 'zod';
import type { Profile, profileUpdateSchema } from '@portal/contracts';

/** What the personal details form holds: the update schema's input. */
export type PersonalValues = z.input<typeof profileUpdateSchema>;
export type PersonalField = 'title' | 'preferredName' | 'phone' | 'avatar';

export const personalFields: PersonalField[] = ['title', 'preferredName', 'phone', 'avatar'];
export const personalFieldId = (field: PersonalField) => `profile-${field}`;

export const personalValuesOf = (profile: Profile): PersonalValues => ({
  title: (profile.personal.title ?? undefined) as PersonalValues['title'],
  preferredName: profile.personal.preferredName ?? '',
  phone: profile.personal.phone ?? '',
  avatar: profile.personal.avatar,
  contactPreferences: profile.contactPreferences,
});
