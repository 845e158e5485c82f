import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BUSINESS, formatAddress } from '../../../../../shared/business';
import { CATALOGUE } from '../../../../../shared/catalogue';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { ordersQuery } from '../../../lib/query/lists';
import { typeFromParams } from '../../../lib/questionnaire-paths';
import QueryLayer from '../../../lib/query/QueryLayer';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Notice } from '../../../ui/Alert';
import { ButtonLink } from '../../../ui/Button';
import { PageTitle } from '../../../ui/PageTitle';
import { JourneySteps } from '../ui';
import '../journey.css';

interface ThankYouState {
  successTitleKey?: string;
  successTextKey?: string;
}

/**
 * /thank-you?type=<type>: "your submission was received", what happens next, a link to the dashboard. The
 * questionnaire page passes its own success message (e.g. "Probate Questionnaire Submitted") in the navigation
 * state; it is shown once as a toast. An office payment still due is recalled here.
 */
export default function ThankYouPage() {
  // A public page (prerendered) that reads the client's orders once signed in: it brings the query cache itself.
  return (
    <QueryLayer>
      <ThankYou />
    </QueryLayer>
  );
}

function ThankYou() {
  const { t, translate, money } = useI18n();
  const auth = useAuth();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = typeFromParams(params);
  const known = type !== null;
  const service = known ? t(CATALOGUE[type].titleKey) : null;
  const shown = useRef(false);

  useEffect(() => {
    const state = (location.state ?? {}) as ThankYouState;
    if (shown.current || !state.successTitleKey) return;
    shown.current = true;
    const title = translate(state.successTitleKey);
    const text = state.successTextKey ? translate(state.successTextKey) : undefined;
    if (title !== state.successTitleKey) toast.success(title, text && text !== state.successTextKey ? text : undefined);
    // Shown once: a reload or going back does not repeat it.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, translate, toast]);

  const orders = useQuery({ ...ordersQuery(), enabled: auth.status === 'signedIn' && known });
  const latest = orders.data?.find((o) => o.questionnaireType === type && o.stage === 'submitted');
  const officeDue = latest && latest.payment.method === 'office' && latest.payment.status !== 'paid' ? latest : null;

  return (
    <section className="j-page" aria-labelledby="page-title">
      <JourneySteps current="done" />
      <PageTitle>{t('journey.thankYou.title')}</PageTitle>
      <p className="j-lead">{service ? t('journey.thankYou.lead', { service }) : t('journey.thankYou.leadGeneric')}</p>
      {officeDue && (
        <Notice>
          <p>
            <strong>{t('journey.thankYou.officeNote', { amount: money(officeDue.amountCents), address: formatAddress() })}</strong>
          </p>
        </Notice>
      )}
      <h2>{t('journey.thankYou.nextTitle')}</h2>
      <ol className="j-next">
        <li>{t('journey.thankYou.next1')}</li>
        <li>{t('journey.thankYou.next2', { days: BUSINESS.turnaround.standardDays })}</li>
        <li>{t('journey.thankYou.next3')}</li>
      </ol>
      <div className="button-row">
        <ButtonLink to="/dashboard" variant="primary">
          {t('journey.thankYou.dashboard')}
        </ButtonLink>
        <ButtonLink to="/questionnaire">{t('journey.thankYou.another')}</ButtonLink>
      </div>
    </section>
  );
}
