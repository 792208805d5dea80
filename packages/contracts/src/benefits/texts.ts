import type { BenefitKind, SelectionStatus } from './kinds.ts';

const checkWithHr = 'Contact HR if your salary or hours are wrong.';

/** Texts the spec leaves open ("not shown"): our own wording for the benefits screens and errors. */
export const benefitTexts = {
  /** A change would start after the cover ends (a change in the scheme year's last month): next year's choice makes it. */
  changeAfterCoverEnds: (endsOn: string) =>
    `A change now would start after this cover ends on ${endsOn}. Make your choice for next year when its selection window opens.`,
  statusLabels: {
    'pending-approval': 'Awaiting approval',
    active: 'Active',
    rejected: 'Rejected',
    'opted-out': 'Opted out',
    ended: 'Ended',
  } satisfies Record<SelectionStatus, string>,
  /** The status of active cover that has not started yet: it is not in force before then. */
  startsOn: (date: string) => `Starts ${date}`,
  kindLabels: {
    options: 'Choose a level',
    amount: 'Salary sacrifice',
    voucher: 'Vouchers',
    information: 'Information',
  } satisfies Record<BenefitKind, string>,
  termsOutdated: 'The terms for this benefit have changed. Please read and accept the latest version.',
  windowClosed: (opens: string, closes: string) =>
    `You can only change your benefits while the selection window is open (${opens} to ${closes}), or after a life event.`,
  noWindow: 'There is no selection window for this benefit at the moment.',
  probation: (date: string) => `You can choose this benefit once your probation ends on ${date}.`,
  service: (date: string) => `You can choose this benefit from ${date}.`,
  notEmployed:
    'Only current employees can choose, change or opt out of benefits. You can still see your benefits and use your vouchers; ' +
    'contact HR if your employment details are wrong.',
  freeCoverCapped: (limit: string) => `Your cover is capped at the free cover limit of ${limit} without medical evidence.`,
  /** Cover asked above the free cover limit while the insurer decides (issue 36): the part up to the limit is in force. */
  coverAwaiting: (now: string, awaiting: string) =>
    `${now} now, ${awaiting} awaiting the insurer. The cover above the free cover limit starts once the insurer accepts your medical evidence.`,
  coverDeclined: (limit: string) => `The insurer declined cover above the free cover limit: your cover is ${limit}.`,
  informationOnly: 'This benefit is for information only and cannot be selected.',
  alreadySelected: 'You already have this benefit. Change your selection instead.',
  notChangeable: 'This selection can no longer be changed. Choose the benefit again instead.',
  chooseOption: 'Please choose an option',
  enterAmount: 'Please enter an amount',
  amountStep: (step: string) => `Please enter an amount in steps of ${step}`,
  /** Life cover chosen as a multiple of salary: the employee picks a multiple, not an amount. */
  chooseMultiple: 'Please choose a multiple of salary',
  multipleStep: (step: string) => `Please choose a multiple of salary in steps of ${step}`,
  percentStep: (step: string) => `Please enter a percentage in steps of ${step}%`,
  /** A pension's contributions are a percentage of pay: without a salary on record nothing can be worked out (issue 38). */
  pensionNeedsSalary: 'We need your salary to work out your pension contributions. Your HR team can add it.',
  familyOnly: 'Choose people from your own family members',
  coverPartner: 'Choose your partner for this level of cover',
  coverFamily: 'Choose at least one family member for this level of cover',
  coverNobody: 'This level of cover is for you only',
  startDateRange: (earliest: string, latest: string) => `Please choose a start date between ${earliest} and ${latest}`,
  answerQuestions: 'Please answer every question',
  noPrice: 'This option is not available to you',
  /**
   * A salary sacrifice that would take pay below the legal minimum for the person's contracted hours (issue 38); `most`
   * is the most they can give up a month, `wage` the rate's name.
   */
  belowMinimumWage: (wage: string, most: string) =>
    most === '£0.00'
      ? `You cannot give up any of your pay for this: it would take your pay below the ${wage} for the hours you work. ${checkWithHr}`
      : `This would take your pay below the ${wage} for the hours you work. The most you can give up is ${most} a month. ${checkWithHr}`,
  livingWage: 'National Living Wage',
  minimumWage: 'National Minimum Wage',
  notBeam: 'This benefit is not available through the partner',
  noVouchers: 'You have no voucher account',
  /** The home banner of an open life-event window; `event` is the event's name, e.g. 'Birth of a child'. */
  lifeEventWindow: (event: string, closes: string) => `Because of your life event (${event}) you can change your benefits until ${closes}.`,
  contractPageTitle: 'Your childcare voucher orders',
  contractPageDenied: 'Your session has ended. Please log in again to manage your vouchers.',
} as const;
