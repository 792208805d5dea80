import { formatLongDate, schemeYearTexts, ssoTexts, type ClientSchemeYears, type NewStarterWindowSave, type SchemeYearSave } from '@portal/contracts';
import { recordAudit } from '../../db/repositories/audit-log.ts';
import { findClientById, updateClientSettings, type ClientSettingsChange } from '../../db/repositories/clients.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import type { Client } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { fieldChanges } from '../../lib/field-changes.ts';
import { platformAdminAccess } from '../../plugins/platform-admin-context.ts';
import type { SignedInContext } from '../../plugins/request-context.ts';
import { forgetCachedClients } from '../tenant/index.ts';
import { effectiveDateColumns, effectiveDatesOf, windowRuleFields } from './window-rules.ts';
import { insertSchemeYear, listSchemeYears, lockClient, updateSchemeYear, type ListedSchemeYear, type SchemeYearValues } from './queries.ts';

const t = schemeYearTexts;
const e = t.errors;

/** The Scheme years tab's view of a client: its years, newest first, the new-starter window and the settings version. */
async function present(db: Executor, client: Client): Promise<ClientSchemeYears> {
  const years = await listSchemeYears(db, client.id);
  return {
    years: years.map((year) => ({ ...year, inUse: Boolean(year.inUse) })),
    newStarterWindowDays: client.newStarterWindowDays,
    effectiveDates: effectiveDatesOf(client),
    version: client.settingsVersion,
  };
}

async function existing(db: Executor, clientId: number): Promise<Client> {
  const client = await findClientById(db, clientId);
  if (!client) throw notFound(ssoTexts.clientNotFound);
  return client;
}

/** 409: someone saved first; the answer carries the tab's values as they are now. */
const changedSinceRead = async (db: Executor, clientId: number) =>
  new AppError(409, t.changedSinceOpened, undefined, { current: await present(db, await existing(db, clientId)) });

/**
 * One save of the tab, in a transaction of its own: the client's settings version moves from the one the tab read (else
 * 409 with the current values, nothing saved) before `change` runs; a refusal in `change` (400) undoes it all.
 */
export async function saveFromVersion(
  ctx: SignedInContext,
  clientId: number,
  version: number,
  change: (tx: Executor, client: Client, actorId: number) => Promise<ClientSettingsChange | void>,
): Promise<ClientSchemeYears> {
  const { actorId } = platformAdminAccess(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    // Locked first: two saves from the same read never both pass.
    const before = await lockClient(tx, clientId);
    if (!before) throw notFound(ssoTexts.clientNotFound);
    if (before.settingsVersion !== version) throw await changedSinceRead(tx, clientId);
    const values = await change(tx, before, actorId);
    const after = await updateClientSettings(tx, clientId, version, values ?? {});
    if (!after) throw await changedSinceRead(tx, clientId);
    return present(tx, after);
  });
  forgetCachedClients(ctx.db);
  return saved;
}

export async function getSchemeYears(ctx: SignedInContext, clientId: number): Promise<ClientSchemeYears> {
  platformAdminAccess(ctx);
  return present(ctx.db, await existing(ctx.db, clientId));
}

const valuesOf = (input: SchemeYearSave): SchemeYearValues => ({
  year: input.year,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  windowOpensOn: input.windowOpensOn,
  windowClosesOn: input.windowClosesOn,
  probationMonths: input.probationMonths,
});

