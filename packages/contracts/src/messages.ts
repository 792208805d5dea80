import { ACCOUNT_LOCK_MINUTES, RESET_LINK_TTL_MINUTES } from './constants.ts';

/** Every user-visible text quoted by the spec, one constant each. */
export const messages = {
  notFound: {
    title: 'Page not found',
    body: 'Oops! The page you are looking for has been removed or relocated.',
    button: 'Back to Home',
  },
  missingBenefit: 'Oops! The benefit you are looking for has been removed or relocated.',
  crash: {
    title: 'Uh oh!',
    body: 'It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page',
  },
  accessDenied: 'Access Denied',
  loadingProfile: 'Loading profile...',

  cookies: {
    accept: 'Accept cookies',
    manage: 'Manage cookies',
    settingsTitle: 'Cookie Settings',
    essential: 'Essential cookies',
    alwaysEnabled: 'Always Enabled',
    video: 'Video player cookies',
    enabled: 'Enabled',
  },

  content: {
    cookie: 'Our Cookie Policy',
    policy: 'Privacy statement',
    terms: 'Terms and conditions',
    loading: 'Loading content',
    error: (title: string) => `There was an issue requesting the latest ${title}`,
    returnHome: 'Return to home',
  },

  contact: {
    title: 'Contact Us',
    loadErrorTitle: 'There was a problem loading this page',
    loadErrorBody: 'Please try again. If your query is urgent, please',
    successTitle: 'Your message has been sent!',
    successBody: 'We will contact you as soon as possible.',
    subjectRequired: 'Please provide a subject for your message',
  },

  login: {
    next: 'Next',
    login: 'Login',
    loading: 'Loading...',
    forgotten: 'Forgotten?',
    invalidEmail: 'Please enter a valid email address',
    tryAgain: 'Try again or reset your password',
    robot: 'Please confirm that you are not a robot!',
    acceptCookies: 'Please accept cookies before logging in',
    unableToLogin: 'Unable to login',
    accountProblem:
      'Unfortunately we are experiencing a problem with your account, please contact the support team for help.',
    unableToProcess: 'Unable to process login request',
    ssoError: 'SSO login error',
  },

  terms: {
    title: 'Nearly there',
    checkbox: 'I have read the terms and conditions',
    required: 'Please confirm that you have read the terms and conditions',
    next: 'Next',
  },

  sso: {
    expiredTitle: 'Ooops your link has expired',
    expiredBody: "This link has expired. Don't worry close this tab and start the masquerade session again.",
    failedTitle: 'Oops somethings gone wrong.',
    failedBody: 'We are unable to connect you. Please contact us',
    unableTitle: 'Unable to log in',
    unableBody: 'Sorry, there was a problem signing in to your account',
  },

  logout: {
    loggingOut: 'Logging out...',
    error: 'There was an error during the logout process. Please try again.',
    retry: 'Retry',
    success: 'You have been logged out successfully',
    goToLogin: 'Go to login',
  },

  idle: {
    title: 'Stay logged in?',
    stay: 'Stay logged in',
    logout: 'Logout',
  },

  forgotten: {
    sent: "It's on the way...",
    validationFailed: 'Validation failed',
    unexpected: 'An unexpected error occurred',
  },

  reset: {
    expiredOrInvalid: 'Your password reset link has expired or is invalid.',
    unableToValidate: 'Unable to validate reset link. Please try again.',
    network: 'Network error. Please try again.',
    tokenExpired: 'Token has expired',
    reviewForm: 'Please review the form',
    failed: 'Password reset failed',
    renewalExpired: 'Your password renewal request has expired. Please try again.',
    noMatch: "We can't find a match! Try again or contact us",
  },

  activation: { error: 'There was an error requesting your activation' },

  dob: {
    hint: 'e.g. 28 08 1978',
    required: 'Date of birth is required',
    invalid: 'This date of birth is not valid',
    noMatch: 'This date does not match our records',
  },

  password: {
    meetRequirements: 'Please ensure your password meets the listed requirements',
    meetCriteria: 'Please meet all the criteria below',
    changed: 'password successfully changed',
    rules: {
      1: 'At least 12 characters',
      2: 'No repeating patterns (1111, ababa)',
      4: 'No predictable sequences (1234, zyxw)',
      8: 'No commonly used words',
      16: 'At least 1 upper case letter',
      64: 'At least 1 number',
      128: 'At least 1 special character',
      256: 'None of your personal details',
      512: 'Not a previous password',
    } as Record<number, string>,
  },

  twoFactor: {
    enableTitle: 'Enable two factor authentication',
    disableReason: 'Please enter the reason that you are disabling this feature.',
    serverError: 'There was an error connecting to the server',
  },

  generic: {
    required: 'This field is required',
    completeForm: 'Please complete the form',
    correctHighlighted: 'Please correct the errors highlighted below',
    correctBelow: 'Please correct the errors below',
    review: 'Please review the page, some details are incorrect or missing.',
    failedToFetch: 'Failed to fetch',
    somethingWrong: 'It looks like something has gone wrong, please try again later',
  },

  family: { required: (field: string) => `${field} is required` },
  lifeEventError: 'There was an error encountered when trying to add the life event',
  costLimit: (min: number | string, max: number | string) => `Please enter a value between ${min} and ${max}`,
  approvals: {
    confirm: (action: 'approve' | 'reject') => `Are you sure you would like to ${action} these selections?`,
    nothingTicked: 'No selections to approve/reject, please review your choice',
    processing: 'Processing...',
    heading: (benefitName: string) => `${benefitName} - Selections awaiting approval`,
  },
} as const;

