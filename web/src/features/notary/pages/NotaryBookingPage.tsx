/**
 * /notary (and /es/notary): book a notary appointment (issue 33) — as a guest, or signed in (the account's name,
 * email and phone prefilled; the booking is theirs). `?case=<id>`: "Book the signing" from one of the client's cases,
 * its documents and signers prefilled (shared/notary/from-case.ts). After booking: the confirmation, the .ics file
 * and the manage link.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingResponse } from '../../../../../shared/api/notary';
import { BUSINESS } from '../../../../../shared/business';
import notaryMessages from '../../../../../shared/i18n/messages/notary';
import { signingFromCase } from '../../../../../shared/notary/from-case';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import QueryLayer from '../../../lib/query/QueryLayer';
import { Loading } from '../../../ui/Loader';
import { PageTitle } from '../../../ui/PageTitle';
import { caseQuery } from '../api';
import { BookingForm } from '../BookingForm';
import { Confirmation } from '../Confirmation';
import '../notary.css';

registerMessages(notaryMessages);

/** A public page that reads data brings the query cache (lib/query/QueryLayer). */
export default function NotaryBookingPage() {
  return (
    <QueryLayer>
      <NotaryBookingPageBody />
    </QueryLayer>
  );
}

function NotaryBookingPageBody() {
  const { t, money } = useI18n();
  const auth = useAuth();
  const [params] = useSearchParams();
  const caseId = auth.status === 'signedIn' ? params.get('case') : null;
  const kase = useQuery({ ...caseQuery(caseId ?? ''), enabled: Boolean(caseId) });
  const [booked, setBooked] = useState<BookingResponse | null>(null);

  const signedIn =
    auth.status === 'signedIn' && !auth.isAdmin
      ? {
          name: [auth.profile?.firstName ?? auth.givenName, auth.profile?.lastName ?? auth.familyName].filter(Boolean).join(' '),
          email: auth.profile?.email ?? auth.email ?? '',
          phone: auth.profile?.phone ?? null,
        }
      : null;
  const prefill =
    caseId && kase.data
      ? (() => {
          const p = signingFromCase(kase.data.submission.questionnaireType, kase.data.submission.answers as Record<string, unknown>);
          return p ? { ...p, caseId } : null;
        })()
      : null;

  return (
    <div className="page page--notary">
      <header className="page-header">
        <PageTitle focusKey={booked ? 'booked' : 'form'}>{booked ? t('notary.confirmation.title') : t('notary.title')}</PageTitle>
        {!booked && <p className="lead">{t('notary.lead', { fee: money(BUSINESS.notary.feePerSignatureCents) })}</p>}
      </header>
      {booked ? (
        <Confirmation answer={booked} onAnother={() => setBooked(null)} />
      ) : auth.status === 'loading' || (caseId && kase.isPending) ? (
        <Loading label={t('notary.when.loading')} />
      ) : (
        <>
          <p className="booking__who">
            {signedIn ? t('notary.signedInAs', { name: signedIn.name || signedIn.email }) : t('notary.guestNote')}
          </p>
          {prefill && <p className="booking__note">{t('notary.fromCase')}</p>}
          <BookingForm key={prefill ? 'case' : 'blank'} signedIn={signedIn} prefill={prefill} onBooked={setBooked} />
        </>
      )}
    </div>
  );
}