/** The client's rules across its years (the contract checks each year on its own): one year of each number, none overlapping. */
function checkAgainstOthers(values: SchemeYearValues, others: ListedSchemeYear[]) {
  const errors: Record<string, string> = {};
  if (others.some((other) => other.year === values.year)) errors.year = e.yearTaken(values.year);
  const overlapping = others.find((other) => values.startsOn <= other.endsOn && other.startsOn <= values.endsOn);
  if (overlapping) {
    const words = e.overlaps(overlapping.year, formatLongDate(overlapping.startsOn), formatLongDate(overlapping.endsOn));
    const inside = (day: string) => overlapping.startsOn <= day && day <= overlapping.endsOn;
    if (inside(values.startsOn)) errors.startsOn = words;
    if (inside(values.endsOn) || !inside(values.startsOn)) errors.endsOn = words;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const auditedFields = ['year', 'startsOn', 'endsOn', 'windowOpensOn', 'windowClosesOn', 'probationMonths'] as const;
const audited = (year: SchemeYearValues): Record<(typeof auditedFields)[number], string | number> => ({
  year: year.year,
  startsOn: year.startsOn,
  endsOn: year.endsOn,
  windowOpensOn: year.windowOpensOn,
  windowClosesOn: year.windowClosesOn,
  probationMonths: year.probationMonths ?? 0,
});

/** Adds a year; the client's first becomes its current one (later ones wait for the new year to begin). Audited. */
export function addSchemeYear(ctx: SignedInContext, clientId: number, input: SchemeYearSave): Promise<ClientSchemeYears> {
  return saveFromVersion(ctx, clientId, input.version, async (tx, _client, actorId) => {
    const values = valuesOf(input);
    const others = await listSchemeYears(tx, clientId);
    checkAgainstOthers(values, others);
    const row = await insertSchemeYear(tx, clientId, { ...values, isCurrent: others.length === 0 });
    await recordAudit(tx, {
      action: 'scheme-year.created',
      clientId,
      actorId,
      subjectId: null,
      details: { schemeYear: row.year, startsOn: row.startsOn, endsOn: row.endsOn, current: row.isCurrent },
    });
  });
}

/**
 * Saves a year's dates, window and probation, audited with each field's before and after. Once employees have chosen
 * benefits in the year, its start and end dates and its number stay (400 on the field that would move): statements,
 * reports and prices read them. Its window and probation may still change.
 */
export function saveSchemeYear(ctx: SignedInContext, clientId: number, yearId: number, input: SchemeYearSave): Promise<ClientSchemeYears> {
  return saveFromVersion(ctx, clientId, input.version, async (tx, _client, actorId) => {
    const years = await listSchemeYears(tx, clientId);
    const before = years.find((year) => year.id === yearId);
    if (!before) throw notFound(e.yearNotFound);
    const values = valuesOf(input);
    if (before.inUse) {
      const locked: Record<string, string> = {};
      if (values.startsOn !== before.startsOn) locked.startsOn = e.datesLocked;
      if (values.endsOn !== before.endsOn) locked.endsOn = e.datesLocked;
      if (values.year !== before.year) locked.year = e.yearLocked;
      if (Object.keys(locked).length > 0) throw badRequest(locked, e.datesLocked);
    }
    checkAgainstOthers(
      values,
      years.filter((year) => year.id !== yearId),
    );
    const after = await updateSchemeYear(tx, clientId, yearId, values);
    if (!after) throw notFound(e.yearNotFound);
    const changes = fieldChanges(audited(before), audited(after), auditedFields);
    if (changes.length > 0) {
      await recordAudit(tx, { action: 'scheme-year.updated', clientId, actorId, subjectId: null, details: { schemeYear: after.year, changes } });
    }
  });
}

/**
 * The client's rules outside the annual window: the new-starter window in days (0 = none) and when each kind of change
 * takes effect, audited as a change of the client's settings.
 */
export function saveNewStarterWindow(ctx: SignedInContext, clientId: number, input: NewStarterWindowSave) {
  return saveFromVersion(ctx, clientId, input.version, async (tx, client, actorId) => {
    const after = { newStarterWindowDays: input.newStarterWindowDays, ...effectiveDateColumns(input.effectiveDates) };
    const changes = fieldChanges(client, after, windowRuleFields);
    if (changes.length === 0) return;
    await recordAudit(tx, { action: 'client.updated', clientId, actorId, subjectId: null, details: { section: 'new-starter window', changes } });
    return after;
  });
}
