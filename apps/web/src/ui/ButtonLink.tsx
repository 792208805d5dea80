import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type VariantProps } from './Button.tsx';

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, block, className, ...rest }: LinkProps & VariantProps) {
  return <Link className={buttonClassName({ variant, block }, className)} {...rest} />;
}
