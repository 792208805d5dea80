import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';

interface SkeletonRegionProps {
  /** Said to screen readers while the content loads, e.g. 'Loading your benefits'. */
  label: string;
  /** Placeholder shapes laid out like the content (bones, cards), unseen by screen readers. */
  children: ReactNode;
  /** Lays the shapes out (e.g. the content's grid). */
  className?: string;
}

/**
 * Stands in for content while it loads, in the content's shape, so the page does not jump when it arrives. The region
 * is `aria-busy`; screen readers hear only the visually hidden label, not the shapes.
 */
export function SkeletonRegion({ label, children, className }: SkeletonRegionProps) {
  return (
    <div aria-busy="true" data-skeleton="">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `line`: a line of text (the default); `block`: an image or a box; `circle`: an avatar or an icon. */
  shape?: 'line' | 'block' | 'circle';
  className?: string;
}

/** One placeholder shape (a "bone"), shimmering unless the person prefers reduced motion. */
export function Skeleton({ width, height, shape = 'line', className = '' }: SkeletonProps) {
  return <span className={`${styles.bone} ${styles[shape]} ${className}`} style={{ width, height }} />;
}

/** A card's outline to put bones in: the surface, border and padding of the house's cards. */
export function SkeletonCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${styles.card} ${className}`}>{children}</div>;
}
