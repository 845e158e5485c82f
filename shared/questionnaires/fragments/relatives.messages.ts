import { defineMessages } from '../../i18n/core';

/** Namespace "q.relatives": relatives to be given notice (fragments/relatives.ts). */
export default defineMessages({
  en: {
    q: {
      relatives: {
        relatives: {
          label: 'Relatives',
          help: 'The court requires notice to certain relatives. List each one, even if you do not get along.',
          item: 'Relative {n}',
          add: 'Add a relative',
        },
        name: { label: 'Full name' },
        relationship: { label: 'How they are related', help: 'For example: grandmother (mother’s side), brother, son.' },
        deceased: { label: 'Has this person died?' },
        dateOfDeath: { label: 'Date of death' },
        age: { label: 'Age (if under 18)', help: 'Leave blank for adults.' },
        address: { label: 'Address' },
      },
    },
  },
  es: {
    q: {
      relatives: {
        relatives: {
          label: 'Parientes',
          help: 'La corte exige avisar a ciertos parientes. Anote a cada uno, aunque no se lleven bien.',
          item: 'Pariente {n}',
          add: 'Agregar un pariente',
        },
        name: { label: 'Nombre completo' },
        relationship: { label: 'Parentesco', help: 'Por ejemplo: abuela (por parte de la madre), hermano, hijo.' },
        deceased: { label: '¿Esta persona ha fallecido?' },
        dateOfDeath: { label: 'Fecha de fallecimiento' },
        age: { label: 'Edad (si es menor de 18)', help: 'Déjelo en blanco si es adulto.' },
        address: { label: 'Dirección' },
      },
    },
  },
});
