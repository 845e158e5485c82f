import { BUSINESS } from '../../../../../shared/business';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { PolicyPage } from '../components/PolicyPage';

const SECTIONS = [
  'lda',
  'contract',
  'fees',
  'duties',
  'timing',
  'account',
  'website',
  'liability',
  'law',
  'registration',
  'contact',
] as const;

/** /terms */
export default function TermsPage() {
  const { t, date } = useI18n();
  const { lda } = BUSINESS;
  return (
    <PolicyPage
      ns="termsPage"
      path="/terms"
      navLabel={t('nav.terms')}
      updated={BUSINESS.policies.termsUpdated}
      sections={SECTIONS}
      vars={{
        name: BUSINESS.name,
        phone: BUSINESS.phone,
        email: BUSINESS.email,
        county: lda.county,
        days: BUSINESS.turnaround.standardDays,
        number: lda.registrationNumber,
        expires: date(lda.expires),
        issuer: lda.bond.issuer,
        bond: lda.bond.number,
        clerk: lda.countyClerk.name,
        clerkAddress: lda.countyClerk.address,
        clerkPhone: lda.countyClerk.phone,
      }}
    />
  );
}
