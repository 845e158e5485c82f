import { defineMessages } from '../../core';

/**
 * Namespace "site": the services page (/services), registered by ServicesPage.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      services: {
        title: 'Our services',
        lead: 'Document preparation, notary and process serving for people representing themselves across {county} County. Flat fees and a free call about our services and prices.',
        onThisPage: 'On this page',
        documents: {
          title: 'Legal document preparation',
          intro:
            'We prepare court forms and legal documents from the information you give us and at your specific direction. Use an online questionnaire or come to the office.',
          family: {
            title: 'Family law',
            text: 'Divorce and legal separation, summary dissolution, child custody and visitation, child and spousal support, requests for order, parentage and domestic violence restraining orders.',
          },
          estate: {
            title: 'Estate planning',
            text: 'Revocable living trusts for individuals and married couples, wills, durable powers of attorney and advance health care directives.',
          },
          probate: {
            title: 'Probate, conservatorship and guardianship',
            text: 'Petitions to open probate, conservatorships for adults who need care, and guardianships of minors.',
          },
          other: {
            title: 'Other documents',
            text: 'Name changes, small claims up to $12,500 ($6,250 for a business), adult adoption, domestic relations orders, and business formation (LLCs, corporations and fictitious business names).',
          },
        },
        prices: {
          title: 'Published prices',
          caption: 'Flat fees for our most requested services',
          service: 'Service',
          fee: 'Fee',
          uncontestedDivorce: 'Uncontested divorce',
          contestedDivorce: 'Contested divorce',
          exParteRequestForOrder: 'Ex parte request for order',
          requestForOrder: 'Request for order',
          restrainingOrder: 'Restraining order',
          businessEntity: 'Establishing a business entity',
          singleLivingTrust: 'Revocable living trust (single person)',
          marriedLivingTrust: 'Revocable living trust (married couple)',
          notarySignature: 'Notarized signature (travel fees may apply)',
          note: 'Court filing fees are paid to the court and are not included. You may qualify for a fee waiver; ask us.',
        },
        questionnaires: {
          title: 'Online questionnaires',
          intro: 'Prefer to work from home? Start an online questionnaire. You see the fee and sign the written contract before you pay.',
          caption: 'Document preparation fee for each online questionnaire',
          form: 'Questionnaire',
          fee: 'Fee',
          start: 'See all questionnaires and get started',
        },
        notary: {
          title: 'Notary services',
          intro:
            'Our Notary Public notarizes your documents in person, in our office or at your home, by appointment in the evenings and on weekends too. Book online or call us.',
          inOffice: {
            title: 'In our office',
            text: 'Come in during office hours or book a time. Evening and weekend appointments are available.',
          },
          online: {
            title: 'Mobile notary',
            text: 'We come to your home, hospital or workplace in Los Angeles County (travel fees apply). California notaries may not notarize remotely by video yet, so every signing is in person.',
          },
          fee: '{fee} per notarized signature. Travel fees may apply for mobile appointments.',
          bring: 'Bring a current government-issued photo ID for every signer and the complete, unsigned document.',
        },
        serving: {
          title: 'Process serving',
          intro:
            'Court papers must be delivered to the other party by an adult who is not part of the case. Our registered process server does it for you anywhere in {county} County.',
          i1: 'Summons and petitions: divorce, custody, civil cases and small claims',
          i2: 'Restraining orders and orders after hearing',
          i3: 'Subpoenas',
          i4: 'Proof of service completed and returned to you',
          registration: 'Registered process server #{number}, {county} County.',
          quote: 'Call {phone} for a quote: the fee depends on the address and the number of attempts needed.',
        },
        turnaround: {
          title: 'How long it takes',
          text: 'Most documents are ready in under {days} days. When a deadline is close, ask about rush service: {rushMin} to {rushMax} hours.',
        },
      },
    },
  },
  es: {
    site: {
      services: {
        title: 'Nuestros servicios',
        lead: 'Preparación de documentos, Notary Public y entrega de documentos judiciales para personas que se representan a sí mismas en todo el condado de {county}. Tarifas fijas y llamada gratuita sobre nuestros servicios y precios.',
        onThisPage: 'En esta página',
        documents: {
          title: 'Preparación de documentos legales',
          intro:
            'Preparamos formularios judiciales y documentos legales con la información que usted nos da y bajo su dirección específica. Use un cuestionario en línea o venga a la oficina.',
          family: {
            title: 'Derecho familiar',
            text: 'Divorcio y separación legal, disolución sumaria, custodia y visitas, manutención de hijos y del cónyuge, solicitudes de orden, paternidad y órdenes de restricción por violencia doméstica.',
          },
          estate: {
            title: 'Planificación patrimonial',
            text: 'Fideicomisos en vida revocables para personas solteras y matrimonios, testamentos, poderes notariales duraderos y directivas anticipadas de atención médica.',
          },
          probate: {
            title: 'Sucesiones, curaduría de adultos (conservatorship) y tutela de menores',
            text: 'Peticiones para abrir una sucesión, curadurías (conservatorship) de adultos que necesitan cuidado y tutelas de menores.',
          },
          other: {
            title: 'Otros documentos',
            text: 'Cambios de nombre, reclamos menores de hasta $12,500 ($6,250 para un negocio), adopción de adultos, órdenes de relaciones domésticas y creación de empresas (LLC, corporaciones y nombres comerciales ficticios).',
          },
        },
        prices: {
          title: 'Precios publicados',
          caption: 'Tarifas fijas de nuestros servicios más solicitados',
          service: 'Servicio',
          fee: 'Tarifa',
          uncontestedDivorce: 'Divorcio sin oposición',
          contestedDivorce: 'Divorcio con oposición',
          exParteRequestForOrder: 'Solicitud de orden de emergencia (ex parte)',
          requestForOrder: 'Solicitud de orden',
          restrainingOrder: 'Orden de restricción',
          businessEntity: 'Creación de una empresa',
          singleLivingTrust: 'Fideicomiso en vida revocable (una persona)',
          marriedLivingTrust: 'Fideicomiso en vida revocable (matrimonio)',
          notarySignature: 'Firma notarizada (puede haber cargo por traslado)',
          note: 'Las cuotas de presentación se pagan a la corte y no están incluidas. Podría calificar para una exención de cuotas; pregúntenos.',
        },
        questionnaires: {
          title: 'Cuestionarios en línea',
          intro:
            '¿Prefiere trabajar desde casa? Comience un cuestionario en línea. Verá la tarifa y firmará el contrato por escrito antes de pagar.',
          caption: 'Tarifa de preparación de documentos de cada cuestionario en línea',
          form: 'Cuestionario',
          fee: 'Tarifa',
          start: 'Ver todos los cuestionarios y comenzar',
        },
        notary: {
          title: 'Servicios de Notary Public',
          intro:
            'Nuestro Notary Public notariza sus documentos en persona, en nuestra oficina o en su domicilio, también con citas por la tarde y los fines de semana. Reserve en línea o llámenos.',
          inOffice: {
            title: 'En nuestra oficina',
            text: 'Venga en horario de oficina o reserve una hora. Hay citas por la tarde y los fines de semana.',
          },
          online: {
            title: 'Notary Public a domicilio',
            text: 'Vamos a su casa, al hospital o a su trabajo en el condado de Los Ángeles (con cargo por traslado). En California un Notary Public todavía no puede notarizar a distancia por video, así que cada firma es en persona.',
          },
          fee: '{fee} por firma notarizada. Puede haber cargo por traslado en citas a domicilio.',
          bring: 'Traiga una identificación oficial vigente con foto de cada firmante y el documento completo, sin firmar.',
        },
        serving: {
          title: 'Entrega de documentos judiciales',
          intro:
            'Los documentos judiciales deben entregarse a la otra parte por un adulto que no forme parte del caso. Nuestra entregadora registrada lo hace por usted en cualquier lugar del condado de {county}.',
          i1: 'Citatorios y peticiones: divorcio, custodia, casos civiles y reclamos menores',
          i2: 'Órdenes de restricción y órdenes después de la audiencia',
          i3: 'Citaciones (subpoenas)',
          i4: 'Comprobante de entrega completado y devuelto a usted',
          registration: 'Entregadora de documentos registrada n.º {number}, condado de {county}.',
          quote: 'Llame al {phone} para una cotización: la tarifa depende de la dirección y del número de intentos necesarios.',
        },
        turnaround: {
          title: 'Cuánto tarda',
          text: 'La mayoría de los documentos están listos en menos de {days} días. Si su plazo es corto, pregunte por el servicio urgente: de {rushMin} a {rushMax} horas.',
        },
      },
    },
  },
});
