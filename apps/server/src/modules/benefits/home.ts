import { benefitTexts, formatLongDate, formatPounds, myNextYearTexts, ukToday, type HomeBanner, type HomeCard } from '@portal/contracts';
import { windowOf, type EmployeeContext } from './context.ts';
import { ccvBalance } from './ccv.ts';
import { isOpen } from './choice-state.ts';
import { countClientPendingSelections } from '../../db/repositories/selection-reads/approvals.ts';
import { listedBenefits } from './service.ts';
import { annualWindowOpen, upcomingWindowOpen } from './windows.ts';

/** Days before the annual window closes when the home page starts warning. */
const CLOSING_SOON_DAYS = 14;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Windows opened before issue 26 stored their reason as 'Life event: {name}'; the banner names the event once. */
const eventName = (reason: string | undefined) => (reason ?? '').replace(/^Life event: /, '');

/** Home page cards derived from the caller's benefits; employers also see selections awaiting their approval. */
export async function homeCards(context: EmployeeContext): Promise<HomeCard[]> {
  if (context.ccvOnly) {
    const ccv = await ccvBalance(context);
    const next = ccv.nextVoucherDate ? ` Your next voucher is due on ${formatLongDate(ccv.nextVoucherDate)}.` : '';
    return [
      {
        id: 'vouchers',
        type: 'vouchers',
        title: 'Your childcare vouchers',
        body: `You can still spend your voucher balance.${next}`,
        value: formatPounds(ccv.balance),
        link: { label: 'Manage your vouchers', path: '/app/ccv/manage' },
      },
    ];
  }
  const [listed, clientPending] = await Promise.all([
    listedBenefits(context),
    context.user.userType === 'employer' ? countClientPendingSelections(context.db, context.clientId) : Promise.resolve(0),
  ]);
  const cards: HomeCard[] = [];
  const windowOpen = (b: (typeof listed)[number]) => windowOf(context, b.benefit, b.year, b.state).open;
  const toChoose = listed.filter((b) => b.benefit.kind !== 'information' && !b.access.availability.locked && !isOpen(b.state) && windowOpen(b));
  if (toChoose.length > 0) {
    // Outside the annual window some benefits can still be joined, with no closing date to give.
    const closes = context.year && annualWindowOpen(context.year, context.today) ? ` before ${formatLongDate(context.year.windowClosesOn)}` : '';
    cards.push({
      id: 'choose-benefits',
      type: 'choose-benefits',
      title: 'Choose your benefits',
      body: `You have ${plural(toChoose.length, 'benefit', 'benefits')} to choose${closes}.`,
      value: String(toChoose.length),
      link: { label: 'See my benefits', path: '/app/my-benefits/' },
    });
  }
  const pending = listed.filter((b) => b.state?.request).length;
  if (pending > 0) {
    cards.push({
      id: 'pending-approvals',
      type: 'pending-approvals',
      title: 'Awaiting approval',
      body: `${plural(pending, 'selection is', 'selections are')} waiting for approval.`,
      value: String(pending),
      link: { label: 'See my benefits', path: '/app/my-benefits/' },
    });
  }
  if (clientPending > 0) {
    cards.push({
      id: 'approvals-to-review',
      type: 'approvals-to-review',
      title: 'Selections to approve',
      body: `${plural(clientPending, 'employee selection needs', 'employee selections need')} your approval.`,
      value: String(clientPending),
      link: { label: 'Approve selections', path: '/app/dashboard/approve-selections' },
    });
  }
  // Benefits that open on a date (probation, service); a leaver's locks have no date and no card.
  const locked = listed
    .flatMap((b) => (b.access.availability.locked && b.access.availability.availableFrom ? [b.access.availability.availableFrom] : []))
    .sort();
  if (locked.length > 0) {
    cards.push({
      id: 'locked-benefits',
      type: 'locked-benefits',
      title: 'More benefits soon',
      body: `${plural(locked.length, 'benefit becomes', 'benefits become')} available from ${formatLongDate(locked[0]!)}.`,
      value: String(locked.length),
      link: null,
    });
  }
  // No card for total benefits: the home page shows them once, in its own summary (GET /user/selections/mtb/card).
  return cards;
}

export async function homeBanners(context: EmployeeContext): Promise<HomeBanner[]> {
  const banners: HomeBanner[] = [];
  const lifeEvent = [...context.lifeEvents].sort((a, b) => b.closesAt.getTime() - a.closesAt.getTime())[0];
  if (lifeEvent && !context.ccvOnly) {
    const closes = formatLongDate(ukToday(lifeEvent.closesAt));
    banners.push({
      id: 'life-event-window',
      tone: 'success',
      title: 'You can change your benefits',
      body: benefitTexts.lifeEventWindow(eventName(lifeEvent.reason), closes),
      link: { label: 'See my benefits', path: '/app/my-benefits/' },
    });
  }
  const year = context.year;
  if (year && !context.ccvOnly && annualWindowOpen(year, context.today)) {
    const daysLeft = daysBetween(context.today, year.windowClosesOn);
    if (daysLeft <= CLOSING_SOON_DAYS) {
      banners.push({
        id: 'window-closing',
        tone: 'warning',
        title: 'The selection window closes soon',
        body: `Make your choices before ${formatLongDate(year.windowClosesOn)}.`,
        link: { label: 'See my benefits', path: '/app/my-benefits/' },
      });
    }
  }
  // Next year's window, open while this year runs: people choose there for next year, so they are told it is open.
  const next = context.nextYear;
  if (next && !context.ccvOnly && upcomingWindowOpen(next, context.today)) {
    banners.push({
      id: 'next-year-window',
      tone: daysBetween(context.today, next.windowClosesOn) <= CLOSING_SOON_DAYS ? 'warning' : 'info',
      title: myNextYearTexts.bannerTitle,
      body: myNextYearTexts.bannerBody(formatLongDate(next.startsOn), formatLongDate(next.windowClosesOn)),
      link: { label: myNextYearTexts.bannerLink, path: '/app/my-benefits/?year=next' },
    });
  }
  if (context.ccvOnly) {
    banners.push({
      id: 'voucher-only',
      tone: 'info',
      title: 'Your voucher account',
      body: 'You can still use your childcare voucher balance after leaving.',
      link: { label: 'Manage your vouchers', path: '/app/ccv/manage' },
    });
  }
  return banners;
}
