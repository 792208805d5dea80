import { z } from 'zod';
import { idParam, isRealIsoDate, realIsoDate } from '../shared/fields.ts';
import { defineRoute } from '../shared/http.ts';
import { settingsVersionField } from './schemas.ts';
import { effectiveDateRulesSchema } from '../benefits/effective-dates.ts';

/**
 * Scheme years and selection windows (issue 28 §3): the Scheme years tab of a client's page (platform administrators) and
 * the Selection window card of the employer dashboard (the client's HR administrators).
 */
export const schemeYearTexts = {
  tab: 'Scheme years',
  title: 'Scheme years and selection windows',
  intro:
    'Each scheme year has its dates, its annual selection window (which may open before the year starts, for enrolment ahead of it) ' +
    'and the probation period of new employees. ' +
    'Once employees have chosen benefits in a year its dates stay as they are; its window and probation can still change.',
  caption: 'Scheme years',
  columns: { year: 'Year', dates: 'Dates', window: 'Selection window', probation: 'Probation', current: 'Current', actions: 'Actions' },
  current: 'Current',
  notCurrent: 'No',
  range: (from: string, to: string) => `${from} to ${to}`,
  months: (months: number) => (months === 0 ? 'None' : months === 1 ? '1 month' : `${months} months`),
  edit: 'Edit',
  editLabel: (year: number) => `Edit the ${year} scheme year`,
  empty: 'No scheme years yet. The first one added becomes the current year.',
  form: {
    addHeading: 'Add a scheme year',
    editHeading: (year: number) => `Edit the ${year} scheme year`,
    year: { label: 'Year', help: 'The year people know it by, e.g. 2027.' },
    startsOn: { label: 'Starts on' },
    endsOn: { label: 'Ends on' },
    windowOpensOn: {
      label: 'Selection window opens on',
      help:
        'Employees choose their benefits for the year in this window. ' +
        'It may open up to a year before the year starts: choices made before then start on its first day.',
    },
    windowClosesOn: { label: 'Selection window closes on', help: 'The last day of the window: it stays open until the end of that day (UK time).' },
    probationMonths: {
      label: 'Probation (months)',
      help: 'Benefits marked for probation stay locked for this many months after a person’s employment start date. 0 for none.',
    },
    locked: 'Employees have chosen benefits in this year: its start and end dates and its year stay as they are.',
    add: 'Add scheme year',
    save: 'Save scheme year',
    saving: 'Saving...',
    cancel: 'Cancel editing',
    added: 'The scheme year is added.',
    saved: 'The scheme year is saved.',
  },
  newStarter: {
    heading: 'New starters',
    label: 'New-starter window (days)',
    help: 'A new employee may choose benefits for this many days from their employment start date, that day included. 0 for none.',
    save: 'Save new starters and changes',
    saving: 'Saving...',
    saved: 'The new-starter window and when changes take effect are saved.',
  },
  loadFailed: 'We could not load the scheme years. Please try again.',
  /** 409: saved by someone else since the tab read it; the answer carries the newer values. */
  changedSinceOpened: 'This client has been changed since you opened it. The newer values are shown: check them and save again.',
  errors: {
    yearInvalid: 'Enter a year between 2000 and 2100',
    dateInvalid: 'Enter a real date',
    endsBeforeStart: 'The end date must be after the start date',
    windowOrder: 'The window must close on or after the day it opens',
    windowBeforeYear: 'The window must open no more than a year before the year starts',
    windowAfterYear: 'The window must close on or before the year’s end date',
    probation: 'Enter a whole number of months from 0 to 24',
    yearTaken: (year: number) => `This client already has a ${year} scheme year`,
    overlaps: (year: number, from: string, to: string) => `This overlaps the ${year} scheme year (${from} to ${to})`,
    /** A year employees have chosen benefits in keeps its dates (and its year): named on the field that would move. */
    datesLocked: 'Employees have chosen benefits in this year, so its start and end dates cannot move (its selection window can)',
    yearLocked: 'Employees have chosen benefits in this year, so it keeps its year',
    newStarterDays: 'Enter a whole number of days from 0 to 90',
    yearNotFound: 'This scheme year was not found',
  },
} as const;

