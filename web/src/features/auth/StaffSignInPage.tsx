import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { BUSINESS } from '../../../../shared/business';
import { SignInFormSchema, TotpCodeFormSchema, type SignInForm, type TotpCodeForm } from '../../../../shared/auth/forms';
import { groupSecret, otpauthUri } from '../../../../shared/auth/otpauth';
import { PageLoader } from '../../ui/Loader';
import { safeNext } from '../../lib/auth/next';
import { loadAmplifyAuth } from '../../lib/auth/amplify';
import { useAuth, type StaffStep } from '../../lib/auth/AuthProvider';
import { describeAuthError } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { FormEnd, SignInFields, TextField } from './fields';
import { QrCode } from './QrCode';
import { StepHeading } from './StepHeading';
import { useAuthError } from './useAuthError';
import './auth.css';

type Screen = { step: 'password' } | { step: 'code' } | { step: 'enrol'; secret: string; via: 'setup' | 'challenge' };

/**
 * /auth/staff: the console's sign-in (issue 17, B-1) through the staff app client. Email and password, then the
 * 6-digit code of the member's authenticator app; the first time, the enrolment of one (the secret as a QR code drawn
 * here and as text, then its first code). Success goes to `?next=` (an admin page) or /admin; a process server to /field (or the field page of `next`). Leaving half-way
 * signs the half-made session out.
 */
export default function StaffSignInPage() {
  const { t } = useI18n();
  const auth = useAuth();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [screen, setScreen] = useState<Screen>({ step: 'password' });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useRef(auth.cancelStaffSignIn);
  cancel.current = auth.cancelStaffSignIn;
  useEffect(() => void loadAmplifyAuth().catch(() => undefined), []);
  useEffect(() => () => void cancel.current().catch(() => undefined), []);

  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedIn' && auth.isAdmin) return <Navigate to={next ?? '/admin'} replace />;
  // A process server (issue 32): their field app (or the field page they were sent from).
  if (auth.status === 'signedIn' && auth.isServer) return <Navigate to={next?.startsWith('/field') ? next : '/field'} replace />;

  const go = (s: StaffStep) => {
    setNotice(null);
    if (s.step === 'code') setScreen({ step: 'code' });
    else if (s.step === 'enrol') setScreen({ step: 'enrol', secret: s.secret, via: s.via });
    // 'done': the auth state changes and the redirect above takes over.
  };
  const restart = (message: string | null) => {
    void auth.cancelStaffSignIn().catch(() => undefined);
    setNotice(message);
    setScreen({ step: 'password' });
  };

  return (
    <section className="auth-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('auth.staff.title')}</h1>
      <p className="auth-page__intro">{t('auth.staff.intro')}</p>
      <div className="auth-card">
        {screen.step === 'password' && (
          <StaffPasswordForm
            defaultEmail={email}
            notice={notice}
            onStep={(s, e) => {
              setEmail(e);
              go(s);
            }}
          />
        )}
        {screen.step === 'code' && <StaffCodeForm onStep={go} onRestart={restart} />}
        {screen.step === 'enrol' && <StaffEnrolForm email={email} secret={screen.secret} via={screen.via} onRestart={restart} />}
      </div>
      <p className="auth-page__aside">
        <Link to="/auth">{t('auth.staff.clientLink')}</Link>
      </p>
    </section>
  );
}

function StaffPasswordForm({
  defaultEmail,
  notice,
  onStep,
}: {
  defaultEmail: string;
  notice: string | null;
  onStep(s: StaffStep, email: string): void;
}) {
  const { t } = useI18n();
  const auth = useAuth();
  const report = useAuthError();
  const [formError, setFormError] = useState<string | null>(notice);
  const { register, handleSubmit, formState, setFocus } = useForm<SignInForm>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onStep(await auth.staffSignIn(values.email, values.password), values.email.trim());
    } catch (err) {
      setFormError(report(err, 'auth.toast.signInFailedTitle').message);
      setFocus('password');
    }
  });
  const errors = formState.errors;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="staff-signin-heading">
      <h2 id="staff-signin-heading" className="auth-form__heading">
        {t('auth.staff.signIn.heading')}
      </h2>
      <SignInFields idPrefix="staff" errors={errors} register={register} />
      <FormEnd error={formError} submit={t('auth.staff.signIn.submit')} busy={formState.isSubmitting} />
    </form>
  );
}

