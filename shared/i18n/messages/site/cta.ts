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
        text: 'Your first consultation about our services is free. Call us, book a time online, or start your questionnaire now.',
        book: 'Book a free consultation',
      },
    },
  },
  es: {
    site: {
      cta: {
        title: '¿Listo para poner en orden sus documentos?',
        text: 'La primera consulta sobre nuestros servicios es gratuita. Llámenos, haga una cita en línea o comience su cuestionario ahora.',
        book: 'Reserve una consulta gratuita',
      },
    },
  },
});
