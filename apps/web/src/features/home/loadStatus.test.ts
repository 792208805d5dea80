import { describe, expect, it } from 'vitest';
import { loadStatus } from './loadStatus.ts';

describe('home content status', () => {
  it('maps a query to idle, loading, success or error', () => {
    expect(loadStatus({ status: 'pending', fetchStatus: 'idle' })).toBe('idle');
    expect(loadStatus({ status: 'pending', fetchStatus: 'fetching' })).toBe('loading');
    expect(loadStatus({ status: 'success', fetchStatus: 'fetching' })).toBe('success');
    expect(loadStatus({ status: 'error', fetchStatus: 'idle' })).toBe('error');
  });
});