/** What a failed code means here: a wrong code stays on the field; an expired sign-in or no staff access starts over. */
function useCodeError(onRestart: (message: string | null) => void) {
  const { t, translate } = useI18n();
  const report = useAuthError();
  return (err: unknown): string | null => {
    const d = describeAuthError(err, translate);
    if (d.kind === 'codeMismatch') {
      report(Object.assign(new Error(t('auth.staff.errors.codeMismatch')), { name: 'ServiceException' }), 'auth.toast.signInFailedTitle');
      return t('auth.staff.errors.codeMismatch');
    }
    if (d.kind === 'invalidCredentials' || d.kind === 'expiredCode') {
      // The sign-in's session expired (5 minutes) or too many wrong codes: from the password again.
      report(Object.assign(new Error(t('auth.staff.errors.sessionExpired')), { name: 'ServiceException' }), 'auth.toast.signInFailedTitle');
      onRestart(t('auth.staff.errors.sessionExpired'));
      return null;
    }
    if (d.kind === 'notStaff') {
      report(err, 'auth.toast.signInFailedTitle');
      onRestart(d.message);
      return null;
    }
    return report(err, 'auth.toast.signInFailedTitle').message;
  };
}

function CodeField({
  id,
  error,
  help,
  registration,
}: {
  id: string;
  error?: FieldError;
  help: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useI18n();
  return (
    <TextField
      id={id}
      label={t('auth.staff.code.label')}
      help={help}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      error={error}
      {...registration}
    />
  );
}

function StaffCodeForm({ onStep, onRestart }: { onStep(s: StaffStep): void; onRestart(message: string | null): void }) {
  const { t } = useI18n();
  const auth = useAuth();
  const codeError = useCodeError(onRestart);
  const { register, handleSubmit, formState, setError } = useForm<TotpCodeForm>({
    resolver: zodResolver(TotpCodeFormSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onStep(await auth.staffCode(code));
    } catch (err) {
      const message = codeError(err);
      if (message) setError('code', { message }, { shouldFocus: true });
    }
  });
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="staff-code-heading">
      <StepHeading id="staff-code-heading">{t('auth.staff.code.heading')}</StepHeading>
      <p>{t('auth.staff.code.text', { app: BUSINESS.shortName })}</p>
      <CodeField id="staff-code" help={t('auth.staff.code.help')} error={formState.errors.code} registration={register('code')} />
      <FormEnd
        error={null}
        submit={t('auth.staff.code.submit')}
        busy={formState.isSubmitting}
        aside={{ label: t('auth.staff.restart'), onClick: () => onRestart(null) }}
      />
    </form>
  );
}

function StaffEnrolForm({
  email,
  secret,
  via,
  onRestart,
}: {
  email: string;
  secret: string;
  via: 'setup' | 'challenge';
  onRestart(message: string | null): void;
}) {
  const { t } = useI18n();
  const auth = useAuth();
  const codeError = useCodeError(onRestart);
  const { register, handleSubmit, formState, setError } = useForm<TotpCodeForm>({
    resolver: zodResolver(TotpCodeFormSchema),
    defaultValues: { code: '' },
  });
  const uri = otpauthUri(secret, { issuer: BUSINESS.shortName, account: email });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await auth.staffEnrol(code, via);
    } catch (err) {
      const message = codeError(err);
      if (message) setError('code', { message }, { shouldFocus: true });
    }
  });
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="staff-enrol-heading">
      <StepHeading id="staff-enrol-heading">{t('auth.staff.enrol.heading')}</StepHeading>
      <p>{t('auth.staff.enrol.text')}</p>
      <ol className="staff-enrol">
        <li>{t('auth.staff.enrol.install')}</li>
        <li>
          {t('auth.staff.enrol.scan')}
          <div className="staff-enrol__qr">
            <QrCode text={uri} label={t('auth.staff.enrol.qrLabel', { app: BUSINESS.shortName, email })} />
          </div>
          <p className="staff-enrol__manual">
            {t('auth.staff.enrol.manual')}{' '}
            <code className="staff-enrol__secret" data-testid="totp-secret">
              {groupSecret(secret)}
            </code>
          </p>
          <p className="auth-field__help">{t('auth.staff.enrol.manualHelp', { app: BUSINESS.shortName, email })}</p>
        </li>
        <li>
          <CodeField
            id="staff-enrol-code"
            help={t('auth.staff.enrol.codeHelp', { app: BUSINESS.shortName })}
            error={formState.errors.code}
            registration={register('code')}
          />
        </li>
      </ol>
      <FormEnd
        error={null}
        submit={t('auth.staff.enrol.submit')}
        busy={formState.isSubmitting}
        aside={{ label: t('auth.staff.restart'), onClick: () => onRestart(null) }}
      />
    </form>
  );
}
