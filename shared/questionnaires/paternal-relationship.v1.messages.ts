import { defineMessages } from '../i18n/core';

/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      paternalRelationshipV1: {
        title: 'Parentage (Paternity)',
        steps: {
          you: 'About you',
          otherParent: 'The other parent',
          children: 'The children',
          requests: 'Your requests',
          additional: 'Additional information',
        },
        fields: {
          you: { label: 'Your contact information' },
          yourRole: { label: 'You are the child’s…', options: { mother: 'Mother', father: 'Father', otherParent: 'Other parent' } },
          otherParent: { label: 'The other parent' },
          otherParentAgrees: {
            label: 'Does the other parent agree that they are a parent?',
            help: 'If not, the court may order genetic testing.',
          },
          children: {
            label: 'Children',
            item: 'Child {n}',
            add: 'Add a child',
            placeOfBirth: { label: 'Place of birth (city, state, country)' },
            livesWith: { label: 'Who does the child live with now?' },
          },
          declarationSigned: {
            label: 'Was a Voluntary Declaration of Parentage signed?',
            help: 'Often signed at the hospital when the child was born.',
          },
          geneticTesting: { label: 'Do you want to ask for genetic (DNA) testing?' },
          legalCustody: { label: 'Legal custody requested' },
          physicalCustody: { label: 'Physical custody requested' },
          visitation: { label: 'Proposed visitation (parenting time)', help: 'For example: every other weekend and one evening a week.' },
          childSupport: { label: 'Are you asking for child support?' },
          birthExpenses: {
            label: 'Are you asking for repayment of pregnancy and birth expenses?',
            help: 'Medical bills for the pregnancy and birth.',
          },
          changeChildName: { label: 'Do you want to change a child’s last name?' },
          newChildName: { label: 'New name for the child' },
        },
        summary: { caseDetails: 'Parentage: {you} and {other} · children: {children}' },
        submit: {
          successTitle: 'Parentage Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      paternalRelationshipV1: {
        title: 'Paternidad (relación parental)',
        steps: {
          you: 'Sobre usted',
          otherParent: 'El otro padre o madre',
          children: 'Los hijos',
          requests: 'Sus solicitudes',
          additional: 'Información adicional',
        },
        fields: {
          you: { label: 'Sus datos de contacto' },
          yourRole: { label: 'Usted es…', options: { mother: 'La madre', father: 'El padre', otherParent: 'Otro padre o madre' } },
          otherParent: { label: 'El otro padre o madre' },
          otherParentAgrees: {
            label: '¿El otro padre o madre acepta que es padre o madre del menor?',
            help: 'Si no lo acepta, la corte puede ordenar una prueba genética.',
          },
          children: {
            label: 'Hijos',
            item: 'Hijo o hija {n}',
            add: 'Agregar un hijo o hija',
            placeOfBirth: { label: 'Lugar de nacimiento (ciudad, estado, país)' },
            livesWith: { label: '¿Con quién vive el menor actualmente?' },
          },
          declarationSigned: {
            label: '¿Se firmó una Declaración Voluntaria de Paternidad?',
            help: 'Muchas veces se firma en el hospital cuando nace el bebé.',
          },
          geneticTesting: { label: '¿Desea pedir una prueba genética (de ADN)?' },
          legalCustody: { label: 'Custodia legal solicitada' },
          physicalCustody: { label: 'Custodia física solicitada' },
          visitation: {
            label: 'Visitas propuestas (tiempo de crianza)',
            help: 'Por ejemplo: fines de semana alternos y una tarde por semana.',
          },
          childSupport: { label: '¿Solicita manutención de los hijos?' },
          birthExpenses: {
            label: '¿Pide que le reembolsen los gastos del embarazo y del parto?',
            help: 'Facturas médicas del embarazo y del parto.',
          },
          changeChildName: { label: '¿Desea cambiar el apellido de algún hijo?' },
          newChildName: { label: 'Nuevo nombre del menor' },
        },
        summary: { caseDetails: 'Paternidad: {you} y {other} · hijos: {children}' },
        submit: {
          successTitle: 'Cuestionario de paternidad enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
