import type { CSSProperties } from 'react';
import styles from './SuccessTick.module.css';

/** Pixels: the circle, then the check mark's left, top, width and height (drawn by hand for each size). */
const SIZES = { large: [64, 23, 14, 13, 25], medium: [56, 19, 13, 12, 22] } as const;

/** A decorative tick for a success screen; `className` places it (e.g. flex order). */
export function SuccessTick({ size, className }: { size: keyof typeof SIZES; className?: string }) {
  const [circle, left, top, width, height] = SIZES[size];
  const style = {
    '--tick-size': `${circle}px`,
    '--tick-left': `${left}px`,
    '--tick-top': `${top}px`,
    '--tick-width': `${width}px`,
    '--tick-height': `${height}px`,
  };
  return <span className={[styles.tick, className].filter(Boolean).join(' ')} style={style as CSSProperties} aria-hidden="true" />;
}
