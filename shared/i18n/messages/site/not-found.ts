import { defineMessages } from '../../core';

/**
 * Namespace "site": the not-found page (any unknown path), registered by NotFoundPage.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      notFound: {
        title: 'Page not found',
        text: 'We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.',
        try: 'Try one of these pages instead:',
        help: 'Need help? Call us at {phone}.',
      },
    },
  },
  es: {
    site: {
      notFound: {
        title: 'Página no encontrada',
        text: 'No encontramos la página que buscaba. Puede que se haya movido o que la dirección esté mal escrita.',
        try: 'Pruebe una de estas páginas:',
        help: '¿Necesita ayuda? Llámenos al {phone}.',
      },
    },
  },
});
