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

/** The open overlay: one of the types of `M` (type → data) with that type's data. */
export type OverlayEntry<M> = { [K in keyof M]: { type: K; data: M[K]; options: OverlayOptions } }[keyof M];

export interface OverlaySlice<M> {
  current: OverlayEntry<M> | null;
  /** True during the close animation, before `current` is cleared. */
  closing: boolean;
}

/** The data and options an overlay type opens with; a type whose data may be `null` opens without any. */
export type OpenArgs<M, K extends keyof M> = null extends M[K] ? [data?: M[K], options?: OverlayOptions] : [data: M[K], options?: OverlayOptions];

type Set<M> = (partial: Partial<OverlaySlice<M>>) => void;
type Get<M> = () => OverlaySlice<M>;

/** Open/close logic shared by side panels and modals (spec §4: closed after a 300 ms delay). */
export function overlayActions<M>(set: Set<M>, get: Get<M>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finishPending: (() => void) | null = null;

  const open = <K extends keyof M>(type: K, ...[data, options = {}]: OpenArgs<M, K>) => {
    if (finishPending) {
      clearTimeout(timer);
      finishPending();
    }
    // TypeScript cannot tell that one K's type and data make a member of the union: `open`'s signature holds them together.
    set({ current: { type, data: data ?? null, options } as OverlayEntry<M>, closing: false });
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
