import { defineMessages } from '../../i18n/core';

/** Namespace "q.courtCases": other court cases and protective orders (fragments/court-cases.ts). */
export default defineMessages({
  en: {
    q: {
      courtCases: {
        otherCases: {
          label: 'Have you taken part in another court case about any of these children, in California or elsewhere?',
          help: 'As a party, a witness or in any other way: custody, divorce, guardianship, juvenile, adoption or other cases.',
        },
        cases: { label: 'Other court cases', item: 'Case {n}', add: 'Add a case' },
        kind: {
          label: 'Kind of case',
          options: {
            family: 'Family (divorce, custody, support, parentage)',
            guardianship: 'Probate guardianship',
            juvenile: 'Juvenile (dependency or delinquency)',
            adoption: 'Adoption',
            criminal: 'Criminal',
            civil: 'Civil',
            other: 'Other',
          },
        },
        caseNumber: { label: 'Case number (if you know it)' },
        court: { label: 'Court', help: 'The court’s name, and the state or tribe and city where it is.' },
        orderDate: { label: 'Date of the latest order or judgment (if any)' },
        childNames: { label: 'Which children the case is about' },
        role: { label: 'Your part in the case', help: 'For example: petitioner, respondent, witness.' },
        status: { label: 'Status of the case', help: 'For example: open, closed, order in effect.' },
        ordersInEffect: { label: 'Is any restraining or protective order now in effect?' },
        orders: {
          label: 'Orders in effect',
          item: 'Order {n}',
          add: 'Add an order',
          kind: { label: 'Kind of court', options: { criminal: 'Criminal', family: 'Family', juvenile: 'Juvenile', other: 'Other' } },
          county: { label: 'County' },
          stateOrTribe: { label: 'State or tribe' },
          expires: { label: 'Date the order expires' },
        },
      },
    },
  },
  es: {
    q: {
      courtCases: {
        otherCases: {
          label: '¿Ha participado en otro caso judicial sobre alguno de estos niños, en California o en otro lugar?',
          help: 'Como parte, testigo o de cualquier otra forma: casos de custodia, divorcio, tutela, menores, adopción u otros.',
        },
        cases: { label: 'Otros casos judiciales', item: 'Caso {n}', add: 'Agregar un caso' },
        kind: {
          label: 'Tipo de caso',
          options: {
            family: 'Familiar (divorcio, custodia, manutención, paternidad)',
            guardianship: 'Tutela (probate)',
            juvenile: 'De menores (dependencia o delincuencia)',
            adoption: 'Adopción',
            criminal: 'Penal',
            civil: 'Civil',
            other: 'Otro',
          },
        },
        caseNumber: { label: 'Número de caso (si lo sabe)' },
        court: { label: 'Corte', help: 'El nombre de la corte, y el estado o la tribu y la ciudad donde está.' },
        orderDate: { label: 'Fecha de la última orden o sentencia (si hay)' },
        childNames: { label: 'A qué niños se refiere el caso' },
        role: { label: 'Su papel en el caso', help: 'Por ejemplo: demandante, demandado, testigo.' },
        status: { label: 'Estado del caso', help: 'Por ejemplo: abierto, cerrado, orden vigente.' },
        ordersInEffect: { label: '¿Hay alguna orden de restricción o de protección vigente?' },
        orders: {
          label: 'Órdenes vigentes',
          item: 'Orden {n}',
          add: 'Agregar una orden',
          kind: { label: 'Tipo de corte', options: { criminal: 'Penal', family: 'Familiar', juvenile: 'De menores', other: 'Otra' } },
          county: { label: 'Condado' },
          stateOrTribe: { label: 'Estado o tribu' },
          expires: { label: 'Fecha en que vence la orden' },
        },
      },
    },
  },
});
