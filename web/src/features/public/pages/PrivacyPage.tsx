import { BUSINESS, formatAddress } from '../../../../../shared/business';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { PolicyPage } from '../components/PolicyPage';

const SECTIONS = ['collect', 'use', 'share', 'storage', 'retention', 'security', 'rights', 'children', 'changes', 'contact'] as const;

/** /privacy-policy */
export default function PrivacyPage() {
  const { t } = useI18n();
  return (
    <PolicyPage
      ns="privacyPage"
      path="/privacy-policy"
      navLabel={t('nav.privacy')}
      updated={BUSINESS.policies.privacyUpdated}
      sections={SECTIONS}
      vars={{
        name: BUSINESS.name,
        phone: BUSINESS.phone,
        email: BUSINESS.email,
        address: formatAddress(),
        years: BUSINESS.caseFileRetentionYears,
      }}
    />
  );
}
