import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Notice } from '../../ui/Alert';
import { PageLoader } from '../../ui/Loader';
import { loadAmplifyAuth } from '../../lib/auth/amplify';
import { safeNext } from '../../lib/auth/next';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ConfirmForm } from './ConfirmForm';
import { ForgotForm } from './ForgotForm';
import { ResetForm } from './ResetForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './auth.css';

type Mode = 'signIn' | 'signUp' | 'confirm' | 'forgot' | 'reset';
const TABS = ['signIn', 'signUp'] as const;

/**
 * /auth: sign in and sign up (tabs), then the email confirmation code, and password recovery with a code.
 * `?next=/path` (set by the guards) is where a signed-in user goes; otherwise staff go to /admin and clients to
 * /dashboard. `?mode=signup` opens the sign-up tab.
 */
export default function AuthPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signUp' : 'signIn');
  const [email, setEmail] = useState('');
  // The password typed at sign-up, for the code step to set and sign in with: in memory only, gone on reload.
  const [password, setPassword] = useState('');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  // After the Tab-reachable switch below: focus the new form's first field once it is shown.
  const [focusForm, setFocusForm] = useState(false);
  useEffect(() => {
    if (!focusForm) return;
    setFocusForm(false);
    document.getElementById(`auth-panel-${mode}`)?.querySelector<HTMLElement>('input, button[type="submit"]')?.focus();
  }, [focusForm, mode]);
  // The forms here all need Amplify: fetch it while the visitor types (public pages never load it for visitors).
  useEffect(() => void loadAmplifyAuth().catch(() => undefined), []);

  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedIn') return <Navigate to={next ?? (auth.isAdmin ? '/admin' : '/dashboard')} replace />;

  const go = (m: Mode, withEmail?: string, withPassword = '') => {
    if (withEmail !== undefined) setEmail(withEmail);
    setPassword(withPassword);
    setMode(m);
  };

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const i = TABS.indexOf(mode as (typeof TABS)[number]);
    let target: (typeof TABS)[number] | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') target = TABS[(i + 1) % TABS.length];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') target = TABS[(i - 1 + TABS.length) % TABS.length];
    else if (e.key === 'Home') target = TABS[0];
    else if (e.key === 'End') target = TABS[TABS.length - 1];
    if (!target) return;
    e.preventDefault();
    setMode(target);
    tabRefs.current[target]?.focus();
  }

  const isTab = mode === 'signIn' || mode === 'signUp';
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.title')}</h1>
      {next ? (
        <Notice className="auth-page__notice">
          <p>{t('auth.nextNotice')}</p>
        </Notice>
      ) : (
        <p className="auth-page__intro">{t('auth.intro')}</p>
      )}
      <div className="auth-card">
        {isTab && (
          <>
            <div role="tablist" aria-label={t('auth.tabs.label')} className="auth-tabs">
              {TABS.map((tab) => (
                <button
                  key={tab}
                  ref={(el) => {
                    tabRefs.current[tab] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${tab}`}
                  aria-controls={`auth-panel-${tab}`}
                  aria-selected={mode === tab}
                  tabIndex={mode === tab ? 0 : -1}
                  className="auth-tabs__tab"
                  onClick={() => setMode(tab)}
                  onKeyDown={onTabKey}
                >
                  {t(`auth.tabs.${tab}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`auth-panel-${mode}`} aria-labelledby={`auth-tab-${mode}`} className="auth-panel">
              {mode === 'signIn' ? (
                <SignInForm
                  key={`signin-${email}`}
                  defaultEmail={email}
                  onNeedsConfirmation={(e, p) => go('confirm', e, p)}
                  onForgot={(e) => go('forgot', e)}
                />
              ) : (
                <SignUpForm onSubmitted={(e, p) => go('confirm', e, p)} />
              )}
            </div>
            {/* The tabs follow the ARIA pattern (only the selected one is in the Tab order, arrows move between them):
                this button is how Tab alone reaches the other form (issue 30, the review's keyboard blocker). */}
            <p className="auth-switch">
              {t(mode === 'signIn' ? 'auth.switch.noAccount' : 'auth.switch.haveAccount')}{' '}
              <button
                type="button"
                className="button button--link"
                data-testid="auth-switch"
                onClick={() => {
                  setMode(mode === 'signIn' ? 'signUp' : 'signIn');
                  setFocusForm(true);
                }}
              >
                {t(mode === 'signIn' ? 'auth.switch.toSignUp' : 'auth.switch.toSignIn')}
              </button>
            </p>
          </>
        )}
        {mode === 'confirm' && (
          <ConfirmForm email={email} password={password} onConfirmed={(e) => go('signIn', e)} onBack={() => go('signIn')} />
        )}
        {mode === 'forgot' && <ForgotForm defaultEmail={email} onSent={(e) => go('reset', e)} onBack={() => go('signIn')} />}
        {mode === 'reset' && <ResetForm email={email} onDone={(e) => go('signIn', e)} onBack={() => go('signIn')} />}
      </div>
      <p className="auth-page__aside">
        <Link to="/auth/staff">{t('auth.staff.entryLink')}</Link>
      </p>
    </section>
  );
}
