/** Texts of the subject access export (issue 39): the profile's "My data" section, HR's action and the PDF summary. */
export const subjectAccessTexts = {
  section: {
    title: 'My data',
    intro: 'A copy of everything we hold about you.',
    body:
      'The download is a zip file with two files: my-data.json, every record we hold about you in a form other software can read, ' +
      'and my-data.pdf, a summary to read. It covers your profile, family, life events, every version of your benefit choices ' +
      'with their costs, beneficiaries, sign-ins, your consents, the e-mails we sent you and the audit entries about you.',
    privacy: 'Keep the file somewhere safe: it holds your personal details.',
    download: 'Download my data',
    downloading: 'Preparing your data...',
    error: 'Your data could not be downloaded. Please try again.',
    /** Shown instead of the button to someone viewing the portal as the person (the server refuses it too). */
    notWhileViewing: "Only the person can download their own data. HR can download it from the person's employee record.",
  },
  employer: {
    download: 'Download personal data',
    downloading: 'Preparing...',
    hint: 'For a subject access request: everything held about this person, except their health answers. Recorded in the audit log.',
    error: 'The personal data could not be downloaded. Please try again.',
  },
  /**
   * The admin console: each person's row opens a panel of their personal data (HR's sections and messages), its buttons
   * named after the person.
   */
  admin: {
    open: 'Personal data',
    openLabel: (name: string) => `Personal data of ${name}`,
    downloadLabel: (name: string) => `Download personal data of ${name}`,
  },
  fileName: 'my-data.zip',
  pdf: {
    title: 'Your personal data',
    subject: 'A copy of the personal data held about you',
    heading: 'Your personal data',
    forHr: 'Personal data held about this person',
    intro: (name: string, at: string) => `Everything the portal held about ${name} on ${at}. my-data.json in the same zip holds every record in full.`,
    healthLeftOut: 'Health answers are left out of this copy (it was made by an administrator).',
    none: 'None',
    more: (count: number) => `... and ${count} more (all in my-data.json)`,
    headings: {
      profile: 'Profile',
      family: 'Family',
      lifeEvents: 'Life events',
      selections: 'Benefit choices (every version)',
      nominations: 'Beneficiaries',
      ccv: 'Childcare vouchers',
      sessions: 'Sign-ins',
      consents: 'Consents',
      mail: 'E-mails we sent you',
      audit: 'Audit entries about you and by you',
      other: 'Other records',
    },
    profile: {
      name: 'Name',
      email: 'E-mail',
      dateOfBirth: 'Date of birth',
      employeeNumber: 'Employee number',
      employment: 'Employment',
      salary: 'Salary',
      phone: 'Phone',
      location: 'Location',
      grade: 'Grade',
    },
    consents: {
      terms: 'Terms accepted (revision)',
      byEmail: 'Contact by e-mail',
      bySms: 'Contact by text message',
      cookies: 'Cookie choices are kept in your browser only, not by us.',
    },
    otherCounts: 'Records of each kind in my-data.json',
    yes: 'Yes',
    no: 'No',
  },
} as const;
