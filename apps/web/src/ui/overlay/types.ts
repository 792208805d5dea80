import type { ComponentType, LazyExoticComponent } from 'react';
import type { CloseOptions } from './overlayStore.ts';

/** What a registered panel or modal body receives. */
export interface OverlayBodyProps {
  data: unknown;
  close: (options?: CloseOptions) => void;
}

export interface OverlayDefinition {
  /** The dialog's heading, which also labels it. */
  title: string | ((data: unknown) => string);
  component: LazyExoticComponent<ComponentType<OverlayBodyProps>> | ComponentType<OverlayBodyProps>;
}

export type OverlayRegistry<T extends string> = Partial<Record<T, OverlayDefinition>>;

export function overlayTitle(definition: OverlayDefinition, data: unknown): string {
  return typeof definition.title === 'function' ? definition.title(data) : definition.title;
}