/** The employer dashboard's Selection window card: the current year's annual window, opened, extended or closed by HR. */
export const selectionWindowTexts = {
  tile: 'Selection window',
  loading: 'Loading...',
  loadFailed: 'We could not load the selection window. Please try again.',
  noYear: 'There is no current scheme year yet: ask your benefits provider to set one up.',
  value: { 'not-yet-open': 'Not open yet', open: 'Open', closed: 'Closed', none: 'None' },
  state: {
    notYetOpen: (opens: string, closes: string) => `Not open yet: it opens on ${opens} and closes at the end of ${closes}.`,
    open: (closes: string) => `Open until the end of ${closes}.`,
    closed: (closed: string) => `Closed on ${closed}.`,
  },
  yearLine: (year: number, from: string, to: string) => `The ${year} scheme year runs from ${from} to ${to}.`,
  closesOn: { label: 'Closes on', help: 'The last day employees can choose: the window stays open until the end of that day (UK time).' },
  open: 'Open',
  extend: 'Extend',
  close: 'Close today',
  working: 'Saving...',
  opened: (closes: string) => `The selection window is open until the end of ${closes}.`,
  extended: (closes: string) => `The selection window now closes at the end of ${closes}.`,
  closed: (today: string) => `The selection window closes at the end of today, ${today}.`,
  confirmClose: {
    title: 'Close the selection window today?',
    body: (today: string) =>
      `The window closes at the end of today, ${today}. Employees can still choose until then; after that only a life event ` +
      'or a new start lets them choose or change benefits that wait for a window.',
    yes: 'Close the window',
    busy: 'Closing...',
  },
  /** 409: someone changed the window (or the client's settings) since the card read it. */
  changedSinceOpened: 'The selection window was changed since you opened this page. Its current state is shown: check it and try again.',
  failed: 'We could not change the selection window. Please try again.',
  errors: {
    closesOnRequired: 'Enter the date the window closes',
    dateInvalid: 'Enter a real date',
    inPast: 'Choose today or a later day: the window cannot close on a day that has passed',
    afterYear: (ends: string) => `Choose a day within the scheme year: it ends on ${ends}`,
    notLater: (closes: string) => `Choose a day after ${closes}, when the window closes now`,
    alreadyOpen: 'The window is already open: extend it instead',
    notOpen: 'The window is not open, so there is nothing to close',
    closedExtend: 'The window has closed: open it again instead',
    closesToday: 'The window already closes at the end of today',
    yearNotStarted: (starts: string) => `The scheme year starts on ${starts}: its window can open from a year before then`,
    noYear: 'There is no current scheme year',
  },
} as const;

const e = schemeYearTexts.errors;
const w = selectionWindowTexts.errors;

const dateField = realIsoDate(e.dateInvalid);
const yearField = z.number({ error: e.yearInvalid }).int({ error: e.yearInvalid }).min(2000, { error: e.yearInvalid }).max(2100, { error: e.yearInvalid });
export const PROBATION_MONTHS_MAX = 24;
export const NEW_STARTER_DAYS_MAX = 90;
const probationField = z
  .number({ error: e.probation })
  .int({ error: e.probation })
  .min(0, { error: e.probation })
  .max(PROBATION_MONTHS_MAX, { error: e.probation });
const newStarterDaysField = z
  .number({ error: e.newStarterDays })
  .int({ error: e.newStarterDays })
  .min(0, { error: e.newStarterDays })
  .max(NEW_STARTER_DAYS_MAX, { error: e.newStarterDays });

const yearFields = {
  year: yearField,
  startsOn: dateField,
  endsOn: dateField,
  windowOpensOn: dateField,
  windowClosesOn: dateField,
  probationMonths: probationField,
};

