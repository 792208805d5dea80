import type { LoginSetup, SessionUserInfo } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';
import type { Db } from '../../db/connect.ts';
import { clock } from '../../lib/clock.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { mfaEnforcedFor } from '../mfa/policy.ts';
import { themeOf } from '../theme/service.ts';
import { acceptTerms, clientHasFaqs } from './queries.ts';

/** The session's own client; platform administrators see the client of the host they are on. */
const clientOf = (user: SessionUser, host: Client | null) => (user.clientId === null || host?.id === user.clientId ? host : null);

export function userInfo(user: SessionUser, host: Client | null): SessionUserInfo {
  const own = user.clientId !== null && host?.id === user.clientId ? host : null;
  const termsRevision = clientOf(user, host)?.termsRevision ?? 0;
  return {
    id: user.id,
    name: `${user.firstName} ${user.surname}`,
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    userType: user.userType,
    employmentStatus: user.employmentStatus,
    avatar: user.avatar,
    termsRevision,
    // Platform administrators accept no client's terms, for themselves or for the person they view; nor does an employer's magic link.
    siteTermsUpdated: own !== null && !user.masquerade && !user.magicLink && termsRevision > user.termsRevisionAccepted,
    showWelcomeModal: user.firstLogin,
    firstLogin: user.firstLogin,
    mfaEnabled: user.mfaEnabled,
    mfaEnforced: mfaEnforcedFor(own, user.userType),
    clientId: user.clientId,
    masquerade: user.masquerade ? { userId: user.id, schemeYear: user.masquerade.schemeYear } : null,
  };
}

export async function loginSetup(db: Db, user: SessionUser, host: Client | null): Promise<LoginSetup> {
  const client = clientOf(user, host);
  if (!client) return { user: userInfo(user, host), client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } };
  const theme = themeOf(client);
  return {
    user: userInfo(user, host),
    client: {
      id: client.id,
      code: client.code,
      clientName: client.name,
      contactUsEnabled: client.contactUsEnabled,
      scheme: { schemeYear: user.masquerade?.schemeYear ?? clock.now().getFullYear(), baseFont: theme.baseFont, headerFont: theme.headerFont, avatarSet: theme.avatarSet },
      clientExceptions: [],
    },
    cmsData: { faqs: await clientHasFaqs(db, client.id), sso_access_only: client.ssoAccessOnly, reference: false, live: true },
  };
}

/** Records that the user accepted the client's current terms. */
export async function acceptCurrentTerms(db: Db, user: SessionUser, host: Client | null) {
  const client = clientOf(user, host);
  if (client && user.clientId !== null) await acceptTerms(db, user.id, client.termsRevision);
  return { siteTermsUpdated: false as const };
}
