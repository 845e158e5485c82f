import { defineMessages } from '../../../../shared/i18n/core';

/** Namespace "toast": the notification region's own words (registered by ToastProvider). */
export default defineMessages({
  en: { toast: { region: 'Notifications', dismiss: 'Dismiss notification: {title}' } },
  es: { toast: { region: 'Notificaciones', dismiss: 'Cerrar notificación: {title}' } },
});