interface YearDates {
  startsOn: string;
  endsOn: string;
  windowOpensOn: string;
  windowClosesOn: string;
}

/**
 * The rules of one year's dates, on the form and the server: the year ends after it starts; its window closes by the
 * year's end and opens at most a year before it starts (enrolment for a year runs before it begins, docs/decisions
 * "Two years live at once"). Only real dates are compared (a date that is not one has its own error already).
 */
const yearDatesRule = (value: YearDates, ctx: z.RefinementCtx) => {
  const days = [value.startsOn, value.endsOn, value.windowOpensOn, value.windowClosesOn];
  if (!days.every((day) => typeof day === 'string' && isRealIsoDate(day))) return;
  if (value.endsOn <= value.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: e.endsBeforeStart });
  if (value.windowClosesOn < value.windowOpensOn) ctx.addIssue({ code: 'custom', path: ['windowClosesOn'], message: e.windowOrder });
  if (value.windowOpensOn < `${Number(value.startsOn.slice(0, 4)) - 1}${value.startsOn.slice(4)}`) {
    ctx.addIssue({ code: 'custom', path: ['windowOpensOn'], message: e.windowBeforeYear });
  }
  if (value.windowClosesOn > value.endsOn) ctx.addIssue({ code: 'custom', path: ['windowClosesOn'], message: e.windowAfterYear });
};

/** The Scheme years form: one year's values (the server also refuses a year taken, an overlap, and moving a year in use). */
export const schemeYearFormSchema = z.object(yearFields).superRefine(yearDatesRule);
export type SchemeYearForm = z.input<typeof schemeYearFormSchema>;
export type SchemeYearValues = z.output<typeof schemeYearFormSchema>;

/** Adding or saving a year: its values and the client's settings version the tab read. */
export const schemeYearSaveSchema = z.object({ version: settingsVersionField, ...yearFields }).superRefine(yearDatesRule);
export type SchemeYearSave = z.input<typeof schemeYearSaveSchema>;

/** The client's rules for choosing outside the annual window: the new-starter window, and when each kind of change takes effect. */
export const newStarterWindowFormSchema = z.object({ newStarterWindowDays: newStarterDaysField, effectiveDates: effectiveDateRulesSchema });
export type NewStarterWindowForm = z.input<typeof newStarterWindowFormSchema>;
export const newStarterWindowSaveSchema = z.object({
  version: settingsVersionField,
  newStarterWindowDays: newStarterDaysField,
  effectiveDates: effectiveDateRulesSchema,
});
export type NewStarterWindowSave = z.input<typeof newStarterWindowSaveSchema>;

export const clientSchemeYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  windowOpensOn: z.string(),
  windowClosesOn: z.string(),
  probationMonths: z.number().int(),
  /** The year employees see and choose in now (one per client). */
  isCurrent: z.boolean(),
  /** Employees have chosen benefits in it: its start and end dates (and its year) no longer change. */
  inUse: z.boolean(),
});
export type ClientSchemeYear = z.infer<typeof clientSchemeYearSchema>;

export const clientSchemeYearsSchema = z.object({
  /** Newest first. */
  years: z.array(clientSchemeYearSchema),
  /** Days a new employee may choose from their employment start date (0 = none). */
  newStarterWindowDays: z.number().int(),
  /** When each kind of change takes effect. */
  effectiveDates: effectiveDateRulesSchema,
  /** The client's settings version: every save names it; 409 with `current` when it changed. */
  version: z.number().int(),
});
export type ClientSchemeYears = z.infer<typeof clientSchemeYearsSchema>;

/** Where the current year's annual window stands today (UK calendar; both its days included). */
export const windowStates = ['not-yet-open', 'open', 'closed'] as const;
export type WindowState = (typeof windowStates)[number];

