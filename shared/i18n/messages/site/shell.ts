import { defineMessages } from '../../core';

/**
 * Namespace "site": the shell: the tagline under the brand name, the footer, and every page's title and description (SEO),
 * which the shell sets for the current path before the page renders. Loaded with the app shell (CORE_BUNDLES).
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      tagline: 'Legal Document Assistant · Notary · Process Server',
      meta: {
        titleTemplate: '{page} | {name}',
        default: {
          title: 'Rivera Family Legal Document Services',
          description:
            'Registered Legal Document Assistant, notary and process server in Los Angeles County. Divorce, custody, living trusts and more, in English and Spanish. Not an attorney.',
        },
        home: {
          title: 'Rivera Family Legal Document Services: divorce, trusts and notary in Los Angeles',
          description:
            'Family-run Legal Document Assistant in East Los Angeles. Divorce, custody, living trusts, probate, notary (evenings and weekends) and process serving. Flat fees, free call about our services and prices, English and Spanish.',
        },
        services: {
          title: 'Services and prices',
          description:
            'Document preparation for divorce, custody, restraining orders, living trusts and probate; notary in our office and mobile notary visits; process serving across Los Angeles County. Published flat fees.',
        },
        about: {
          title: 'About us',
          description:
            'Meet the Rivera family: a registered Legal Document Assistant, a notary public and a process server helping Los Angeles County families with their paperwork for more than 15 years.',
        },
        notary: {
          title: 'Book a notary appointment',
          description:
            'Book a Notary Public in our office or at your home in Los Angeles County, evenings and weekends included. $15 per notarized signature, the fee set by law; travel fee quoted before you book.',
        },
        contact: {
          title: 'Contact and appointments',
          description:
            'Call, email or visit our office on Whittier Blvd in Los Angeles, or book a free call about our services and prices or a notary appointment online.',
        },
        privacy: {
          title: 'Privacy policy',
          description: 'How Rivera Family Legal Document Services collects, uses, protects and keeps your personal information.',
        },
        terms: {
          title: 'Terms and conditions',
          description: 'The terms for using our website and our legal document assistant, notary and process serving services.',
        },
        notFound: { title: 'Page not found', description: 'The page you were looking for could not be found.' },
        auth: {
          title: 'Sign in or create an account',
          description: 'Sign in to your account or create one to start your legal document questionnaire.',
        },
        questionnaire: {
          title: 'Choose your questionnaire',
          description:
            'Pick the court form you need: divorce, custody, probate, small claims, power of attorney and more. The fee is shown before you pay.',
        },
        journey: { title: 'Your order', description: 'Your legal document order with Rivera Family Legal Document Services.' },
        questionnaireForm: {
          title: 'Your questionnaire',
          description: 'Answer the questions for your court forms; your answers are saved as you go.',
        },
        thankYou: { title: 'Thank you', description: 'What happens next with your legal document order.' },
        staffAuth: { title: 'Staff sign-in', description: 'Sign-in for the office’s staff.' },
        account: { title: 'My account', description: 'Your account with Rivera Family Legal Document Services.' },
        field: { title: 'Field app', description: 'The process server’s jobs and attempts.' },
      },
      footer: {
        contactTitle: 'Contact',
        hoursTitle: 'Office hours',
        linksTitle: 'Site',
        legalTitle: 'Legal Document Assistant disclosure',
        notary: 'Notary public commissioned in {county} County.',
        processServer: 'Registered process server #{number}, {county} County.',
        clerk: 'You may contact the {clerk}, {address}, {phone}, about our registration.',
        rights: '© {name}. All rights reserved.',
      },
    },
  },
  es: {
    site: {
      tagline: 'Asistente de Documentos Legales · Notary Public · Entrega de Documentos',
      meta: {
        titleTemplate: '{page} | {name}',
        default: {
          title: 'Rivera Family Legal Document Services',
          description:
            'Asistente de Documentos Legales registrada, Notary Public y entregadora de documentos judiciales en el condado de Los Ángeles. Divorcio, custodia, fideicomisos y más, en inglés y español. No somos abogados.',
        },
        home: {
          title: 'Rivera Family Legal Document Services: divorcio, fideicomisos y Notary Public en Los Ángeles',
          description:
            'Asistente de Documentos Legales familiar en el Este de Los Ángeles. Divorcio, custodia, fideicomisos en vida, sucesiones, Notary Public (tardes y fines de semana) y entrega de documentos. Tarifas fijas, llamada gratuita sobre nuestros servicios y precios, en español e inglés.',
        },
        services: {
          title: 'Servicios y precios',
          description:
            'Preparación de documentos para divorcio, custodia, órdenes de restricción, fideicomisos y sucesiones; Notary Public en la oficina y a domicilio; entrega de documentos en todo el condado de Los Ángeles. Tarifas fijas publicadas.',
        },
        about: {
          title: 'Quiénes somos',
          description:
            'Conozca a la familia Rivera: una asistente de documentos legales registrada, un Notary Public y una entregadora de documentos que ayudan a las familias del condado de Los Ángeles desde hace más de 15 años.',
        },
        notary: {
          title: 'Cita con el Notary Public',
          description:
            'Reserve una cita con el Notary Public en nuestra oficina o en su domicilio en el condado de Los Ángeles, también por la tarde y los fines de semana. $15 por firma notarizada, el honorario que fija la ley; el cargo por traslado se muestra antes de reservar.',
        },
        contact: {
          title: 'Contacto y citas',
          description:
            'Llame, escriba o visite nuestra oficina en Whittier Blvd en Los Ángeles, o haga una cita en línea para una llamada gratuita sobre nuestros servicios y precios o con el Notary Public.',
        },
        privacy: {
          title: 'Política de privacidad',
          description: 'Cómo Rivera Family Legal Document Services recopila, usa, protege y conserva su información personal.',
        },
        terms: {
          title: 'Términos y condiciones',
          description:
            'Las condiciones de uso de nuestro sitio web y de nuestros servicios de asistente de documentos legales, Notary Public y entrega de documentos.',
        },
        notFound: { title: 'Página no encontrada', description: 'No se encontró la página que buscaba.' },
        auth: {
          title: 'Inicie sesión o cree una cuenta',
          description: 'Inicie sesión o cree una cuenta para comenzar el cuestionario de sus documentos legales.',
        },
        questionnaire: {
          title: 'Elija su cuestionario',
          description:
            'Elija el formulario judicial que necesita: divorcio, custodia, sucesión, reclamos menores, poder notarial y más. La tarifa se muestra antes de pagar.',
        },
        journey: { title: 'Su pedido', description: 'Su pedido de documentos legales con Rivera Family Legal Document Services.' },
        questionnaireForm: {
          title: 'Su cuestionario',
          description: 'Conteste las preguntas para sus formularios de la corte; sus respuestas se guardan mientras avanza.',
        },
        thankYou: { title: 'Gracias', description: 'Lo que sigue con su pedido de documentos legales.' },
        staffAuth: { title: 'Acceso del personal', description: 'Acceso para el personal de la oficina.' },
        account: { title: 'Mi cuenta', description: 'Su cuenta con Rivera Family Legal Document Services.' },
        field: { title: 'App de campo', description: 'Los trabajos y los intentos de entrega del entregador de documentos.' },
      },
      footer: {
        contactTitle: 'Contacto',
        hoursTitle: 'Horario de oficina',
        linksTitle: 'Sitio',
        legalTitle: 'Aviso de Asistente de Documentos Legales',
        notary: 'Notary Public comisionado en el condado de {county}.',
        processServer: 'Entregadora de documentos judiciales registrada n.º {number}, condado de {county}.',
        clerk: 'Puede comunicarse con {clerk}, {address}, {phone}, sobre nuestro registro.',
        rights: '© {name}. Todos los derechos reservados.',
      },
    },
  },
});
