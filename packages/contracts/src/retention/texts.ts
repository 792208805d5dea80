/** The domain of an erased person's address (RFC 6761 reserves .invalid: nothing is ever delivered there). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const isErasedEmail = (email: string) => email.toLowerCase().endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** Words of retention and erasure (issue 39): the admin console's Data protection tab and HR's erasure of a leaver. */
export const retentionTexts = {
  /** The admin console's tab. */
  tab: 'Data protection',
  heading: 'Retention of leavers’ data',
  intro:
    'How long a leaver’s data is kept after their leaving date. When the first period ends, the portal anonymises their ' +
    'personal data; the money history payroll and auditors need stays under a pseudonym until the second ends.',
  personalLabel: 'Personal data (months after leaving)',
  personalHint: 'Names, contact details, date of birth, family, health answers, beneficiaries. Usually 24.',
  payrollLabel: 'Payroll records (months after leaving)',
  payrollHint: 'Choices and their amounts, payroll lines, by employee number. Usually 72 (6 years).',
  save: 'Save retention periods',
  saving: 'Saving…',
  saved: 'Retention periods saved',
  loading: 'Loading retention periods',
  loadFailed: 'The retention periods could not be loaded.',
  retry: 'Try again',
  personalRange: 'Enter a whole number of months from 1 to 240',
  payrollRange: 'Enter a whole number of months from 1 to 240',
  payrollBeforePersonal: 'Payroll records must be kept at least as long as personal data',
  /** HR's erasure of one leaver. */
  erase: 'Erase personal data',
  eraseTitle: (name: string) => `Erase ${name}’s personal data?`,
  eraseWarning:
    'Their name, contact details, date of birth, family, health answers and beneficiaries are anonymised at once. ' +
    'Their choices and payroll lines stay under a pseudonym for payroll and audit. This cannot be undone.',
  eraseConfirm: 'Erase personal data',
  erasing: 'Erasing…',
  eraseIntro: 'This person has left. Their personal data can be erased now rather than at the end of the retention period.',
  eraseFailed: 'The personal data could not be erased. Please try again.',
  erased: (pseudonym: string) => `Personal data erased. They now appear as ${pseudonym}.`,
  /** The admin console's person panel: its button, named after the person, and the status of the erased. */
  eraseLabel: (name: string) => `Erase personal data of ${name}`,
  erasedStatus: 'personal data erased',
  confirmRequired: 'Confirm that the personal data is to be erased',
  notFound: 'No such employee',
  stillEmployed: 'This person is still employed: their data is needed to run their benefits and payroll. Record them as a leaver first.',
  alreadyErased: 'This person’s personal data has already been erased',
  ownData: 'You cannot erase your own personal data here',
  /** The display name of an anonymised person (first name and surname). */
  formerEmployee: 'Former employee',
  /** What stayed after an erasure, and why (data_erasures.kept and the answer). */
  kept: {
    selections:
      'Benefit choices with their dates and amounts: payroll deductions and employer costs must be evidenced ' +
      '(HMRC payroll records, 3 years after the tax year; contract claims, 6 years).',
    reportLines: 'Payroll and provider report lines with their amounts, under the pseudonym and employee number: the files sent must read the same.',
    employment: 'Employee number, salary, start and leaving dates: they tie the payroll lines to the employer’s payroll until the payroll period ends.',
    auditLog: 'Audit entries (who did what and when), with personal details removed: the employer’s accountability (UK GDPR Art. 5(2)).',
    erasure: 'This record of the erasure: proof that it was done.',
  },
  /** data_erasures.kept once the payroll period has passed too. */
  payrollCleared: 'The payroll period has passed: employee number and salary removed; the amounts stay as anonymous data.',
} as const;
