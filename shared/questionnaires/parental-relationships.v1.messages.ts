import { defineMessages } from '../i18n/core';

/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      parentalRelationshipsV1: {
        title: 'Custody and Support of Minor Children',
        steps: {
          parents: 'The parents',
          children: 'The children',
          custody: 'Custody and visitation',
          support: 'Support',
          additional: 'Additional information',
        },
        fields: {
          you: { label: 'Your contact information' },
          otherParent: { label: 'The other parent' },
          relationship: {
            label: 'What is your relationship with the other parent?',
            help: 'This petition is for parents who are not filing for divorce.',
            options: {
              married: 'We are married',
              partners: 'We are registered domestic partners',
              parentageEstablished: 'Not married, and parentage is already established',
            },
          },
          children: { label: 'Children', item: 'Child {n}', add: 'Add a child' },
          legalCustody: { label: 'Legal custody requested', help: 'Who makes decisions about health, education and welfare.' },
          physicalCustody: { label: 'Physical custody requested', help: 'Who the children live with.' },
          visitation: {
            label: 'Visitation for the other parent',
            options: {
              reasonable: 'Reasonable visitation',
              schedule: 'A specific schedule',
              supervised: 'Supervised visitation',
              none: 'No visitation',
            },
          },
          visitationDetails: {
            label: 'Describe the schedule or supervision',
            help: 'Days, times, exchanges, holidays, and who supervises.',
          },
          safetyConcerns: { label: 'Safety concerns', help: 'Abuse, drugs or alcohol, risk of abduction. Leave blank if none.' },
          childSupport: { label: 'Are you asking for child support?' },
          spousalSupport: {
            label: 'Are you asking for spousal or partner support?',
            help: 'Only between married people or registered partners.',
          },
          yourMonthlyIncome: { label: 'Your gross monthly income', help: 'Before taxes. Used to estimate guideline support.' },
          otherMonthlyIncome: { label: 'The other parent’s gross monthly income, if known' },
          yourTimeshare: {
            label: 'Percentage of time the children would spend with you',
            help: 'For example 70 for about five days out of seven.',
          },
        },
        summary: { caseDetails: 'Custody and support with {other} · children: {children}' },
        submit: {
          successTitle: 'Custody and Support Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      parentalRelationshipsV1: {
        title: 'Custodia y manutención de hijos menores',
        steps: {
          parents: 'Los padres',
          children: 'Los hijos',
          custody: 'Custodia y visitas',
          support: 'Manutención',
          additional: 'Información adicional',
        },
        fields: {
          you: { label: 'Sus datos de contacto' },
          otherParent: { label: 'El otro padre o madre' },
          relationship: {
            label: '¿Cuál es su relación con el otro padre o madre?',
            help: 'Esta petición es para padres que no están tramitando un divorcio.',
            options: {
              married: 'Estamos casados',
              partners: 'Somos pareja de hecho registrada',
              parentageEstablished: 'No estamos casados y la paternidad ya está establecida',
            },
          },
          children: { label: 'Hijos', item: 'Hijo o hija {n}', add: 'Agregar un hijo o hija' },
          legalCustody: { label: 'Custodia legal solicitada', help: 'Quién toma las decisiones sobre salud, educación y bienestar.' },
          physicalCustody: { label: 'Custodia física solicitada', help: 'Con quién viven los hijos.' },
          visitation: {
            label: 'Visitas para el otro padre o madre',
            options: {
              reasonable: 'Visitas razonables',
              schedule: 'Un horario específico',
              supervised: 'Visitas supervisadas',
              none: 'Sin visitas',
            },
          },
          visitationDetails: {
            label: 'Describa el horario o la supervisión',
            help: 'Días, horas, entregas, días festivos y quién supervisa.',
          },
          safetyConcerns: {
            label: 'Preocupaciones de seguridad',
            help: 'Abuso, drogas o alcohol, riesgo de sustracción. Déjelo en blanco si no hay.',
          },
          childSupport: { label: '¿Solicita manutención de los hijos?' },
          spousalSupport: {
            label: '¿Solicita manutención del cónyuge o pareja?',
            help: 'Solo entre personas casadas o parejas de hecho registradas.',
          },
          yourMonthlyIncome: {
            label: 'Su ingreso mensual bruto',
            help: 'Antes de impuestos. Sirve para calcular la manutención según la fórmula estatal.',
          },
          otherMonthlyIncome: { label: 'Ingreso mensual bruto del otro padre o madre, si lo sabe' },
          yourTimeshare: {
            label: 'Porcentaje del tiempo que los hijos pasarían con usted',
            help: 'Por ejemplo 70 para unos cinco días de cada siete.',
          },
        },
        summary: { caseDetails: 'Custodia y manutención con {other} · hijos: {children}' },
        submit: {
          successTitle: 'Cuestionario de custodia y manutención enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
