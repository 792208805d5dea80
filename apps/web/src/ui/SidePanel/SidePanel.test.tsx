import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PANEL_CLOSE_DELAY_MS } from '@portal/contracts';
import type { OverlayBodyProps } from '../overlay/types.ts';
import { SidePanelHost, usePanels } from './index.ts';

const reset = () => usePanels.setState({ current: null, closing: false });
const optOut = { benefitId: 1, selectionId: 2, name: 'Cover', notStarted: false };

describe('panel store close timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reset();
  });
  afterEach(() => vi.useRealTimers());

  it('clears the panel only after the close delay, then calls onClose and successDisable in order', () => {
    const calls: string[] = [];
    usePanels.getState().openPanel('terms', null, {
      switcherState: true,
      onClose: (state) => calls.push(`onClose:${state}`),
      successDisable: () => calls.push('successDisable'),
    });
    usePanels.getState().closePanel();
    expect(usePanels.getState().closing).toBe(true);
    expect(usePanels.getState().current?.type).toBe('terms');

    vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(usePanels.getState().current).toBeNull();
    expect(usePanels.getState().closing).toBe(false);
    expect(calls).toEqual(['onClose:false', 'successDisable']);
  });

  it('passes the opposite switcher state without success and the same state with success', () => {
    const onClose = vi.fn();
    usePanels.getState().openPanel('opt-out', optOut, { switcherState: false, onClose });
    usePanels.getState().closePanel();
    vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS);
    expect(onClose).toHaveBeenLastCalledWith(true);

    usePanels.getState().openPanel('opt-out', optOut, { switcherState: false, onClose });
    usePanels.getState().closePanel({ success: true });
    vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS);
    expect(onClose).toHaveBeenLastCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores a second close while closing, and finishes a pending close when another panel opens', () => {
    const onClose = vi.fn();
    usePanels.getState().openPanel('terms', null, { onClose });
    usePanels.getState().closePanel();
    usePanels.getState().closePanel();
    usePanels.getState().openPanel('statement', { groupCode: 'pmi', name: 'Health', startDate: null });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(usePanels.getState().current?.type).toBe('statement');
    vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS);
    expect(usePanels.getState().current?.type).toBe('statement');
  });
});

function Body({ data, close }: OverlayBodyProps<unknown>) {
  return (
    <div>
      <p>{`Body ${String(data)}`}</p>
      <button type="button" onClick={() => close({ success: true })}>
        Done
      </button>
    </div>
  );
}

describe('SidePanelHost', () => {
  beforeEach(reset);

  it('renders a dialog labelled by its heading and closes on Escape after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClose = vi.fn();
    render(<SidePanelHost registry={{ terms: { title: 'Terms and conditions', component: Body } }} />);
    // The host hands the data through as it is: here a string the 'terms' type would not take.
    act(() => usePanels.getState().openPanel('terms', 'hello' as never, { switcherState: true, onClose }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(dialog.textContent).toContain('Body hello');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledWith(false);
    vi.useRealTimers();
  });
});
