/** Spec §4 status sets: home cards and banners are idle, loading, success or error. */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export function loadStatus(query: { status: 'pending' | 'error' | 'success'; fetchStatus: 'fetching' | 'paused' | 'idle' }): LoadStatus {
  if (query.status === 'success') return 'success';
  if (query.status === 'error') return 'error';
  return query.fetchStatus === 'idle' ? 'idle' : 'loading';
}
