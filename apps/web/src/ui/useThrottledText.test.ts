import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useThrottledText } from './useThrottledText.ts';

describe('useThrottledText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the text at most once a period, and at once on a new phase', () => {
    const { result, rerender } = renderHook(({ text, phase }) => useThrottledText(text, phase, 3000), { initialProps: { text: 'Sent 1', phase: 'sending' } });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('Sent 1');
    rerender({ text: 'Sent 2', phase: 'sending' });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ text: 'Sent 3', phase: 'sending' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('Sent 1');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('Sent 3');
    rerender({ text: 'Read 10 rows', phase: 'reading' });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('Read 10 rows');
  });
});
