import type { ComponentType, LazyExoticComponent } from 'react';
import type { CloseOptions } from './overlayStore.ts';

/** What a registered panel or modal body receives: the data its type opens with. */
export interface OverlayBodyProps<D> {
  data: D;
  close: (options?: CloseOptions) => void;
}

export interface OverlayDefinition<D> {
  /** The dialog's heading, which also labels it. */
  title: string | ((data: D) => string);
  component: LazyExoticComponent<ComponentType<OverlayBodyProps<D>>> | ComponentType<OverlayBodyProps<D>>;
}

/** Each overlay type's heading and body, typed by the data that type opens with (`M`: type → data). */
export type OverlayRegistry<M> = { [K in keyof M]?: OverlayDefinition<M[K]> };

/**
 * Data that carries its dialog's heading, made by the page that opens it: the registry (loaded with every page) then
 * needs none of the texts of the pages it serves (the admin console's, kept out of the login page's scripts).
 */
export interface Titled {
  title: string;
}
export const titleOfData = (data: Titled) => data.title;

export function overlayTitle<D>(definition: OverlayDefinition<D>, data: D): string {
  return typeof definition.title === 'function' ? definition.title(data) : definition.title;
}
