/**
 * Where every table that holds something about a person goes in their subject access export (issue 39, "Done when": a
 * test lists the tables with personal data and checks each appears). A table is personal data about a user when it is
 * `users` or has a column naming a user (a foreign key to users.id, or a `user_id` column without one, as report
 * lines have). inventory.test.ts reads the drizzle schema and fails for any such table or user column not named here,
 * so a new table with a user column cannot ship without its place in the export or its reason for staying out.
 * Retention and erasure (modules/retention) reads the same list to check its own coverage.
 */

/** The tables of the export: each goes under `section` of my-data.json, read by the user columns `by`. */
export interface ExportedTable {
  /** The key of my-data.json that holds its rows. */
  section: string;
  /** The columns (SQL names) whose rows for the person the export reads. */
  by: readonly string[];
  /** Columns never exported (secrets), with why. */
  omitted?: Readonly<Record<string, string>>;
}

const SECRET = 'a secret (hash of a password, token or key): never exported';

export const exportedTables = {
  users: {
    section: 'profile',
    by: ['id'],
    omitted: {
      password_hash: SECRET,
      mfa_secret: 'the two-factor secret: anyone holding it could make codes; only whether two-factor is on is exported',
      mfa_pending_secret: 'the two-factor secret being set up: as mfa_secret',
      failed_logins: 'unused since login_attempts counts failures (exported as loginAttempts)',
      data_version: "a counter for the server's caches, about no one",
    },
  },
  family_members: { section: 'family', by: ['user_id'] },
  life_events: { section: 'lifeEvents', by: ['user_id'] },
  selection_windows: { section: 'selectionWindows', by: ['user_id'] },
  benefit_selections: { section: 'selections', by: ['user_id'] },
  ccv_accounts: { section: 'childcareVouchers', by: ['user_id'] },
  ccv_orders: { section: 'childcareVoucherOrders', by: ['user_id'] },
  beneficiary_nominations: { section: 'nominations', by: ['user_id'] },
  sessions: {
    section: 'sessions',
    by: ['user_id'],
    omitted: { refresh_token_hash: SECRET, previous_refresh_token_hash: SECRET },
  },
  trusted_devices: { section: 'trustedDevices', by: ['user_id'], omitted: { secret_hash: SECRET } },
  password_history: {
    section: 'passwordChanges',
    by: ['user_id'],
    omitted: { password_hash: `${SECRET}; only the date of each change is exported` },
  },
  mfa_events: { section: 'twoFactorEvents', by: ['user_id'] },
  user_tokens: { section: 'links', by: ['user_id'], omitted: { token_hash: SECRET } },
  mail_notices: { section: 'notices', by: ['user_id'] },
  audit_log: { section: 'audit', by: ['subject_id', 'actor_id'] },
  enquiries: { section: 'enquiries', by: ['user_id'] },
  data_load_entries: { section: 'uploads', by: ['user_id'] },
  report_lines: { section: 'reportLines', by: ['user_id'] },
  benefit_page_views: { section: 'benefitPageViews', by: ['user_id'] },
  data_erasures: { section: 'erasures', by: ['user_id'] },
} as const satisfies Record<string, ExportedTable>;

/**
 * Tables not read by user, each with its reason. Sections also read by the person's e-mail address (no user column):
 * mail_outbox as `emails` and login_attempts as `loginAttempts`.
 */
export const excludedTables: Readonly<Record<string, string>> = {
  used_totp_codes:
    'two-factor codes already used, kept a few minutes so a code works once: bare time steps that say nothing about the person ' +
    '(their sign-ins are exported as sessions)',
  reports:
    "a client's payroll and provider reports; requested_by is only the administrator who asked for one (an act of their job). " +
    'The report lines about the person are exported (reportLines)',
  data_loads:
    "a client's HR data uploads; uploaded_by and applied_by are only the administrator who sent or applied one, which the audit " +
    'entries by them record (upload.applied). The upload rows about the person are exported (uploads)',
  benefit_price_changes: "a client's price changes; created_by is only the administrator who scheduled one, which the audit entries by them record",
  api_credentials: "a client's API keys and SCIM tokens; created_by is only the administrator who made one. Their secrets are never exported",
  webhook_endpoints: "a client's webhook destinations; created_by is only the administrator who made one. Their secrets are never exported",
};

/**
 * User columns of exported tables that the export does not read by, with why: each names someone other than the
 * person the row is about (an administrator who acted on another person), and the act is in the audit entries by them.
 */
export const excludedColumns: Readonly<Record<string, string>> = {
  'sessions.masquerade_actor_id':
    "another person's session a platform administrator opened to view as them: the audit entries by the administrator " +
    'record it (masquerade.started); the session is exported to its person, marked as viewed by someone else',
  'sessions.magic_link_actor_id':
    "another person's session an HR administrator opened with a magic link: recorded in the audit entries by them (magic-link.session)",
  'mfa_events.actor_id': "who turned another person's two-factor off: recorded in the audit entries by them (mfa.reset)",
  'user_tokens.actor_id': 'a link an administrator asked for another person: recorded in the audit entries by them (magic-link.issued, masquerade.link-issued)',
  'data_erasures.requested_by': "who asked for another person's erasure: recorded in the audit entries by them (employee.erased)",
};

/** Sections that come from no user column: read by the person's e-mail address. */
export const sectionsByEmail = { mail_outbox: 'emails', login_attempts: 'loginAttempts' } as const;

/** Every section of my-data.json that holds records (the test checks the person's rows appear in each). */
export const exportSections = [...Object.values(exportedTables).map((t) => t.section), ...Object.values(sectionsByEmail)];
