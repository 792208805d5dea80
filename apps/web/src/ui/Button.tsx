import type { ComponentProps } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface VariantProps {
  variant?: ButtonVariant;
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', block = false }: VariantProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

/** A button; `ref` reaches the <button> (a plain prop in React 19), e.g. to move the focus to it. */
export function Button({ variant, block, className, type = 'button', ...rest }: ComponentProps<'button'> & VariantProps) {
  return <button type={type} className={buttonClassName({ variant, block }, className)} {...rest} />;
}
