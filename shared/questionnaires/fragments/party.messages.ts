import { defineMessages } from '../../i18n/core';

/** Namespace "q.party": the party block (fragments/party.ts). */
export default defineMessages({
  en: {
    q: {
      party: {
        name: { label: 'Full legal name' },
        street: { label: 'Street address', help: 'Number, street and apartment or suite, where the person lives or the business is.' },
        streetIfKnown: { label: 'Street address (if you know it)' },
        city: { label: 'City' },
        state: { label: 'State' },
        zip: { label: 'ZIP code' },
        differentMailing: { label: 'Is the mailing address different from the street address?' },
        mailing: { label: 'Mailing address' },
        mailingStreet: { label: 'Street address or P.O. box', help: 'Where mail reaches them.' },
        phone: { label: 'Phone number' },
        phoneIfKnown: { label: 'Phone number (if you know it)' },
        email: { label: 'Email' },
        emailIfKnown: { label: 'Email (if you know it)' },
        dateOfBirth: { label: 'Date of birth' },
        ssn4: {
          label: 'Last 4 digits of the Social Security number',
          help: 'Only the last 4 digits. We never ask for the full number online.',
        },
      },
    },
  },
  es: {
    q: {
      party: {
        name: { label: 'Nombre legal completo' },
        street: { label: 'Dirección', help: 'Número, calle y apartamento o local, donde vive la persona o está el negocio.' },
        streetIfKnown: { label: 'Dirección (si la sabe)' },
        city: { label: 'Ciudad' },
        state: { label: 'Estado' },
        zip: { label: 'Código postal' },
        differentMailing: { label: '¿La dirección postal es distinta de la dirección?' },
        mailing: { label: 'Dirección postal' },
        mailingStreet: { label: 'Dirección o apartado postal', help: 'Donde le llega el correo.' },
        phone: { label: 'Teléfono' },
        phoneIfKnown: { label: 'Teléfono (si lo sabe)' },
        email: { label: 'Correo electrónico' },
        emailIfKnown: { label: 'Correo electrónico (si lo sabe)' },
        dateOfBirth: { label: 'Fecha de nacimiento' },
        ssn4: {
          label: 'Últimos 4 dígitos del número de Seguro Social',
          help: 'Solo los últimos 4 dígitos. Nunca pedimos el número completo en línea.',
        },
      },
    },
  },
});
