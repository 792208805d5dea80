import { clientFeatures, ukYear, type LoginSetup, type SessionUserInfo } from '@portal/contracts';
import { acceptTerms } from '../../db/repositories/users.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { mfaEnforcedFor } from '../mfa/index.ts';
import { themeOf } from '../theme/index.ts';
import { clientHasFaqs } from './queries.ts';

/** The session's own client; platform administrators see the client of the host they are on. */
const clientOf = ({ user, client }: SignedInContext) => (user.clientId === null || client?.id === user.clientId ? client : null);

/** Who else acts in this session, for the web app's banner; the scheme year is the one the session shows. */
function impersonationOf({ user, now }: SignedInContext): SessionUserInfo['impersonation'] {
  if (user.masquerade) return { kind: 'masquerade', schemeYear: user.masquerade.schemeYear };
  if (user.magicLink) return { kind: 'magic-link', schemeYear: ukYear(now) };
  return null;
}

export function userInfo(ctx: SignedInContext): SessionUserInfo {
  const { user } = ctx;
  const own = user.clientId !== null && ctx.client?.id === user.clientId ? ctx.client : null;
  const termsRevision = clientOf(ctx)?.termsRevision ?? 0;
  return {
    id: user.id,
    name: `${user.firstName} ${user.surname}`,
    firstName: user.firstName,
    surname: user.surname,
    preferredName: user.preferredName,
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
    impersonation: impersonationOf(ctx),
  };
}

export async function loginSetup(ctx: SignedInContext): Promise<LoginSetup> {
  const client = clientOf(ctx);
  if (!client) return { user: userInfo(ctx), client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } };
  const theme = themeOf(client);
  return {
    user: userInfo(ctx),
    client: {
      id: client.id,
      code: client.code,
      clientName: client.name,
      contactUsEnabled: client.contactUsEnabled,
      scheme: {
        schemeYear: ctx.user.masquerade?.schemeYear ?? ukYear(ctx.now),
        baseFont: theme.baseFont,
        headerFont: theme.headerFont,
        avatarSet: theme.avatarSet,
      },
      clientExceptions: [
        { code: clientFeatures.benefitInsights, status: client.benefitInsightsEnabled },
        { code: clientFeatures.dataLoadEligibilityImpact, status: client.dataLoadEligibilityImpact },
      ],
    },
    cmsData: { faqs: await clientHasFaqs(ctx.db, client.id), sso_access_only: client.ssoAccessOnly, reference: false, live: true },
  };
}

/** Records that the user accepted the client's current terms. */
export async function acceptCurrentTerms(ctx: SignedInContext) {
  const client = clientOf(ctx);
  if (client && ctx.user.clientId !== null) await acceptTerms(ctx.db, ctx.user.id, client.termsRevision);
  return { siteTermsUpdated: false as const };
}
