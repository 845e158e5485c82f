import { defineMessages } from '../../core';

/**
 * Namespace "site": the closing call to action on the home, about and services pages (CtaBand, which registers it).
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      cta: {
        title: 'Ready to get your paperwork done?',
        text: 'Your first call about our services and prices is free. Call us, book a time online, or start your questionnaire now.',
        book: 'Book a free call about our services and prices',
        what: 'We explain our services, prices and process; we can’t advise you about your case or choose forms for you.',
      },
    },
  },
  es: {
    site: {
      cta: {
        title: '¿Listo para poner en orden sus documentos?',
        text: 'La primera llamada sobre nuestros servicios y precios es gratuita. Llámenos, haga una cita en línea o comience su cuestionario ahora.',
        book: 'Llamada gratuita sobre servicios y precios',
        what: 'Le explicamos nuestros servicios, precios y el proceso; no podemos aconsejarle sobre su caso ni elegir formularios por usted.',
      },
    },
  },
});
