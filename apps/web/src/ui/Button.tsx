import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  variant?: ButtonVariant;
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', block = false }: VariantProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & VariantProps) {
  return <button type={type} className={buttonClassName({ variant, block }, className)} {...rest} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, block, className, ...rest }: LinkProps & VariantProps) {
  return <Link className={buttonClassName({ variant, block }, className)} {...rest} />;
}
