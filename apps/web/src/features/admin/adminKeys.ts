/** Query keys of the admin console (its own, beside the shared api/queryKeys.ts). */
export const adminKeys = {
  clients: ['admin', 'clients'] as const,
  users: (clientId: number, search: string, page: number) => ['admin', 'users', clientId, search, page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};
