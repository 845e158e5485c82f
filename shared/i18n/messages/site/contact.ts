import { defineMessages } from '../../core';

/**
 * Namespace "site": the contact page (/contact) and its booking calendar, registered by ContactPage.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      contact: {
        title: 'Contact us',
        lead: 'Call, email, visit or book online. Your first call about our services and prices is free.',
        office: 'Our office',
        phone: 'Phone',
        email: 'Email',
        address: 'Address',
        directions: 'Get directions on Google Maps',
        hoursTitle: 'Office hours',
        hoursNote: 'Evening and weekend notary appointments are available by appointment.',
        languages: 'Hablamos español.',
        booking: {
          title: 'Book an appointment online',
          intro: 'Choose a time for a free call about our services and prices or a notary appointment.',
          consent: 'The calendar is provided by our scheduling service and loads only when you ask for it.',
          show: 'Show the booking calendar',
          frameTitle: 'Online booking calendar',
          link: 'Open the booking page',
          callInstead: 'You can also call {phone} to make an appointment.',
          notary: 'Need something notarized? Book the Notary Public directly, with the fee and what to bring:',
          notaryLink: 'Book a notary appointment',
        },
      },
    },
  },
  es: {
    site: {
      contact: {
        title: 'Contáctenos',
        lead: 'Llame, escriba, visítenos o haga una cita en línea. La primera llamada sobre nuestros servicios y precios es gratuita.',
        office: 'Nuestra oficina',
        phone: 'Teléfono',
        email: 'Correo electrónico',
        address: 'Dirección',
        directions: 'Cómo llegar en Google Maps',
        hoursTitle: 'Horario de oficina',
        hoursNote: 'Hay citas con el Notary Public por la tarde y los fines de semana con cita previa.',
        languages: 'We speak English.',
        booking: {
          title: 'Haga una cita en línea',
          intro: 'Elija un horario para una llamada gratuita sobre nuestros servicios y precios o una cita con el Notary Public.',
          consent: 'El calendario lo proporciona nuestro servicio de citas y solo se carga cuando usted lo pide.',
          show: 'Mostrar el calendario de citas',
          frameTitle: 'Calendario de citas en línea',
          link: 'Abrir la página de citas',
          callInstead: 'También puede llamar al {phone} para hacer una cita.',
          notary: '¿Necesita notarizar algo? Reserve directamente con el Notary Public, con el honorario y lo que debe traer:',
          notaryLink: 'Hacer una cita con el Notary Public',
        },
      },
    },
  },
});
