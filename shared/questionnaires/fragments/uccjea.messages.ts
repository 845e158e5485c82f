import { defineMessages } from '../../i18n/core';

/** Namespace "q.uccjea": the UCCJEA declaration (FL-105/GC-120) questions (fragments/uccjea.ts). */
export default defineMessages({
  en: {
    q: {
      uccjea: {
        uccjea: {
          label: 'The children: where they have lived (UCCJEA)',
          help: 'The court needs to know where the children have lived for the past five years and about other cases concerning them (form FL-105).',
        },
        childCount: { label: 'How many children are part of this case?' },
        livedTogether: {
          label: 'Have all the children lived together for the past five years?',
          help: 'Count from birth for a child younger than five.',
        },
        children: {
          label: 'The children',
          help: 'Start with the oldest child.',
          item: 'Child {n}',
          add: 'Add a child',
          name: { label: 'Child’s full name' },
          birthDate: { label: 'Date of birth' },
          placeOfBirth: { label: 'Place of birth', help: 'City and state (or country).' },
          sex: { label: 'Sex', options: { female: 'Female', male: 'Male', nonbinary: 'Nonbinary' } },
          residences: { label: 'Where this child has lived in the past five years' },
        },
        residences: {
          label: 'Where the children have lived in the past five years',
          help: 'Start with the present home. Cover five years, or the time since birth for a younger child.',
          item: 'Home {n}',
          add: 'Add a home',
        },
        residence: {
          from: { label: 'Lived there from' },
          to: { label: 'Until', help: 'Leave blank for the present home.' },
          city: { label: 'City' },
          state: { label: 'State (or country)', help: 'For example: California, or Jalisco, Mexico.' },
          confidential: {
            label: 'Keep this address confidential',
            help: 'The form will show only the state (Family Code §3429).',
          },
          livedWith: { label: 'Who the child lived with there' },
          livedWithAddress: { label: 'That person’s present address', help: 'Where they live now, even if it has changed.' },
          livedWithConfidential: { label: 'Keep that person’s address confidential' },
          livedWithState: { label: 'The state where that person lives now' },
          relationship: { label: 'That person’s relationship to the child', help: 'For example: mother, grandfather.' },
        },
        otherClaimants: {
          label: 'Does anyone who is not part of this case have the children or claim custody or visitation rights?',
          help: 'For example, a grandparent the children live with.',
        },
        claimants: {
          label: 'Other people with the children or claiming rights',
          item: 'Person {n}',
          add: 'Add a person',
          name: { label: 'Full name' },
          address: { label: 'Address' },
          hasPhysicalCustody: { label: 'Has the children now' },
          claimsCustody: { label: 'Claims custody rights' },
          claimsVisitation: { label: 'Claims visitation rights' },
          childNames: { label: 'Which children' },
        },
        errors: { oldestFirst: 'List the children from the oldest to the youngest, as the court form does.' },
      },
    },
  },
  es: {
    q: {
      uccjea: {
        uccjea: {
          label: 'Los niños: dónde han vivido (UCCJEA)',
          help: 'La corte necesita saber dónde han vivido los niños en los últimos cinco años y si hay otros casos sobre ellos (formulario FL-105).',
        },
        childCount: { label: '¿Cuántos niños forman parte de este caso?' },
        livedTogether: {
          label: '¿Todos los niños han vivido juntos en los últimos cinco años?',
          help: 'Cuente desde el nacimiento para un niño menor de cinco años.',
        },
        children: {
          label: 'Los niños',
          help: 'Empiece por el niño mayor.',
          item: 'Niño {n}',
          add: 'Agregar un niño',
          name: { label: 'Nombre completo del niño' },
          birthDate: { label: 'Fecha de nacimiento' },
          placeOfBirth: { label: 'Lugar de nacimiento', help: 'Ciudad y estado (o país).' },
          sex: { label: 'Sexo', options: { female: 'Femenino', male: 'Masculino', nonbinary: 'No binario' } },
          residences: { label: 'Dónde ha vivido este niño en los últimos cinco años' },
        },
        residences: {
          label: 'Dónde han vivido los niños en los últimos cinco años',
          help: 'Empiece por el hogar actual. Cubra cinco años, o desde el nacimiento para un niño menor.',
          item: 'Hogar {n}',
          add: 'Agregar un hogar',
        },
        residence: {
          from: { label: 'Vivió ahí desde' },
          to: { label: 'Hasta', help: 'Déjelo en blanco para el hogar actual.' },
          city: { label: 'Ciudad' },
          state: { label: 'Estado (o país)', help: 'Por ejemplo: California, o Jalisco, México.' },
          confidential: {
            label: 'Mantener esta dirección confidencial',
            help: 'El formulario mostrará solo el estado (Código de Familia §3429).',
          },
          livedWith: { label: 'Con quién vivió el niño ahí' },
          livedWithAddress: { label: 'Dirección actual de esa persona', help: 'Donde vive ahora, aunque haya cambiado.' },
          livedWithConfidential: { label: 'Mantener confidencial la dirección de esa persona' },
          livedWithState: { label: 'El estado donde vive ahora esa persona' },
          relationship: { label: 'Parentesco de esa persona con el niño', help: 'Por ejemplo: madre, abuelo.' },
        },
        otherClaimants: {
          label: '¿Alguien que no es parte de este caso tiene a los niños o reclama derechos de custodia o de visitas?',
          help: 'Por ejemplo, un abuelo con quien viven los niños.',
        },
        claimants: {
          label: 'Otras personas que tienen a los niños o reclaman derechos',
          item: 'Persona {n}',
          add: 'Agregar una persona',
          name: { label: 'Nombre completo' },
          address: { label: 'Dirección' },
          hasPhysicalCustody: { label: 'Tiene a los niños ahora' },
          claimsCustody: { label: 'Reclama derechos de custodia' },
          claimsVisitation: { label: 'Reclama derechos de visitas' },
          childNames: { label: 'Qué niños' },
        },
        errors: { oldestFirst: 'Anote a los niños del mayor al menor, como lo hace el formulario de la corte.' },
      },
    },
  },
});
