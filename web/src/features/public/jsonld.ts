import { BUSINESS } from '../../../../shared/business';

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
 * Structured data for search engines (schema.org LegalService, a LocalBusiness), from the business profile.
 * The prerenderer writes it into every prerendered page as <script type="application/ld+json"> (a data block:
 * never executed, so the site's strict script-src does not apply).
 */
export function businessJsonLd(): Record<string, unknown> {
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
    '@type': 'LegalService',
    '@id': `${BUSINESS.website}/#business`,
    name: BUSINESS.name,
    alternateName: BUSINESS.shortName,
    description:
      'Registered Legal Document Assistant (not an attorney), notary public and registered process server in Los Angeles County. Self-help document preparation at the client’s specific direction, in English and Spanish.',
    url: `${BUSINESS.website}/`,
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
      name: 'Document preparation, notary and process serving',
      itemListElement: [
        offer('Uncontested divorce document preparation', p.uncontestedDivorce),
        offer('Contested divorce document preparation', p.contestedDivorce),
        offer('Request for order', p.requestForOrder),
        offer('Ex parte request for order', p.exParteRequestForOrder),
        offer('Restraining order', p.restrainingOrder),
        offer('Business entity formation', p.businessEntity),
        offer('Revocable living trust (single)', p.singleLivingTrust),
        offer('Revocable living trust (married couple)', p.marriedLivingTrust),
        offer('Notarized signature', p.notarySignature),
      ],
    },
  };
}

/** The JSON-LD as a safe <script> body ("<" escaped, so no "</script>" can end it early). */
export function jsonLdScript(): string {
  return JSON.stringify(businessJsonLd()).replace(/</g, '\\u003c');
}
