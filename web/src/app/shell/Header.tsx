import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../../ui/Link';
import { BUSINESS } from '../../../../shared/business';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { linksIn, localePath } from '../../lib/pages';
import { LanguageSwitch } from './LanguageSwitch';
import { Button, ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { openChat } from '../../features/chat/open-chat';

const MENU_ID = 'site-menu';
const MAIN_NAV = linksIn('main');

/**
 * The site header (spec §2): Home, Services, About, Contact, Questionnaire, Call Now, Get Started, Sign In — or, when
 * signed in, My Account, Dashboard (/admin for administrators) and Sign Out — and the language switch.
 * Below the wide breakpoint the menu folds behind a Menu button (aria-expanded; Escape closes it and returns focus
 * to the button; following a link closes it). The footer repeats the main links, so the site is navigable before
 * (or without) JavaScript.
 */
export function Header() {
  const { t, locale } = useI18n();
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
    }
  };

  const signOut = async () => {
    close(false);
    await auth.signOut();
    navigate(localePath('/', locale));
  };

  const signedIn = auth.status === 'signedIn';
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'site-nav__link is-active' : 'site-nav__link');

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <Logo className="brand__logo" />
          <span className="brand__text">
            <span className="brand__name brand__name--full">{BUSINESS.name}</span>
            <span className="brand__name brand__name--short">{BUSINESS.shortName}</span>
            <span className="brand__tagline">{t('site.tagline')}</span>
          </span>
        </Link>
        <a className="site-header__call" href={`tel:${BUSINESS.phoneE164}`}>
          <Icon name="phone" size={20} />
          <span className="site-header__call-label">{t('nav.callNow')}</span>
          <span className="site-header__phone">{BUSINESS.phone}</span>
        </a>
        <button
          type="button"
          className="site-header__chat"
          aria-haspopup="dialog"
          aria-label={t('chat.open')}
          data-testid="header-chat-open"
          onClick={(e) => openChat(e.currentTarget)}
        >
          <Icon name="chat" size={22} />
        </button>
        <Button ref={toggle} className="menu-toggle" aria-expanded={open} aria-controls={MENU_ID} onClick={() => setOpen((o) => !o)}>
          <Icon name={open ? 'close' : 'menu'} size={22} strokeWidth={2.5} />
          <span>{t('nav.menu')}</span>
        </Button>
      </div>

      <div id={MENU_ID} ref={menu} className={open ? 'site-menu is-open' : 'site-menu'}>
        <nav aria-label={t('nav.mainNavigation')} className="site-nav">
          <ul>
            {MAIN_NAV.map((l) => (
              <li key={l.to}>
                {/* "/" and the hub are active only on themselves, not on the pages below them. */}
                <NavLink to={l.to} end={l.to === '/' || l.to === '/questionnaire'} className={navClass}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-actions">
          <ButtonLink to="/questionnaire" variant="accent" className="site-actions__start">
            {t('nav.getStarted')}
          </ButtonLink>
          {signedIn ? (
            <ul className="site-actions__account" aria-label={t('nav.account')}>
              <li>
                <NavLink to="/account" className={navClass}>
                  {t('nav.myAccount')}
                </NavLink>
              </li>
              <li>
                <NavLink to={auth.isAdmin ? '/admin' : '/dashboard'} className={navClass}>
                  {t('nav.dashboard')}
                </NavLink>
              </li>
              <li>
                <button type="button" className="site-nav__link site-nav__button" onClick={() => void signOut()}>
                  {t('nav.signOut')}
                </button>
              </li>
            </ul>
          ) : (
            <NavLink to="/auth" className={navClass}>
              {t('nav.signIn')}
            </NavLink>
          )}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
