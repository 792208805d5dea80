import { PANEL_CLOSE_DELAY_MS } from '@portal/contracts';

export interface OverlayOptions {
  /** Called after closing with the switcher state: the opposite of `switcherState` unless closed with success. */
  onClose?: (switcherState: boolean) => void;
  /** Called after onClose, when given. */
  successDisable?: () => void;
  /** State of the switch (toggle) that opened the overlay, if any. */
  switcherState?: boolean;
}

export interface CloseOptions {
  success?: boolean;
}

export interface OverlayEntry<T extends string> {
  type: T;
  data: unknown;
  options: OverlayOptions;
}

export interface OverlaySlice<T extends string> {
  current: OverlayEntry<T> | null;
  /** True during the close animation, before `current` is cleared. */
  closing: boolean;
}

type Set<T extends string> = (partial: Partial<OverlaySlice<T>>) => void;
type Get<T extends string> = () => OverlaySlice<T>;

/** Open/close logic shared by side panels and modals (spec §4: closed after a 300 ms delay). */
export function overlayActions<T extends string>(set: Set<T>, get: Get<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finishPending: (() => void) | null = null;

  const open = (type: T, data: unknown = null, options: OverlayOptions = {}) => {
    if (finishPending) {
      clearTimeout(timer);
      finishPending();
    }
    set({ current: { type, data, options }, closing: false });
  };

  const close = ({ success = false }: CloseOptions = {}) => {
    const { current, closing } = get();
    if (!current || closing) return;
    set({ closing: true });
    const finish = () => {
      finishPending = null;
      set({ current: null, closing: false });
      const { onClose, successDisable, switcherState = false } = current.options;
      onClose?.(success ? switcherState : !switcherState);
      successDisable?.();
    };
    finishPending = finish;
    timer = setTimeout(finish, PANEL_CLOSE_DELAY_MS);
  };

  return { open, close };
}
