/**
 * The console's full-page layout: TopNavigation (business, language, signed-in staff member, Sign Out), AppLayout
 * with SideNavigation, breadcrumbs and the Flashbar. Importing this module brings in Cloudscape's global styles and
 * registers the "admin" messages; both stay in the admin chunk.
 */
import '@cloudscape-design/global-styles/index.css';
import '../admin.css';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import AppLayout, { type AppLayoutProps } from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import Flashbar from '@cloudscape-design/components/flashbar';
import { I18nProvider as CloudscapeI18n } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import esMessages from '@cloudscape-design/components/i18n/messages/all.es';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { BUSINESS } from '../../../../../shared/business';
import { LOCALES, type Locale } from '../../../../../shared/i18n/core';
import adminMessages from '../../../../../shared/i18n/messages/admin';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { NotificationsProvider, useFlashbarItems } from '../hooks/notifications';
import { useFollow } from '../hooks/useFollow';

registerMessages(adminMessages);

const CLOUDSCAPE_MESSAGES: Record<Locale, typeof enMessages> = { en: enMessages, es: esMessages };

export interface Crumb {
  text: string;
  href: string;
}

export interface AdminShellProps {
  /** The page’s own name, for the document title. */
  title: string;
  breadcrumbs: Crumb[];
  contentType?: AppLayoutProps.ContentType;
  children: ReactNode;
}

/**
 * Sign Out: leave the console for the public site first, and sign out once the console has left the screen (its
 * cleanup). Signing out while still on a console page would let the page's guard send the visitor to the staff
 * sign-in; and the router renders a new page in a transition, so "navigated" is not "left": the old page stays on
 * screen, and under its guard, until the new one is ready. The public site then shows "Signed out".
 */
function useLeaveAndSignOut(signOut: () => Promise<void>): () => void {
  const navigate = useNavigate();
  // One object for the console's lifetime: whether Sign Out was chosen, and the newest sign-out function.
  const [intent] = useState(() => ({ leaving: false, signOut }));
  intent.signOut = signOut;
  useEffect(
    () => () => {
      if (intent.leaving) void intent.signOut();
    },
    [intent],
  );
  return useCallback(() => {
    intent.leaving = true;
    navigate('/', { replace: true });
  }, [intent, navigate]);
}

function TopBar() {
  const { t, locale, setLocale } = useI18n();
  const auth = useAuth();
  const leaveAndSignOut = useLeaveAndSignOut(auth.signOut);
  const follow = useFollow();
  const name = [auth.profile?.firstName, auth.profile?.lastName].filter(Boolean).join(' ') || auth.email || '';
  return (
    <div id="admin-top-nav" className="admin-top-nav">
      <TopNavigation
        identity={{ href: '/admin', title: `${BUSINESS.shortName} · ${t('admin.consoleName')}`, onFollow: follow }}
        utilities={[
          {
            type: 'menu-dropdown',
            iconName: 'globe',
            text: t(`common.languages.${locale}`),
            ariaLabel: t('admin.topNav.language', { language: t(`common.languages.${locale}`) }),
            title: t('admin.topNav.languageLabel'),
            items: LOCALES.map((l) => ({ id: l, text: t(`common.languages.${l}`), lang: l, disabled: l === locale })),
            onItemClick: (e) => setLocale(e.detail.id as Locale),
          },
          {
            type: 'menu-dropdown',
            iconName: 'user-profile',
            text: name,
            description: auth.email ?? undefined,
            ariaLabel: t('admin.topNav.account', { name }),
            items: [
              { id: 'public-site', text: t('admin.nav.publicSite'), href: '/' },
              { id: 'sign-out', text: t('admin.topNav.signOut') },
            ],
            onItemClick: (e) => {
              if (e.detail.id === 'sign-out') leaveAndSignOut();
            },
          },
        ]}
      />
    </div>
  );
}

function Layout({ title, breadcrumbs, contentType = 'default', children }: AdminShellProps) {
  const { t } = useI18n();
  const follow = useFollow();
  const flashItems = useFlashbarItems(t('admin.flash.dismiss'));
  const activeHref = '/admin';

  useEffect(() => {
    document.title = `${title} · ${t('admin.consoleName')} · ${BUSINESS.shortName}`;
  }, [title, t]);

  return (
    <>
      <TopBar />
      <AppLayout
        headerSelector="#admin-top-nav"
        contentType={contentType}
        toolsHide
        navigation={
          <SideNavigation
            header={{ text: t('admin.consoleName'), href: '/admin' }}
            activeHref={activeHref}
            onFollow={follow}
            items={[
              { type: 'link', text: t('admin.nav.allSubmissions'), href: '/admin' },
              { type: 'link', text: t('admin.nav.notices'), href: '/admin/notices' },
              { type: 'link', text: t('admin.nav.script'), href: '/admin/script' },
              { type: 'link', text: t('admin.nav.overview'), href: '/admin/overview' },
              { type: 'link', text: t('admin.nav.notary'), href: '/admin/notary' },
              { type: 'link', text: t('admin.nav.notaryAvailability'), href: '/admin/notary/availability' },
              { type: 'link', text: t('admin.nav.serving'), href: '/admin/serving' },
              { type: 'divider' },
              { type: 'link', text: t('admin.nav.publicSite'), href: '/' },
            ]}
          />
        }
        breadcrumbs={<BreadcrumbGroup ariaLabel={t('admin.nav.breadcrumbs')} items={breadcrumbs} onFollow={follow} />}
        notifications={<Flashbar items={flashItems} />}
        stickyNotifications
        content={children}
      />
    </>
  );
}

/** Wrap each console page in this. */
export function AdminShell(props: AdminShellProps) {
  const { locale } = useI18n();
  return (
    <CloudscapeI18n locale={locale} messages={[CLOUDSCAPE_MESSAGES[locale]]}>
      <NotificationsProvider>
        <div className="admin-console">
          <Layout {...props} />
        </div>
      </NotificationsProvider>
    </CloudscapeI18n>
  );
}
