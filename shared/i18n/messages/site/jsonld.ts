import { defineMessages } from '../../core';

/**
 * Namespace "site.jsonld": the words of the structured data (schema.org LegalService) the prerenderer writes into
 * every prerendered page, in the page's language (web/src/features/public/jsonld.ts imports this bundle directly; it
 * never reaches the browser's scripts). "Notary Public" stays in English in Spanish (never "notario").
 */
export default defineMessages({
  en: {
    site: {
      jsonld: {
        description:
          'Registered Legal Document Assistant (not an attorney), Notary Public and registered process server in Los Angeles County. Self-help document preparation at the client’s specific direction, in English and Spanish.',
        catalogue: 'Document preparation, notary and process serving',
        offers: {
          uncontestedDivorce: 'Uncontested divorce document preparation',
          contestedDivorce: 'Contested divorce document preparation',
          requestForOrder: 'Request for order',
          exParteRequestForOrder: 'Ex parte request for order',
          restrainingOrder: 'Restraining order',
          businessEntity: 'Business entity formation',
          singleLivingTrust: 'Revocable living trust (single)',
          marriedLivingTrust: 'Revocable living trust (married couple)',
          notarySignature: 'Notarized signature',
        },
      },
    },
  },
  es: {
    site: {
      jsonld: {
        description:
          'Asistente de Documentos Legales registrada (no es abogada), Notary Public y entregadora de documentos judiciales registrada en el condado de Los Ángeles. Preparación de documentos de autoayuda según las instrucciones específicas del cliente, en inglés y en español.',
        catalogue: 'Preparación de documentos, Notary Public y entrega de documentos judiciales',
        offers: {
          uncontestedDivorce: 'Preparación de documentos de divorcio sin oposición',
          contestedDivorce: 'Preparación de documentos de divorcio con oposición',
          requestForOrder: 'Solicitud de orden',
          exParteRequestForOrder: 'Solicitud de orden de emergencia (ex parte)',
          restrainingOrder: 'Orden de restricción',
          businessEntity: 'Formación de una entidad comercial',
          singleLivingTrust: 'Fideicomiso en vida revocable (persona soltera)',
          marriedLivingTrust: 'Fideicomiso en vida revocable (matrimonio)',
          notarySignature: 'Firma notarizada',
        },
      },
    },
  },
});
