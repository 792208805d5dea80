/**
 * The e-mails people expect about their own cover and account, and the daily ones (docs/decisions: "E-mails people
 * expect"). Each goes through the outbox in the client's brand; dates arrive already in words ('1 July 2026').
 */

/** Pages the e-mails link to: the web app's routes (apps/web/src/config/paths.ts). */
export const mailLinks = {
  benefit: (benefitId: number) => `/app/my-benefits/${benefitId}`,
  beneficiaries: (benefitId: number) => `/app/my-benefits/${benefitId}/beneficiaries`,
  myBenefits: '/app/my-benefits/',
  security: '/app/home/my-profile/',
  approvals: '/app/dashboard/approve-selections',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const mailTexts = {
  greeting: (firstName: string) => `Hello ${firstName}`,
  /** Added when the change was made in an impersonation: the cover is the person's, so they are told either way. */
  madeForYou: {
    employer: 'Your employer made this change for you.',
    support: 'Our support team made this change for you.',
  },
  /** Who to contact when a change was not the person's: the client's support e-mail, and phone when it has one. */
  contact: (email: string, phone: string | null) => (phone ? `${email} or ${phone}` : email),
  notYou: (contact: string) => `If this was not you, contact ${contact} straight away.`,
  noContact: 'your benefits support team',

  selection: {
    confirmedSubject: (benefit: string) => `Your ${benefit} choice is confirmed`,
    confirmed: (benefit: string, startDate: string) => `Your ${benefit} choice is confirmed. Your cover starts on ${startDate}.`,
    changedSubject: (benefit: string) => `Your ${benefit} is changing`,
    changed: (benefit: string, fromDate: string) => `Your new ${benefit} choice applies from ${fromDate}. Until then your cover carries on as it was.`,
    waitingSubject: (benefit: string) => `Your ${benefit} request is waiting for approval`,
    waiting: (benefit: string) => `Your request for ${benefit} is waiting for approval.`,
    changeWaiting: (benefit: string, fromDate: string) =>
      `Your change to ${benefit} is waiting for approval. If it is approved it applies from ${fromDate}; until then your cover carries on as it is.`,
    decisionToFollow: 'We will e-mail you when your employer decides.',
    action: 'See the benefit',
  },
  optOut: {
    subject: (benefit: string) => `You have opted out of ${benefit}`,
    lastDay: (benefit: string, lastDay: string) => `You have opted out of ${benefit}. Your last day of cover is ${lastDay}.`,
    cancelled: (benefit: string) => `You have cancelled your ${benefit} choice before its cover started, so it will not start.`,
    rejoin: 'You can choose it again while it is open to you.',
    action: 'See the benefit',
  },
  lifeEvent: {
    subject: (event: string) => `Your life event is recorded: ${event}`,
    recorded: (event: string, eventDate: string) => `You told us about a life event: ${event} on ${eventDate}.`,
    opens: (benefits: string[], untilDate: string) => `Until ${untilDate} you can change ${benefits.join(', ')}.`,
    opensNothing: 'It does not open any of your benefits for changes.',
    action: 'See your benefits',
  },
  twoFactor: {
    onSubject: 'Two-factor authentication is turned on',
    offSubject: 'Two-factor authentication is turned off',
    on: (brand: string, when: string) =>
      `Two-factor authentication was turned on for your ${brand} account on ${when}. Signing in now asks for a code from your authenticator app.`,
    off: (brand: string, when: string) =>
      `Two-factor authentication was turned off for your ${brand} account on ${when}. Signing in now needs only your password.`,
    action: 'Check your security settings',
    resetSubject: 'Your two-factor authentication was reset',
    reset: (brand: string, when: string, setUpAgain: boolean) =>
      `Your HR team reset two-factor authentication for your ${brand} account on ${when}: your authenticator app and trusted browsers no longer work for it. ` +
      (setUpAgain
        ? 'The next time you log in, you will set two-factor authentication up again with your new phone.'
        : 'Signing in now needs only your password; you can turn two-factor authentication on again from your security settings.'),
  },
  nominations: {
    subject: (benefit: string) => `Your beneficiaries for ${benefit} are saved`,
    saved: (benefit: string, people: number, savedOn: string) => `You named ${plural(people, 'person', 'people')} to receive your ${benefit} on ${savedOn}.`,
    confirmation: 'You can download a confirmation from the beneficiaries page.',
    action: 'See your beneficiaries',
  },
  probation: {
    subject: 'Your benefits are now open to you',
    open: (openFrom: string, benefits: string[]) => `Your probation period is over: from ${openFrom} you can choose ${benefits.join(', ')}.`,
    action: 'Choose your benefits',
  },
  approvalsDigest: {
    subject: (count: number) => `${plural(count, 'new request', 'new requests')} awaiting approval`,
    intro: (count: number) => `${plural(count, 'new request was', 'new requests were')} sent for approval since your last digest:`,
    benefitLine: (benefit: string, count: number) => `${benefit}: ${count}`,
    waitingInAll: (count: number) => `In all, ${plural(count, 'request is', 'requests are')} waiting for a decision.`,
    action: 'Approve selections',
  },
} as const;
