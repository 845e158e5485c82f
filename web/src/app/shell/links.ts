/** The site's own pages as the header, the footer and the not-found page link to them (one list, one label each). */
export interface SiteLink {
  readonly to: string;
  readonly labelKey: string;
}

const link = (to: string, labelKey: string): SiteLink => ({ to, labelKey });

export const HOME = link('/', 'nav.home');
export const SERVICES = link('/services', 'nav.services');
export const ABOUT = link('/about', 'nav.about');
export const CONTACT = link('/contact', 'nav.contact');
export const QUESTIONNAIRE = link('/questionnaire', 'nav.questionnaire');
export const PRIVACY = link('/privacy-policy', 'nav.privacy');
export const TERMS = link('/terms', 'nav.terms');

/** The header's main navigation. */
export const MAIN_NAV: readonly SiteLink[] = [HOME, SERVICES, ABOUT, CONTACT, QUESTIONNAIRE];
/** The footer's site map. */
export const FOOTER_LINKS: readonly SiteLink[] = [...MAIN_NAV, PRIVACY, TERMS];
/** Where the not-found page suggests going. */
export const NOT_FOUND_LINKS: readonly SiteLink[] = [HOME, SERVICES, QUESTIONNAIRE, CONTACT];
