import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys.ts';

/** After approving selections or applying an upload: every employer figure and the employees' home cards change. */
export const reloadEmployerFigures = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }), queryClient.invalidateQueries({ queryKey: queryKeys.benefits.homeCards })]);
