import { useEffect, useRef, type ReactNode } from 'react';
import styles from './uploads.module.css';

/** The heading of what the panel now shows (refused, preview, applied): focused when it appears, so it is read out. */
export function ViewHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  );
}
