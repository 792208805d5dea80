import { pagerTexts } from '@portal/contracts';

/** Our own wording for the admin console (the spec names the feature, not its screen). */
export const adminNavLabel = 'Admin';

export const adminTexts = {
  title: 'Admin console',
  intro: 'Find a person of a client and view the portal as them. Every masquerade session is recorded in the audit log.',
  client: 'Client',
  search: 'Search by name or e-mail',
  usersHeading: 'People',
  usersCaption: (client: string) => `People of ${client}`,
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
  viewAs: 'View as',
  viewAsLabel: (name: string) => `View as ${name}`,
  notActivated: 'not activated',
  noUsers: 'No people match this search.',
  loading: 'Loading...',
  loadFailed: 'We could not load this list. Please try again.',
  noClients: 'There are no clients yet.',
  addFirstClient: 'Add the first client',
  // The console's pager is the shared one; its texts are named here too for the console's tests.
  previous: pagerTexts.previous,
  next: pagerTexts.next,
  pageOf: pagerTexts.pageOf,
} as const;
