/**
 * /admin/script: what staff say at the first contact with a prospective client (B&P §6410.5(a); review M8), before
 * anything else but a greeting — the speaker's identity, the trade name, the services, "I am not an attorney" and the
 * not-a-law-firm sentence, the county and registration number, its expiry — in English and Spanish side by side,
 * filled from the business profile; then what follows, and the office checklist for the Notice to Consumer.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { BUSINESS } from '../../../../shared/business';
import { longDate } from '../../../../shared/contract/consumer-notice';
import { createTranslator, mergeBundles, type Locale } from '../../../../shared/i18n/core';
import adminMessages from '../../../../shared/i18n/messages/admin';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { AdminShell } from './components/AdminShell';

const SAY = ['identity', 'tradeName', 'services', 'notAttorney', 'notLawFirm', 'registration', 'expires'] as const;
const THEN = ['then1', 'then2'] as const;
const OFFICE = ['office1', 'office2', 'office3', 'office4'] as const;

export default function AdminScriptPage() {
  const { t } = useI18n();
  return (
    <AdminShell
      title={t('admin.script.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('admin.nav.script'), href: '/admin/script' },
      ]}
    >
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description={t('admin.script.description')}
          actions={<Button onClick={() => window.print()}>{t('admin.script.print')}</Button>}
        >
          {t('admin.script.title')}
        </Header>
        <ColumnLayout columns={2} variant="text-grid">
          <Script locale="en" />
          <Script locale="es" />
        </ColumnLayout>
      </SpaceBetween>
    </AdminShell>
  );
}

/** The script in one language, whatever the console's language. */
function Script({ locale }: { locale: Locale }) {
  const t = createTranslator(mergeBundles([adminMessages], locale));
  const vars = {
    business: BUSINESS.name,
    registrant: BUSINESS.lda.registrant,
    county: BUSINESS.lda.county,
    number: BUSINESS.lda.registrationNumber,
    expires: longDate(BUSINESS.lda.expires, locale),
  };
  return (
    <div lang={locale}>
      <SpaceBetween size="m">
        <Container header={<Header variant="h2">{t('admin.script.sayTitle')}</Header>}>
          <ol>
            {SAY.map((k) => (
              <li key={k}>
                <Box variant="p" fontWeight={k === 'notAttorney' || k === 'notLawFirm' ? 'bold' : 'normal'}>
                  {t(`admin.script.${k}`, vars)}
                </Box>
              </li>
            ))}
          </ol>
        </Container>
        <Container header={<Header variant="h2">{t('admin.script.thenTitle')}</Header>}>
          <ul>
            {THEN.map((k) => (
              <li key={k}>{t(`admin.script.${k}`, vars)}</li>
            ))}
          </ul>
        </Container>
        <Container header={<Header variant="h2">{t('admin.script.officeTitle')}</Header>}>
          <ol>
            {OFFICE.map((k) => (
              <li key={k}>{t(`admin.script.${k}`, vars)}</li>
            ))}
          </ol>
        </Container>
      </SpaceBetween>
    </div>
  );
}