/** Texts the spec leaves open ("not shown"): our own wording, recorded in docs/decisions.md. */
export const ownTexts = {
  cookieBanner:
    'We use essential cookies to make this site work. With your consent we also use video player cookies so that benefit videos can play.',
  cookieEssentialBody:
    'These cookies keep you signed in, remember your choices and keep the portal secure. The portal cannot work without them.',
  cookieVideoBody:
    'These cookies are set by our video player when you watch a benefit video. Turn them off and videos will not play.',
  saveCookieSettings: 'Save settings',
  close: 'Close',
  skipToContent: 'Skip to main content',
  loginPlaceholder: 'Sign in to see your benefits, your family cover and what it is all worth.',
  loading: 'Loading...',
  send: 'Send message',
  sending: 'Sending...',
  contactIntro: 'Send us a message and our team will get back to you.',
  contactSendError: 'Sorry, your message could not be sent.',
  contactAgain: 'Send another message',
  mailboxTitle: 'Dev mailbox',
  mailboxEmpty: 'No e-mails yet.',
  footerRights: 'All rights reserved.',
  home: 'Home',
  defaultBrandName: 'Benefits portal',
  breadcrumbLabel: 'Breadcrumb',
  footerNavLabel: 'Footer',
  footerPrivacy: 'Privacy',
  footerTerms: 'Terms',
  footerCookies: 'Cookie policy',
  footerContact: 'Contact',
  logoHomeLabel: (brand: string) => `${brand} home`,
  cookieBannerLabel: 'Cookie consent',
  errorPrefix: 'Error:',
  contactSubject: 'Subject',
  contactSubjectPlaceholder: 'Choose a subject',
  contactComments: 'Comments',
  contactFirstName: 'First name',
  contactSurname: 'Surname',
  contactEmail: 'Email',
  contactCallUs: (phone: string) => `call us on ${phone}`,
  contactEmailUs: (email: string) => `email ${email}`,
  needHelp: 'Need help?',
  supportCall: (phone: string) => `Call us on ${phone}`,
  supportEmail: (email: string) => `Email ${email}`,
  mailboxRefresh: 'Refresh',
  mailboxTo: 'To',
  mailboxSent: 'Sent',
  mailboxPlainText: 'Plain text version',
  mailboxPreviewTitle: (subject: string) => `E-mail preview: ${subject}`,
  accountLocked: `Your account has been locked for ${ACCOUNT_LOCK_MINUTES} minutes after too many failed login attempts. Please try again later or reset your password.`,
  resetLinkSent: `If that e-mail address is registered with us, a link to reset your password is on its way. It works for ${RESET_LINK_TTL_MINUTES} minutes.`,
  passwordsDoNotMatch: 'The passwords do not match',
  currentPasswordWrong: 'Your current password is not right',
  sessionExpired: 'Your session has ended. Please log in again.',
  mfaInvalidCode: 'That code is not right. Check your authenticator app and try again.',
  mfaCodeUsed: 'That code has already been used. Wait for the next code and try again.',
  mfaSetupExpired: 'This two factor setup has expired. Please start again.',
  mfaEnforced: 'Your employer requires two factor authentication, so it cannot be turned off.',
  mfaCodeRequired: 'Enter the 6-digit code from your authenticator app',
} as const;
