import type { HTMLAttributes, Ref } from 'react';
import styles from './Card.module.css';

export function Card({ className, ref, ...rest }: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}
