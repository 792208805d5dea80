import { formatLongDate, selectionWindowTexts, ssoTexts, ukToday, type SelectionWindow, type SelectionWindowChange, type WindowState } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client, SchemeYearRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { employerAccess } from '../../plugins/employer-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { annualWindowOpen } from '../benefits/index.ts';
import { auditActor } from '../masquerade/index.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { findClientById, updateClientSettings } from '../../db/repositories/clients.ts';
import { findCurrentYear, findYearAfter, lockClient, updateSchemeYear } from './queries.ts';

const t = selectionWindowTexts;
const e = t.errors;

type Window = Pick<SchemeYearRow, 'windowOpensOn' | 'windowClosesOn'>;

/** Where a window stands today; 'open' exactly when the benefit rules let employees choose in it (both days included). */
export function windowStateOf(window: Window, today: string): WindowState {
  if (annualWindowOpen({ ...window, isCurrent: true }, today)) return 'open';
  return today < window.windowOpensOn ? 'not-yet-open' : 'closed';
}

function present(client: Pick<Client, 'settingsVersion'>, year: SchemeYearRow | undefined, today: string): SelectionWindow {
  return {
    year: year ? { id: year.id, year: year.year, startsOn: year.startsOn, endsOn: year.endsOn } : null,
    window: year ? { opensOn: year.windowOpensOn, closesOn: year.windowClosesOn, state: windowStateOf(year, today) } : null,
    today,
    version: client.settingsVersion,
  };
}

/**
 * The year the card works on: the current one, or once its window has closed, the next year prepared while that year's
 * window (which may open before the year starts) is still to come or open: enrolment for next year.
 */
async function windowYear(db: Executor, clientId: number, today: string, lock = false): Promise<SchemeYearRow | undefined> {
  const year = await findCurrentYear(db, clientId, lock);
  if (!year || today <= year.windowClosesOn) return year;
  const next = await findYearAfter(db, clientId, year, lock);
  return next && today <= next.windowClosesOn ? next : year;
}

/** The window as it is now (in the caller's transaction, if any). */
async function current(db: Executor, clientId: number, today: string): Promise<SelectionWindow> {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return present(client, await windowYear(db, clientId, today), today);
}

/** A refusal that names its field; its message is the field's, so a screen without that field still says why. */
const refuse = (field: 'action' | 'closesOn', message: string) => new AppError(400, message, { [field]: message });

/** The HR administrators' card: their own client's year the window is for, and the window (another client's id is refused first). */
export async function selectionWindowOf(ctx: SignedInContext, clientId: number): Promise<SelectionWindow> {
  employerAccess(ctx, clientId);
  const today = ukToday(ctx.now);
  return current(ctx.db, clientId, today);
}

/** The new first and last day of the window for `change`, or a refusal naming the field (400, nothing saved). */
function changedWindow(year: SchemeYearRow, change: SelectionWindowChange, today: string): Window {
  const state = windowStateOf(year, today);
  const closesOn = change.closesOn ?? '';
  const checkClosesOn = () => {
    if (closesOn < today) throw refuse('closesOn', e.inPast);
    if (closesOn > year.endsOn) throw refuse('closesOn', e.afterYear(formatLongDate(year.endsOn)));
  };
  switch (change.action) {
    case 'open':
      if (state === 'open') throw refuse('action', e.alreadyOpen);
      // A window may open up to a year before its year starts (enrolment ahead of it).
      if (today < `${Number(year.startsOn.slice(0, 4)) - 1}${year.startsOn.slice(4)}`) throw refuse('action', e.yearNotStarted(formatLongDate(year.startsOn)));
      checkClosesOn();
      return { windowOpensOn: today, windowClosesOn: closesOn };
    case 'extend':
      if (state === 'closed') throw refuse('action', e.closedExtend);
      if (closesOn <= year.windowClosesOn) throw refuse('closesOn', e.notLater(formatLongDate(year.windowClosesOn)));
      checkClosesOn();
      return { windowOpensOn: year.windowOpensOn, windowClosesOn: closesOn };
    case 'close':
      if (state !== 'open') throw refuse('action', e.notOpen);
      if (year.windowClosesOn === today) throw refuse('action', e.closesToday);
      // Today becomes the last day: employees can still choose until midnight (UK), as the window's days are counted.
      return { windowOpensOn: year.windowOpensOn, windowClosesOn: today };
  }
}

const actionCodes = { open: 'selection-window.opened', extend: 'selection-window.extended', close: 'selection-window.closed' } as const;

/**
 * An HR administrator opens (today, until `closesOn`), extends (a later last day) or closes (today becomes the last day)
 * their client's current window. In one transaction from the settings version the card read (else 409 with the window
 * as it is now), audited with the window's days before and after and the person behind the session.
 */
export async function changeSelectionWindow(ctx: SignedInContext, clientId: number, change: SelectionWindowChange): Promise<SelectionWindow> {
  const employer = employerAccess(ctx, clientId);
  const { actorId, actingAs } = auditActor(employer.user);
  const today = ukToday(ctx.now);
  const saved = await ctx.db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    if (!client) throw notFound(ssoTexts.clientNotFound);
    if (client.settingsVersion !== change.version) throw new AppError(409, t.changedSinceOpened, undefined, { current: await current(tx, clientId, today) });
    const year = await windowYear(tx, clientId, today, true);
    if (!year) throw refuse('action', e.noYear);
    const window = changedWindow(year, change, today);
    const after = await updateSchemeYear(tx, clientId, year.id, window);
    const bumped = await updateClientSettings(tx, clientId, change.version, {});
    if (!after || !bumped) throw new AppError(409, t.changedSinceOpened, undefined, { current: await current(tx, clientId, today) });
    await recordAudit(tx, {
      action: actionCodes[change.action],
      clientId,
      actorId,
      subjectId: null,
      details: {
        schemeYear: after.year,
        opensOn: after.windowOpensOn,
        closesOn: after.windowClosesOn,
        changes: fieldChanges(year, after, ['windowOpensOn', 'windowClosesOn']),
        ...(actingAs && { actingAs }),
      },
    });
    return present(bumped, after, today);
  });
  forgetCachedClients(ctx.db);
  return saved;
}
