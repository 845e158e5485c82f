import { defineMessages } from '../../core';

/**
 * Namespace "site": the about page (/about), registered by AboutPage.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      about: {
        title: 'About our family business',
        lead: 'A family business in East Los Angeles, helping neighbors prepare their own legal documents for more than {years} years.',
        story: {
          title: 'Our story',
          p1: 'María Rivera started the business after years at a community family law clinic, where she watched people wait months for help with forms they could have finished in an afternoon with the right guidance. She registered as a Legal Document Assistant with the {county} County Clerk and opened a small office on Whittier Boulevard.',
          p2: 'Her son Daniel added notary services, her daughter Sofía became a registered process server, and her nephew Luis joined to keep every case moving. Together the family has helped more than {clients} clients with divorces, custody, living trusts, probate and more.',
          p3: 'We are not attorneys, and we never pretend to be. What we do is make the paperwork understandable, accurate and on time, in English or Spanish.',
        },
        team: {
          title: 'Meet the family',
          languages: 'Speaks English and Spanish',
          maria: {
            role: 'Owner · Registered Legal Document Assistant',
            bio: 'María oversees every case file and reviews each document before it leaves the office. She has prepared thousands of family law, estate planning and probate filings and knows the local requirements of the {county} County courts by heart.',
          },
          daniel: {
            role: 'Notary Public',
            bio: 'Daniel is commissioned as a notary public in {county} County. He handles notarizations in our office and at clients’ homes, including the evening and weekend appointments our clients rely on, and the signing of living trusts and powers of attorney.',
          },
          sofia: {
            role: 'Registered Process Server',
            bio: 'Sofía serves summonses, petitions, restraining orders and subpoenas across the county and prepares the proof of service the court needs. She is persistent, careful and discreet.',
          },
          luis: {
            role: 'Client Care Coordinator',
            bio: 'Luis is usually the first voice you hear when you call. He answers questions about our services and prices, schedules appointments and keeps you updated on your case from start to finish.',
          },
        },
        values: {
          title: 'What we stand for',
          honest: {
            title: 'Honesty about what we can do',
            text: 'We prepare documents at your direction. We don’t give legal advice, and when you need an attorney we say so.',
          },
          clear: {
            title: 'Clear, flat prices',
            text: 'You know the fee before you start, in a written contract you can read in English or Spanish.',
          },
          respect: {
            title: 'Respect and privacy',
            text: 'Family matters are personal. Your information is kept confidential and stored securely.',
          },
        },
        credentials: {
          title: 'Registrations',
          lda: 'Legal Document Assistant: registration #{number}, {county} County, expires {expires}.',
          bond: 'Bond: {issuer}, bond #{number}, {amount}.',
          notary: 'Notary public: commissioned in {county} County.',
          processServer: 'Process server: registration #{number}, {county} County.',
        },
      },
    },
  },
  es: {
    site: {
      about: {
        title: 'Sobre nuestro negocio familiar',
        lead: 'Un negocio familiar en el Este de Los Ángeles que ayuda a sus vecinos a preparar sus propios documentos legales desde hace más de {years} años.',
        story: {
          title: 'Nuestra historia',
          p1: 'María Rivera fundó el negocio después de años en una clínica comunitaria de derecho familiar, donde veía a personas esperar meses para recibir ayuda con formularios que podían terminar en una tarde con la orientación adecuada. Se registró como Asistente de Documentos Legales ante el Secretario del Condado de {county} y abrió una pequeña oficina en Whittier Boulevard.',
          p2: 'Su hijo Daniel añadió los servicios de Notary Public, su hija Sofía se registró como entregadora de documentos judiciales y su sobrino Luis se unió para que cada caso avance. Juntos, la familia ha ayudado a más de {clients} clientes con divorcios, custodias, fideicomisos en vida, sucesiones y más.',
          p3: 'No somos abogados y nunca lo aparentamos. Lo que hacemos es que los trámites sean comprensibles, correctos y a tiempo, en español o en inglés.',
        },
        team: {
          title: 'Conozca a la familia',
          languages: 'Habla español e inglés',
          maria: {
            role: 'Propietaria · Asistente de Documentos Legales registrada',
            bio: 'María supervisa cada expediente y revisa cada documento antes de que salga de la oficina. Ha preparado miles de trámites de derecho familiar, planificación patrimonial y sucesiones, y conoce de memoria los requisitos locales de las cortes del condado de {county}.',
          },
          daniel: {
            role: 'Notary Public',
            bio: 'Daniel es Notary Public comisionado en el condado de {county}. Atiende notarizaciones en la oficina y a domicilio, incluidas las citas por la tarde y los fines de semana en las que confían nuestros clientes, y la firma de fideicomisos y poderes notariales.',
          },
          sofia: {
            role: 'Entregadora de Documentos Judiciales Registrada',
            bio: 'Sofía entrega citatorios, peticiones, órdenes de restricción y citaciones en todo el condado, y prepara el comprobante de entrega que necesita la corte. Es persistente, cuidadosa y discreta.',
          },
          luis: {
            role: 'Coordinador de Atención al Cliente',
            bio: 'Luis suele ser la primera voz que escucha cuando llama. Responde preguntas sobre nuestros servicios y precios, programa citas y le mantiene al tanto de su caso de principio a fin.',
          },
        },
        values: {
          title: 'Lo que nos define',
          honest: {
            title: 'Honestidad sobre lo que podemos hacer',
            text: 'Preparamos documentos bajo su dirección. No damos asesoría legal y, cuando necesita un abogado, se lo decimos.',
          },
          clear: {
            title: 'Precios claros y fijos',
            text: 'Conoce la tarifa antes de empezar, en un contrato por escrito que puede leer en español o en inglés.',
          },
          respect: {
            title: 'Respeto y privacidad',
            text: 'Los asuntos familiares son personales. Su información se mantiene confidencial y se guarda de forma segura.',
          },
        },
        credentials: {
          title: 'Registros',
          lda: 'Asistente de Documentos Legales: registro n.º {number}, condado de {county}, vence el {expires}.',
          bond: 'Fianza: {issuer}, fianza n.º {number}, {amount}.',
          notary: 'Notary Public: comisionado en el condado de {county}.',
          processServer: 'Entregador de documentos: registro n.º {number}, condado de {county}.',
        },
      },
    },
  },
});
