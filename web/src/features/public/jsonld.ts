import { BUSINESS } from '../../../../shared/business';
import { createTranslator, mergeBundles, type Locale } from '../../../../shared/i18n/core';
import jsonldMessages from '../../../../shared/i18n/messages/site/jsonld';
import { localePath } from '../../lib/pages';

const DAY_URI: Record<string, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/**
 * Structured data for search engines (schema.org LegalService, a LocalBusiness), from the business profile, in the
 * page's language (`inLanguage`, the home page's URL in that language; the `@id` is the same in both).
 * The prerenderer writes it into every prerendered page as <script type="application/ld+json"> (a data block:
 * never executed, so the site's strict script-src does not apply).
 */
export function businessJsonLd(locale: Locale = 'en'): Record<string, unknown> {
  const t = createTranslator(mergeBundles([jsonldMessages], locale));
  const a = BUSINESS.address;
  const p = BUSINESS.servicePrices;
  const offer = (name: string, cents: number) => ({
    '@type': 'Offer',
    name,
    price: (cents / 100).toFixed(2),
    priceCurrency: 'USD',
  });
  return {
    '@context': 'https://schema.org',
    // Not LegalService: schema.org describes it as a business giving advice and representation, such as a law firm
    // (B&P §6411(a)). The description says "not an attorney".
    '@type': 'ProfessionalService',
    '@id': `${BUSINESS.website}/#business`,
    name: BUSINESS.name,
    alternateName: BUSINESS.shortName,
    description: t('site.jsonld.description'),
    url: `${BUSINESS.website}${localePath('/', locale)}`,
    inLanguage: locale === 'es' ? 'es-US' : 'en-US',
    telephone: BUSINESS.phoneE164,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.zip,
      addressCountry: 'US',
    },
    areaServed: { '@type': 'AdministrativeArea', name: `${BUSINESS.areaServed}, California` },
    availableLanguage: [...BUSINESS.languages],
    openingHoursSpecification: BUSINESS.hours
      .filter((h) => h.open && h.close)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY_URI[h.day], opens: h.open, closes: h.close })),
    priceRange: '$$',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t('site.jsonld.catalogue'),
      itemListElement: [
        offer(t('site.jsonld.offers.uncontestedDivorce'), p.uncontestedDivorce),
        offer(t('site.jsonld.offers.contestedDivorce'), p.contestedDivorce),
        offer(t('site.jsonld.offers.requestForOrder'), p.requestForOrder),
        offer(t('site.jsonld.offers.exParteRequestForOrder'), p.exParteRequestForOrder),
        offer(t('site.jsonld.offers.restrainingOrder'), p.restrainingOrder),
        offer(t('site.jsonld.offers.businessEntity'), p.businessEntity),
        offer(t('site.jsonld.offers.singleLivingTrust'), p.singleLivingTrust),
        offer(t('site.jsonld.offers.marriedLivingTrust'), p.marriedLivingTrust),
        offer(t('site.jsonld.offers.notarySignature'), p.notarySignature),
      ],
    },
  };
}

/** The JSON-LD as a safe <script> body ("<" escaped, so no "</script>" can end it early). */
export function jsonLdScript(locale: Locale = 'en'): string {
  return JSON.stringify(businessJsonLd(locale)).replace(/</g, '\\u003c');
}
