import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router-dom';
import { Link } from './Link';

/**
 * The one button look (ui.css `.button`): `secondary` (outlined, the default), `primary` (filled navy), `accent`
 * (gold, the site's main call to action), `light` (outlined white, on the navy band) and `link` (a button that reads
 * as a link). `large`: the questionnaire's 48px targets.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'light' | 'link';

export interface ButtonLook {
  variant?: ButtonVariant;
  large?: boolean;
}

export function buttonClass({ variant = 'secondary', large = false }: ButtonLook, extra?: string): string {
  return ['button', `button--${variant}`, large ? 'button--large' : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Working on it (a submit in flight): disabled and aria-busy. */
    busy?: boolean;
  };

/** A <button> (type="button" unless given). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, large, className, type = 'button', busy, disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, large }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
});

/** A link that looks like a button: a route of the app (`to`) or any other address (`href`: tel:, a full reload). */
export function ButtonLink(props: (LinkProps | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string })) & ButtonLook) {
  const { variant, large, className, ...rest } = props;
  const cls = buttonClass({ variant, large }, className);
  return 'to' in rest ? <Link {...(rest as LinkProps)} className={cls} /> : <a {...rest} className={cls} />;
}