export const selectionWindowSchema = z.object({
  /** The current scheme year; null when the client has none (nothing to open). */
  year: z.object({ id: z.number().int(), year: z.number().int(), startsOn: z.string(), endsOn: z.string() }).nullable(),
  window: z.object({ opensOn: z.string(), closesOn: z.string(), state: z.enum(windowStates) }).nullable(),
  /** Today in the UK, as the server counts it: the day `open` opens on and `close` closes at the end of. */
  today: z.string(),
  /** The client's settings version: a change names it; 409 with `current` when it changed. */
  version: z.number().int(),
});
export type SelectionWindow = z.infer<typeof selectionWindowSchema>;

export const windowActions = ['open', 'extend', 'close'] as const;
export type WindowAction = (typeof windowActions)[number];

/**
 * HR's change of the current year's window: `open` opens it today until `closesOn`; `extend` moves its last day later;
 * `close` makes today its last day (it closes at the end of today). The server refuses a day that has passed.
 */
export const selectionWindowChangeSchema = z
  .object({
    action: z.enum(windowActions),
    closesOn: realIsoDate(w.dateInvalid).optional(),
    version: settingsVersionField,
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'close' && !value.closesOn) ctx.addIssue({ code: 'custom', path: ['closesOn'], message: w.closesOnRequired });
  });
export type SelectionWindowChange = z.input<typeof selectionWindowChangeSchema>;

/** The card's date field: Open and Extend both need it (Close today does not use the form). */
export const selectionWindowFormSchema = z.object({
  closesOn: z
    .string()
    .min(1, { error: w.closesOnRequired })
    .refine((value) => value === '' || isRealIsoDate(value), { error: w.dateInvalid }),
});
export type SelectionWindowForm = z.infer<typeof selectionWindowFormSchema>;

const clientParams = z.object({ id: idParam() });
const yearParams = z.object({ id: idParam(), yearId: idParam() });

/** The Scheme years tab (platform administrators only) and the employer dashboard's Selection window card (HR administrators, own client). */
export const clientSchemeYearRoutes = {
  clientSchemeYears: defineRoute({
    method: 'GET',
    path: '/admin/clients/:id/scheme-years',
    base: 'main',
    summary: "A client's scheme years, newest first, with the current one, the new-starter window and the settings version (admin console)",
    params: clientParams,
    response: clientSchemeYearsSchema,
  }),
  addClientSchemeYear: defineRoute({
    method: 'POST',
    path: '/admin/clients/:id/scheme-years',
    base: 'main',
    summary: 'Adds a scheme year (the first one becomes current); 400 on a year taken or an overlap; 409 when changed since read',
    params: clientParams,
    body: schemeYearSaveSchema,
    response: clientSchemeYearsSchema,
  }),
  saveClientSchemeYear: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/scheme-years/:yearId',
    base: 'main',
    summary: "Saves a scheme year's dates, window and probation (a year with selections keeps its dates); 409 when changed since read",
    params: yearParams,
    body: schemeYearSaveSchema,
    response: clientSchemeYearsSchema,
  }),
  saveClientSelectionWindows: defineRoute({
    method: 'PUT',
    path: '/admin/clients/:id/selection-windows',
    base: 'main',
    summary: "Saves a client's new-starter window in days (0 to 90; 0 = none) and when each kind of change takes effect; 409 when changed since read",
    params: clientParams,
    body: newStarterWindowSaveSchema,
    response: clientSchemeYearsSchema,
  }),
  employerSelectionWindow: defineRoute({
    method: 'GET',
    path: '/client/:id/selection-window',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: "The employer's current scheme year's selection window and where it stands today",
    params: clientParams,
    response: selectionWindowSchema,
  }),
  changeSelectionWindow: defineRoute({
    method: 'POST',
    path: '/client/:id/selection-window',
    base: 'main',
    employer: { clientParam: 'id' },
    summary: 'An HR administrator opens, extends or closes (at the end of today) the current selection window; audited; 409 when changed since read',
    params: clientParams,
    body: selectionWindowChangeSchema,
    response: selectionWindowSchema,
  }),
} as const;
