import { forwardRef } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from 'react-router-dom';
import { useI18n } from '../lib/i18n/I18nProvider';
import { localePath } from '../lib/pages';

/** A link target in the page's language: a localized page's URL in that language, anything else unchanged. */
export function useLocaleTo(): (to: To) => To {
  const { locale } = useI18n();
  return (to) => (typeof to === 'string' ? localePath(to, locale) : to);
}

/**
 * The router's Link and NavLink, with targets in the language being shown (lib/pages.ts `localePath`): on a Spanish
 * page "/services" leads to "/es/services", so links inside a Spanish page stay Spanish. Use these for the site's
 * links (lint refuses react-router-dom's outside ui/).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const localize = useLocaleTo();
  return <RouterLink ref={ref} to={localize(to)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  const localize = useLocaleTo();
  return <RouterNavLink ref={ref} to={localize(to)} {...rest} />;
});
