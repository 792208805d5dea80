import { formatNumber } from '../shared/format.ts';

/**
 * Texts of selection approvals (spec §2 `/app/dashboard/approve-selections`, panel view-approvals-data). The spec's
 * own texts are `messages.approvals`; the rest is "not shown" wording, recorded in docs/decisions/employer-tools.md.
 */
export const approvalTexts = {
  title: 'Approve Selections',
  intro: 'Selections your employees made that need your approval before they start.',
  listCaption: 'Benefits with selections awaiting approval',
  columns: {
    benefit: 'Benefit',
    provider: 'Provider',
    count: 'Awaiting approval',
    employees: 'Employees',
    employeeNumber: 'Employee number',
    request: 'Request',
    requestedOn: 'Requested on',
    orderValue: 'Order value',
    reason: 'Why it needs approval',
  },
  /** Why a request waits for HR: the benefit asks for approval, or a medical answer referred it (the questions answered yes). */
  reasons: {
    benefit: 'The benefit needs approval',
    medical: (questions: string[]) => `Answered yes to: ${questions.join('; ')}`,
  },
  /** The people covered cell of a request covering only the employee. */
  onlyEmployee: 'Only the employee',
  /** What a row asks for: a first choice of the benefit, or a change of cover in force (which runs on until decided). */
  kinds: { new: 'New', change: 'Change' },
  /** Read between the current and the requested value of a change (shown as an arrow). */
  changesTo: 'changes to',
  review: (name: string) => `Review ${name}`,
  loading: 'Loading selections awaiting approval',
  loadFailed: 'There was an error requesting the approvals data. Please try again.',
  empty: 'There are no selections awaiting approval.',
  emptyBenefit: 'There are no selections of this benefit awaiting approval.',
  tableCaption: (benefitName: string) => `${benefitName}: selections awaiting approval`,
  /** The one list across benefits (issue 26 item 5): its caption, its benefit filter and the benefit column. */
  allCaption: 'Selections awaiting approval',
  filter: { label: 'Benefit', all: 'All benefits', option: (benefitName: string, count: number) => `${benefitName} (${formatNumber(count)})` },
  /** What happened once the employer confirms, announced politely above the list. */
  decided: (approval: boolean, count: number) =>
    `${count === 0 ? 'No' : formatNumber(count)} ${count === 1 ? 'selection' : 'selections'} ${approval ? 'approved' : 'rejected'}`,
  notDecided: (count: number) =>
    count === 1
      ? '1 selection was no longer awaiting approval and did not change.'
      : `${formatNumber(count)} selections were no longer awaiting approval and did not change.`,
  selectAll: 'Select all',
  select: 'Select',
  selectRow: (employeeName: string) => `Select ${employeeName}`,
  /** Across benefits one person may ask for two: the benefit tells their rows apart. */
  selectRequest: (employeeName: string, benefitName: string) => `Select ${employeeName}, ${benefitName}`,
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  close: 'Close',
  modalTitle: { approve: 'Approve selections', reject: 'Reject selections' },
  reason: 'Reason for rejecting (optional)',
  reasonHint: 'The employee sees this on the benefit and in the e-mail we send them.',
  failed: 'The selections could not be updated. Please try again.',
  tile: 'Selections awaiting approval',
  tileValue: (count: number) => String(count),
  tileDetail: (names: string[]) => (names.length === 0 ? 'Nothing to approve' : names.join(', ')),
  tileLink: 'Approve selections',
  // Field errors of the status call.
  noSelections: 'Choose at least one selection',
  tooManySelections: (max: number) => `Send at most ${max} selections at a time`,
  notABoolean: 'Send true or false',
  reasonTooLong: (max: number) => `Use ${max} characters or fewer`,
  badBenefit: 'Choose a benefit from the list',
  // Column labels of a selection's fields.
  fields: { option: 'Level of cover', peopleCovered: 'People covered', startDate: 'Start date', employeeMonthly: 'Monthly cost' },
  // What the employee sees on a rejected selection (a line of its plan details).
  rejectedReasonLabel: 'Reason not approved',
  /** Cover above the free cover limit awaiting the insurer (issue 36; our own wording, docs/decisions/employer-tools.md). */
  underwriting: {
    title: 'Cover awaiting the insurer',
    intro:
      'Cover asked for above the free cover limit needs the insurer to accept medical evidence. The cover up to the limit is in force; ' +
      'record the insurer’s answer here when it comes.',
    caption: 'Cover awaiting the insurer',
    loading: 'Loading cover awaiting the insurer',
    loadFailed: 'We could not load the cover awaiting the insurer. Please try again.',
    empty: 'No cover is awaiting the insurer.',
    retry: 'Try again',
    columns: {
      employee: 'Employee',
      benefit: 'Benefit',
      requested: 'Cover asked for',
      inForce: 'In force now',
      awaiting: 'Awaiting the insurer',
      askedOn: 'Asked on',
      actions: 'Actions',
    },
    accept: 'Accepted',
    decline: 'Declined',
    acceptLabel: (name: string, benefit: string) => `Record that the insurer accepted ${name}’s ${benefit}`,
    declineLabel: (name: string, benefit: string) => `Record that the insurer declined ${name}’s ${benefit}`,
    acceptTitle: 'The insurer accepted the cover',
    acceptBody: (name: string, requested: string) =>
      `${name}’s cover of ${requested} starts in full from the day the insurer’s acceptance counts from, and is priced from then.`,
    acceptedFrom: { label: 'Accepted from', help: 'The day the insurer’s acceptance counts from, as its letter says.' },
    declineTitle: 'The insurer declined the cover',
    declineBody: (name: string, inForce: string) => `${name}’s cover stays at ${inForce}, the free cover limit.`,
    confirmAccept: 'Record acceptance',
    confirmDecline: 'Record decline',
    working: 'Saving...',
    cancel: 'Cancel',
    accepted: (name: string, from: string) => `The cover of ${name} is in force in full from ${from}.`,
    declined: (name: string) => `The insurer’s decline for ${name} is recorded.`,
    failed: 'We could not record the insurer’s answer. Please try again.',
    errors: {
      notACase: 'Not a selection',
      decision: 'Choose accept or decline',
      acceptedFrom: 'Enter the day the insurer’s acceptance counts from',
      outsideCover: (from: string, to: string) => `Choose a day from ${from} to ${to}, while the cover runs`,
      notWaiting: 'This cover is no longer awaiting the insurer: it was decided or changed. The list shows what is waiting now.',
    },
  },
} as const;

/** The e-mail to the employee once the employer decides (docs/decisions/employer-tools.md "Selection approvals"). */
export const approvalMailTexts = {
  subject: {
    approved: (benefitName: string) => `Your ${benefitName} selection is approved`,
    rejected: (benefitName: string) => `Your ${benefitName} selection was not approved`,
  },
  heading: (firstName: string) => `Hello ${firstName}`,
  approved: (benefitName: string, startDate: string) => `Your employer approved your ${benefitName} selection. It starts on ${startDate}.`,
  rejected: (benefitName: string) => `Your employer did not approve your ${benefitName} selection.`,
  reason: (reason: string) => `Reason: ${reason}`,
  resubmit: 'You can change your choice and send it again from the benefit page.',
  changeApproved: (benefitName: string, startDate: string) => `Your employer approved the change to your ${benefitName}. It applies from ${startDate}.`,
  changeRejected: (benefitName: string) => `Your employer did not approve the change to your ${benefitName}. Your cover carries on as it was.`,
  action: 'See the benefit',
} as const;
