import { formatNumber } from '../shared/format.ts';

/** 'a', 'a or b', 'a, b or c'. */
const orList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
const people = (count: number) => `${formatNumber(count)} ${count === 1 ? 'person' : 'people'}`;

/**
 * Texts of HR data uploads (spec §2 panel upload-data and its eligibility-impact variant, §7 data loads, §8 errors,
 * success "file uploaded successfully"). "Not shown" wording is recorded in docs/decisions/uploads.md "HR data uploads".
 */
export const uploadTexts = {
  // The dashboard tile (issue 12): the date of the last HR data upload.
  tile: 'Last HR data upload',
  tileNone: 'No upload yet',
  tileDetail: (fileName: string | null) => (fileName ? `File: ${fileName}` : 'Upload your employee data from the Employee data page'),
  tileLink: 'Upload employee data',
  // The panel.
  open: 'Upload employee data',
  title: 'Upload employee data',
  intro: 'Upload a CSV or XLSX file of your employees. New employee numbers are added as starters; blank cells leave what we hold unchanged.',
  lastUpload: (date: string) => `Last upload: ${date}`,
  noUploadYet: 'No employee data has been uploaded yet.',
  templateCsv: 'Download the CSV template',
  templateXlsx: 'Download the XLSX template',
  templateFailed: 'There was an error requesting the upload template. Please try again.',
  // The employee list in the template's layout (issue 26): exported, edited and uploaded again.
  fromDataIntro: "Or start from the employee data we hold, in the template's layout: change what has changed, then upload it.",
  dataCsv: 'Download employee data as CSV',
  dataXlsx: 'Download employee data as XLSX',
  dataFailed: 'There was an error downloading your employee data. Please try again.',
  badLayout: "Download in the 'list' or the 'template' layout",
  templateLayoutOnlyEmployees: "The template's layout is a layout of the employee list (type 'employees')",
  rules: [
    'Rows are matched by employee number, or by e-mail when the number is blank.',
    'Dates as Excel date cells, YYYY-MM-DD, DD/MM/YYYY or 5 May 1985; sex M or F; employment status active, inactive or left (left needs a leaving date).',
    'A new starter needs a first name, surname, e-mail and date of birth (they confirm their date of birth when they activate their account).',
    'A file with any problem changes nothing, not even its rows without problems. Fix the rows and upload the whole file ' +
      'again; or fix the failed rows file (it holds only the rows with problems; its message column is ignored), upload it, ' +
      'then upload the other rows too.',
    'Nothing changes until you have checked the preview and applied it.',
    "Optional columns after the template's, in any order: tax_region (Scotland or rest of UK), hours_per_week " +
      '(contracted hours, e.g. 37.5) and apprentice (yes or no, for the apprentice minimum wage). Without them, or with a cell ' +
      'left blank, nothing of theirs changes.',
  ],
  rulesHeading: 'How the file is read',
  templateHeading: 'Start from the template',
  templateIntro: 'The first row of your file must be exactly the header row of the template.',
  fileHeading: 'Upload your file',
  chooseFile: 'Choose a file',
  fileHint: (maxMb: number) => `CSV or XLSX, up to ${maxMb} MB`,
  noFile: 'Choose a CSV or XLSX file to upload',
  wrongType: 'The file must be a CSV or XLSX file',
  tooLarge: (maxMb: number) => `The file must be smaller than ${maxMb} MB`,
  emptyFile: 'The file is empty',
  upload: 'Upload',
  cancel: 'Cancel',
  close: 'Close',
  sending: (sent: string, total: string) => `Sending the file: ${sent} of ${total}`,
  reading: (rows: number) => `Reading and checking rows: ${formatNumber(rows)} read`,
  progressLabel: 'Upload progress',
  cancelled: 'The upload was cancelled. Nothing has changed.',
  uploadFailed: 'There was an error uploading the file. Please try again.',
  // Refused.
  refusedHeading: 'The file was not accepted',
  refused: (errors: number, rows: number) =>
    `${formatNumber(errors)} ${errors === 1 ? 'problem' : 'problems'} found in ${formatNumber(rows)} ${rows === 1 ? 'row' : 'rows'}. ` +
    'Nothing has changed, not even the rows without problems: fix these rows and upload the whole file again.',
  errorsCaption: 'Rows with problems',
  /** A refused row that names nobody we know and gives no name. */
  unknownEmployee: 'Not named in the row',
  downloadFailedRows: 'Download the failed rows',
  downloadFailed: 'There was an error downloading the file. Please try again.',
  uploadAnother: 'Upload another file',
  loading: "Loading the file's details...",
  loadFailed: "There was a problem loading the file's details. Please try again.",
  retry: 'Try again',
  columns: {
    row: 'Row',
    column: 'Column',
    message: 'Problem',
    employee: 'Employee',
    change: 'Change',
    field: 'Field',
    before: 'Before',
    after: 'After',
    details: 'Details',
  },
  // Changes an HR system sent with an API key (issue 39), waiting for HR to review and apply them.
  waitingHeading: 'Waiting for you to confirm',
  waitingIntro: 'Changes your HR system sent through an API key. Review them to apply them.',
  waitingReview: 'Review',
  waitingReviewOf: (fileName: string) => `Review ${fileName}`,
  // Preview.
  previewHeading: 'Check the changes',
  summary: (starters: number, leavers: number, changed: number) =>
    `${formatNumber(starters)} new ${starters === 1 ? 'starter' : 'starters'}, ${formatNumber(leavers)} ${leavers === 1 ? 'leaver' : 'leavers'}, ` +
    `${formatNumber(changed)} ${changed === 1 ? 'employee' : 'employees'} changed`,
  noChanges: 'No changes',
  noChangesDetail: 'The file matches the employee data we hold: there is nothing to apply.',
  kinds: { starter: 'New starter', leaver: 'Leaver', change: 'Changed', error: 'Problem', 'cannot-activate': 'Cannot activate' },
  // Each field (every column of the template: words.ts checks it) and value in words (issue 26), and the day a change
  // takes effect (docs/decisions/uploads.md "Effective dates").
  fields: {
    employee_number: 'Employee number',
    title: 'Title',
    first_name: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    date_of_birth: 'Date of birth',
    sex: 'Sex',
    start_date: 'Start date',
    employment_status: 'Employment status',
    leaving_date: 'Leaving date',
    annual_salary: 'Annual salary',
    location: 'Location',
    grade: 'Grade',
    tax_region: 'Tax region',
    hours_per_week: 'Hours a week',
    apprentice: 'Apprentice rate',
  },
  taxRegions: { scotland: 'Scotland', 'rest-of-uk': 'Rest of the UK' } as Record<string, string>,
  yesNo: { yes: 'Yes', no: 'No' } as Record<string, string>,
  sexes: { M: 'Male', F: 'Female' } as Record<string, string>,
  statuses: { active: 'Active', inactive: 'Inactive', left: 'Left' } as Record<string, string>,
  entryEffective: {
    starter: (date: string) => `Starts on ${date}`,
    leaver: (date: string) => `Leaves on ${date}`,
    change: (date: string) => `From ${date}`,
  },
  changeEffective: (date: string) => `from ${date}`,
  // People of the file who cannot activate their account (issue 26): the activation asks for the date of birth we hold.
  cannotActivateHeading: 'People who cannot activate their account',
  cannotActivateIntro: (count: number) =>
    `${people(count)} in this file ${count === 1 ? 'has' : 'have'} no date of birth on record and ${count === 1 ? 'has' : 'have'} not activated ` +
    `${count === 1 ? 'their account' : 'their accounts'}. Activating asks for the date of birth we hold, so they cannot activate until it is added: ` +
    'fill in the date_of_birth column and upload the file again.',
  cannotActivateNote: 'Cannot activate: no date of birth on record',
  cannotActivateCaption: 'People who cannot activate',
  // The rule that decided each benefit gained or lost, in words (the benefit's eligibility, probation and service).
  ruleOf: (benefit: string, rule: string) => `${benefit}: ${rule}`,
  rule: {
    status: (statuses: readonly string[]) => `employment status ${orList(statuses)}`,
    age: (min: number | undefined, max: number | undefined) =>
      min !== undefined && max !== undefined ? `aged ${min} to ${max}` : max !== undefined ? `aged ${max} or under` : `aged ${min ?? 0} or over`,
    noBirthDate: (rule: string) => `${rule} (no date of birth on record)`,
    grade: (grades: readonly string[]) => `grade ${orList(grades)}`,
    location: (locations: readonly string[]) => `location ${orList(locations)}`,
    probation: (date: string) => `after the probation period, from ${date}`,
    service: (date: string) => `after the minimum service, from ${date}`,
    open: 'open to every active employee',
    and: (rules: readonly string[]) => rules.join('; '),
  },
  empty: '(blank)',
  changesCaption: 'Changes in the file',
  none: 'None',
  becomes: 'becomes',
  eligibilityHeading: 'Eligibility difference',
  eligibilityIntro: 'Benefits each employee gains or loses, and the change in what they pay each month.',
  gained: 'Gains',
  lost: 'Loses',
  costBefore: 'Monthly cost before',
  costAfter: 'Monthly cost after',
  costChange: 'Change',
  benefitsColumn: 'Benefits',
  monthlyCost: 'Monthly cost',
  noEligibilityChange: 'Nobody gains or loses a benefit, and no monthly cost changes.',
  apply: 'Apply changes',
  applyConfirmTitle: 'Apply these changes?',
  applyConfirm: (starters: number, leavers: number, changed: number, welcomeHeld = false) =>
    `This will add ${starters} new ${starters === 1 ? 'starter' : 'starters'} ` +
    `(${welcomeHeld ? 'their welcome e-mails will be sent when the portal goes live' : 'their welcome e-mails will be sent'}), ` +
    `record ${leavers} ${leavers === 1 ? 'leaver' : 'leavers'} and change ${changed} ${changed === 1 ? 'employee' : 'employees'}.`,
  applying: 'Processing...',
  applyFailed: 'There was an error applying the changes. Please try again.',
  applied: 'File uploaded successfully',
  appliedDetail: (starters: number, leavers: number, changed: number) => `The changes are applied: ${starters} added, ${leavers} left, ${changed} changed.`,
  // Server messages.
  notFound: 'We could not find that upload.',
  notPreview: 'This upload has already been applied or cancelled.',
  stale: 'Employee data changed after this file was uploaded. Upload the file again to see the changes as they are now.',
  impactOff: 'The eligibility difference is not switched on for your organisation.',
  badFileName: 'Send the file name (1 to 200 characters, no control characters)',
  badUploadKey: 'Send an upload key of 4 to 64 letters, digits or dashes',
  badContentType: 'Send the file as text/csv or as an XLSX spreadsheet',
  badTemplateFormat: "Download the template as 'csv' or 'xlsx'",
  badKind: "Show 'starter', 'leaver', 'change', 'error' or 'cannot-activate' entries",
  // Row errors (per row and column).
  row: {
    header: (expected: string, optional: string) => `The header row must be exactly: ${expected}, optionally followed by any of ${optional} (each once)`,
    taxRegion: 'Use Scotland or rest of UK (England, Wales and Northern Ireland)',
    hours: 'Use the contracted hours a week, from 1 to 100, e.g. 37.5',
    apprentice: 'Use yes or no',
    unreadable: 'The file could not be read as CSV or XLSX',
    tooManyColumns: 'This row has more cells than the header',
    required: (column: string) => `${column} is required for a new employee`,
    starterBirthDate: 'A new starter needs a date of birth: they confirm it when they activate their account',
    date: 'Use a real date as YYYY-MM-DD or DD/MM/YYYY',
    sex: 'Use M or F',
    status: 'Use active, inactive or left',
    leavingDateNeeded: 'A leaver needs a leaving_date',
    leavingBeforeStart: 'The leaving date is before the start date',
    salary: 'Use an amount in pounds, e.g. 32000 or 32000.50',
    email: 'Use a valid e-mail address',
    emailTaken: 'This e-mail belongs to someone else',
    duplicateNumber: (row: number) => `This employee number is also on row ${row}`,
    duplicateEmail: (row: number) => `This e-mail is also on row ${row}`,
    numberMismatch: 'This e-mail belongs to an employee with another employee number',
    tooLong: (max: number) => `Use ${max} characters or fewer`,
    control: 'Remove the hidden control characters (such as NUL, tab or escape) from this cell',
    notEmployee: 'This person is not an employee and cannot be changed by an upload',
    tooManyRows: (max: number) => `A file may hold at most ${formatNumber(max)} rows`,
    // A file refused as a whole while it is read: reading stops there (docs/decisions/uploads.md "HR data upload limits").
    unpackedTooLarge: (mb: number) =>
      `This file unpacks to more than ${mb} MB, far more than a sheet of employee data needs, so it was not read. ` +
      `Check that it is the right file, keep only the sheet of employees (or save it as CSV UTF-8) and upload it again.`,
    textTableTooLarge: (mb: number) =>
      `The text in this file unpacks to more than ${mb} MB, far more than a sheet of employee data needs, so it was not read. ` +
      `Check that it is the right file, keep only the sheet of employees (or save it as CSV UTF-8) and upload it again.`,
    tooManyTexts: (max: number) =>
      `This file holds more than ${formatNumber(max)} different texts, far more than a sheet of employee data needs, so it was not read. ` +
      `Check that it is the right file, or save it as CSV UTF-8, and upload it again.`,
    cellTooLong: (max: number) =>
      `This cell holds more than ${formatNumber(max)} characters (no column takes more than 254), so the rest of the file was not read. ` +
      `Shorten it and upload the file again.`,
    rowTooLong: (max: number) =>
      `This row holds more than ${formatNumber(max)} characters, so the rest of the file was not read. Shorten its cells and upload the file again.`,
    beyondLastColumn: (column: string, templateColumns: number) =>
      `This row has a value beyond column ${column}, so the rest of the file was not read. ` +
      `The template has ${templateColumns} columns: delete the others and upload the file again.`,
    notUtf8:
      'This file is not saved as UTF-8, so letters such as ë or ö would be read wrongly. ' +
      'In Excel, choose Save As and "CSV UTF-8 (Comma delimited)", then upload the new file.',
    utf16:
      'This file is saved as UTF-16 ("Unicode Text"), not as CSV UTF-8. In Excel, choose Save As and "CSV UTF-8 (Comma delimited)", then upload the new file.',
    stopped: 'This upload stopped before the file was read, because the connection or the server was interrupted. Nothing has changed: upload the file again.',
  },
} as const;
