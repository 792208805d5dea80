import type {
  AdminAuditListQuery,
  AuditListQuery,
  ContentType,
  DataLoadEntryKind,
  EmployeeListQuery,
  InsightsQuery,
  QuoteRequest,
  SelectionValues,
} from '@portal/contracts';

const benefits = ['benefits'] as const;
const employer = ['employer'] as const;
const admin = ['admin'] as const;

/**
 * Every TanStack Query key, so that mutations can invalidate what they change. Keys that change together make an
 * area: an object whose `all` starts every key in it, so invalidating `area.all` reloads the whole area. A key is
 * only ever built here (lint refuses a key written out elsewhere).
 */
export const queryKeys = {
  content: (type: ContentType) => ['content', type] as const,
  contactPage: ['contact-page'] as const,
  devMailbox: ['dev-mailbox'] as const,
  loginSetup: ['login-setup'] as const,
  activation: (id: string) => ['activation', id] as const,
  activationMfa: (id: string) => ['activation-mfa', id] as const,
  resetToken: (token: string) => ['reset-token', token] as const,
  partnerRedirect: (partner: string) => ['partner-redirect', partner] as const,
  currentUser: ['user'] as const,
  profile: ['profile'] as const,
  family: ['family'] as const,
  lifeEvents: ['life-events'] as const,
  lifeEventTypes: ['life-event-types'] as const,
  policies: ['policies'] as const,
  trustedDevices: ['trusted-devices'] as const,
  relatedFaqs: (id: number) => ['benefit-faqs', id] as const,
  selectionCosts: (benefitId: number, values: SelectionValues, quote: boolean) => ['selection-costs', benefitId, values, quote] as const,
  beamCosts: (benefitId: number, value: number) => ['beam-costs', benefitId, value] as const,
  ccvManage: ['ccv-manage'] as const,
  faqs: ['faqs'] as const,
  /** The employee's benefits and selections, and every figure made from them: all change when a selection does. */
  benefits: {
    all: benefits,
    eligible: [...benefits, 'eligible'] as const,
    filters: [...benefits, 'filters'] as const,
    nextYear: [...benefits, 'next-year'] as const,
    withSelection: (id: number) => [...benefits, 'with-selection', id] as const,
    related: (id: number) => [...benefits, 'related', id] as const,
    /** What each option of a benefit would cost: the caller's other choices (the minimum-wage guard) change it too. */
    optionsCompared: (id: number) => [...benefits, 'options-compared', id] as const,
    nominations: (benefitId: number) => [...benefits, 'nominations', benefitId] as const,
    statements: (groupCode: string) => [...benefits, 'statements', groupCode] as const,
    homeCards: [...benefits, 'home-cards'] as const,
    homeBanners: [...benefits, 'home-banners'] as const,
    totalCard: [...benefits, 'total-card'] as const,
    totalPage: [...benefits, 'total-page'] as const,
    ccvBalance: [...benefits, 'ccv-balance'] as const,
  },
  /** The employer screens: every employer action may change any of their figures. */
  employer: {
    all: employer,
    employees: (clientId: number, query: EmployeeListQuery) => [...employer, 'employees', clientId, query] as const,
    employee: (clientId: number, employeeId: number) => [...employer, 'employee', clientId, employeeId] as const,
    twoFactor: (clientId: number, query: EmployeeListQuery) => [...employer, 'two-factor', clientId, query] as const,
    enforcement: (clientId: number) => [...employer, 'enforcement', clientId] as const,
    insights: (clientId: number, query: InsightsQuery) => [...employer, 'insights', clientId, query] as const,
    logins: (clientId: number, query: InsightsQuery) => [...employer, 'logins', clientId, query] as const,
    /** `insights`: whether the figures come from the benefit-insights calls (with page views). */
    takeUp: (clientId: number, insights: boolean) => [...employer, 'take-up', clientId, insights] as const,
    takeUpDetail: (clientId: number, benefitId: number, search: string, page: number, insights: boolean) =>
      [...employer, 'take-up', clientId, benefitId, search, page, insights] as const,
    pendingApprovals: [...employer, 'approvals'] as const,
    pendingRequests: (benefitId: number | null) => [...employer, 'approvals', 'requests', benefitId] as const,
    /** Cover above the free cover limit awaiting the insurer (issue 36). */
    underwriting: [...employer, 'approvals', 'underwriting'] as const,
    reports: (clientId: number) => [...employer, 'reports', clientId] as const,
    lastUpload: (clientId: number) => [...employer, 'last-upload', clientId] as const,
    auditLog: (clientId: number, query: AuditListQuery) => [...employer, 'audit-log', clientId, query] as const,
    administrators: (clientId: number) => [...employer, 'administrators', clientId] as const,
    selectionWindow: (clientId: number) => [...employer, 'selection-window', clientId] as const,
    /** The employer NI saved by salary sacrifice in a month (undefined: the server's current month). */
    niSaving: (clientId: number, month: string | undefined) => [...employer, 'ni-saving', clientId, month ?? 'current'] as const,
    minimumWage: (clientId: number, on: string | undefined) => [...employer, 'minimum-wage', clientId, on ?? 'today'] as const,
    uploadProgress: (clientId: number, uploadKey: string) => [...employer, 'upload-progress', clientId, uploadKey] as const,
    /** The client's latest uploads: those an API key sent wait here for HR (issue 39). */
    uploads: (clientId: number) => [...employer, 'uploads', clientId] as const,
    dataLoadEntries: (dataLoadId: number, kind: DataLoadEntryKind | null, page: number) =>
      [...employer, 'data-load', dataLoadId, 'entries', kind, page] as const,
    eligibility: (dataLoadId: number, page: number) => [...employer, 'data-load', dataLoadId, 'eligibility', page] as const,
  },
  /** The platform administrator's console. */
  admin: {
    all: admin,
    clients: [...admin, 'clients'] as const,
    /** One client's people, every search and page: an erasure reloads them all. */
    usersOf: (clientId: number) => [...admin, 'users', clientId] as const,
    users: (clientId: number, search: string, page: number) => [...admin, 'users', clientId, search, page] as const,
    /** Every filter and page of the audit log: an action the log records reloads it. */
    auditLog: [...admin, 'audit'] as const,
    audit: (query: AdminAuditListQuery) => [...admin, 'audit', query] as const,
    /** The E-mail page: e-mails not delivered, by page; a retry reloads every page. */
    outbox: [...admin, 'outbox'] as const,
    outboxPage: (page: number) => [...admin, 'outbox', page] as const,
    /** Under `clients`: adding or renaming a client reloads the console's client picker too. */
    clientList: (search: string, page: number) => [...admin, 'clients', 'list', search, page] as const,
    /** A client's page: its details and features, and below it every tab's data. */
    client: (clientId: number) => [...admin, 'client', clientId] as const,
    clientReadiness: (clientId: number) => [...admin, 'client', clientId, 'readiness'] as const,
    clientAdministrators: (clientId: number) => [...admin, 'client', clientId, 'administrators'] as const,
    clientBranding: (clientId: number) => [...admin, 'client', clientId, 'branding'] as const,
    clientContent: (clientId: number) => [...admin, 'client', clientId, 'content'] as const,
    clientSignOn: (clientId: number) => [...admin, 'client', clientId, 'sign-on'] as const,
    /** The API access tab: the client's API keys and SCIM tokens (issue 39). */
    clientApiCredentials: (clientId: number) => [...admin, 'client', clientId, 'api-credentials'] as const,
    /** The Webhooks tab: a client's endpoints, and below them each one's delivery log (issue 39). */
    clientWebhooks: (clientId: number) => [...admin, 'client', clientId, 'webhooks'] as const,
    clientWebhookDeliveries: (clientId: number, endpointId: number) => [...admin, 'client', clientId, 'webhooks', endpointId, 'deliveries'] as const,
    /** Under the sign-on key: refreshing the OpenID Connect settings refreshes SAML's too (which protocol is in use). */
    clientSaml: (clientId: number) => [...admin, 'client', clientId, 'sign-on', 'saml'] as const,
    /** The Data protection tab: a client's retention periods (issue 39). */
    clientRetention: (clientId: number) => [...admin, 'client', clientId, 'retention'] as const,
    clientSchemeYears: (clientId: number) => [...admin, 'client', clientId, 'scheme-years'] as const,
    /** Every year's benefit list of a client: a benefit's save, deletion or a new year reloads them all. */
    clientBenefitLists: (clientId: number) => [...admin, 'client', clientId, 'benefits'] as const,
    /** One year's list; `yearId` null: the year the server picks (the current one). */
    clientBenefits: (clientId: number, yearId: number | null) => [...admin, 'client', clientId, 'benefits', yearId] as const,
    benefitTemplates: (clientId: number) => [...admin, 'client', clientId, 'benefit-templates'] as const,
    /** One benefit in the editor, and below it its price changes and quotes. */
    clientBenefit: (clientId: number, benefitId: number) => [...admin, 'client', clientId, 'benefit', benefitId] as const,
    benefitPriceChanges: (clientId: number, benefitId: number) => [...admin, 'client', clientId, 'benefit', benefitId, 'price-changes'] as const,
    benefitQuote: (clientId: number, benefitId: number, request: QuoteRequest) =>
      [...admin, 'client', clientId, 'benefit', benefitId, 'quote', request] as const,
    /** The rollover preview into a scheme year, by page. */
    rolloverPreview: (clientId: number, yearId: number, page: number) => [...admin, 'client', clientId, 'rollover', yearId, page] as const,
    /** Every rollover preview of a client: a benefit's change or a new year moves their figures. */
    rolloverPreviews: (clientId: number) => [...admin, 'client', clientId, 'rollover'] as const,
  },
};
