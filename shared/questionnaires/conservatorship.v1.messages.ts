/** Labels of conservatorship version 1 (frozen, namespace q.conservatorshipV1). */
import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      conservatorshipV1: {
        title: 'Conservatorship',
        steps: {
          petitioner: 'About you',
          conservatee: 'The person who needs help',
          appointment: 'The conservatorship',
          estate: 'Finances and relatives',
          additional: 'Additional information',
        },
        fields: {
          petitioner: { label: 'Your contact information' },
          relationship: { label: 'Your relationship to the person who needs help' },
          petitionerIsConservator: {
            label: 'Are you asking to be the conservator yourself?',
            help: 'The conservator is the person the court appoints to make decisions.',
          },
          conservateeName: { label: 'Full legal name of the person who needs help (proposed conservatee)' },
          conservateeDateOfBirth: { label: 'Their date of birth' },
          conservateeAddress: { label: 'Their current address' },
          livesIn: {
            label: 'Where do they live now?',
            options: {
              ownHome: 'In their own home',
              relativeHome: 'With a relative',
              careFacility: 'In a care facility or nursing home',
              hospital: 'In a hospital',
              other: 'Somewhere else',
            },
          },
          facilityName: { label: 'Name of the facility or place' },
          canAttendHearing: {
            label: 'Can they attend the court hearing?',
            help: 'If not, a doctor’s declaration may be needed (form GC-335).',
          },
          conservatorshipOf: {
            label: 'What does the conservatorship need to cover?',
            help: 'Of the person: daily care, health, housing. Of the estate: money and property.',
            options: { person: 'The person', estate: 'The estate (finances)', both: 'Both the person and the estate' },
          },
          proposedConservator: { label: 'Who should be the conservator?' },
          developmentalDisability: {
            label: 'Does the person have a developmental disability?',
            help: 'If so, a limited conservatorship may apply, and the regional center must be notified.',
          },
          dementiaPowers: {
            label: 'Does the person have dementia and need dementia medication or a secured care facility?',
            help: 'The court must grant these special powers separately (Prob. Code §2356.5).',
          },
          personalNeeds: {
            label: 'Why can’t they take care of their personal needs?',
            help: 'Food, clothing, shelter, health care. Give recent, concrete examples.',
          },
          financialNeeds: {
            label: 'Why can’t they manage their finances?',
            help: 'For example unpaid bills, scams, or being unable to resist undue influence.',
          },
          alternatives: {
            label: 'Which less restrictive alternatives have been considered?',
            help: 'The court must find that alternatives are not enough.',
            options: {
              powerOfAttorney: 'Power of attorney for finances',
              healthCareDirective: 'Advance health care directive',
              trust: 'Trust',
              representativePayee: 'Social Security representative payee',
              supportedDecisionMaking: 'Supported decision-making',
              voluntaryHelp: 'Voluntary help from family or friends',
            },
          },
          whyNotAlternatives: { label: 'Why are those alternatives not enough?' },
          personalPropertyValue: {
            label: 'Estimated value of their personal property',
            help: 'Bank accounts, investments, vehicles and valuables.',
          },
          annualIncome: { label: 'Their yearly income', help: 'Pensions, Social Security, wages, rent received.' },
          realPropertyValue: { label: 'Estimated value of real estate they own' },
          relatives: {
            label: 'Close relatives',
            help: 'Spouse or partner, children, parents, brothers and sisters. They must receive notice of the hearing.',
            item: 'Relative {n}',
            add: 'Add a relative',
            relationship: { label: 'Relationship' },
          },
        },
        summary: {
          person: 'Conservatorship of the person of {conservatee}',
          estate: 'Conservatorship of the estate of {conservatee}',
          both: 'Conservatorship of the person and estate of {conservatee}',
        },
        submit: {
          successTitle: 'Conservatorship Questionnaire Submitted',
          successText: 'Thank you. We will review your answers and contact you about the next steps.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      conservatorshipV1: {
        title: 'Curaduría (conservatorship)',
        steps: {
          petitioner: 'Sobre usted',
          conservatee: 'La persona que necesita ayuda',
          appointment: 'La tutela',
          estate: 'Finanzas y familiares',
          additional: 'Información adicional',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          relationship: { label: 'Su parentesco con la persona que necesita ayuda' },
          petitionerIsConservator: {
            label: '¿Pide usted ser el tutor (conservator)?',
            help: 'El tutor es la persona que la corte nombra para tomar decisiones.',
          },
          conservateeName: { label: 'Nombre legal completo de la persona que necesita ayuda (tutelado propuesto)' },
          conservateeDateOfBirth: { label: 'Su fecha de nacimiento' },
          conservateeAddress: { label: 'Su dirección actual' },
          livesIn: {
            label: '¿Dónde vive ahora?',
            options: {
              ownHome: 'En su propia casa',
              relativeHome: 'Con un familiar',
              careFacility: 'En un centro de cuidado o asilo',
              hospital: 'En un hospital',
              other: 'En otro lugar',
            },
          },
          facilityName: { label: 'Nombre del centro o lugar' },
          canAttendHearing: {
            label: '¿Puede asistir a la audiencia en la corte?',
            help: 'Si no puede, tal vez se necesite una declaración médica (formulario GC-335).',
          },
          conservatorshipOf: {
            label: '¿Qué debe cubrir la tutela?',
            help: 'De la persona: cuidado diario, salud, vivienda. Del patrimonio: dinero y bienes.',
            options: { person: 'La persona', estate: 'El patrimonio (finanzas)', both: 'La persona y el patrimonio' },
          },
          proposedConservator: { label: '¿Quién debe ser el tutor?' },
          developmentalDisability: {
            label: '¿La persona tiene una discapacidad del desarrollo?',
            help: 'En ese caso puede aplicar una tutela limitada y se debe notificar al centro regional.',
          },
          dementiaPowers: {
            label: '¿La persona tiene demencia y necesita medicamentos para la demencia o un centro de cuidado cerrado?',
            help: 'La corte debe otorgar estos poderes especiales por separado (Código de Sucesiones §2356.5).',
          },
          personalNeeds: {
            label: '¿Por qué no puede atender sus necesidades personales?',
            help: 'Alimentación, ropa, vivienda, atención médica. Dé ejemplos concretos y recientes.',
          },
          financialNeeds: {
            label: '¿Por qué no puede manejar sus finanzas?',
            help: 'Por ejemplo, cuentas sin pagar, estafas o no poder resistir la influencia indebida.',
          },
          alternatives: {
            label: '¿Qué alternativas menos restrictivas se han considerado?',
            help: 'La corte debe concluir que las alternativas no son suficientes.',
            options: {
              powerOfAttorney: 'Poder notarial para finanzas',
              healthCareDirective: 'Directiva anticipada de atención médica',
              trust: 'Fideicomiso',
              representativePayee: 'Representante de pago del Seguro Social',
              supportedDecisionMaking: 'Toma de decisiones con apoyo',
              voluntaryHelp: 'Ayuda voluntaria de familiares o amigos',
            },
          },
          whyNotAlternatives: { label: '¿Por qué esas alternativas no son suficientes?' },
          personalPropertyValue: {
            label: 'Valor estimado de sus bienes personales',
            help: 'Cuentas bancarias, inversiones, vehículos y objetos de valor.',
          },
          annualIncome: { label: 'Sus ingresos anuales', help: 'Pensiones, Seguro Social, salario, rentas que recibe.' },
          realPropertyValue: { label: 'Valor estimado de los inmuebles que posee' },
          relatives: {
            label: 'Familiares cercanos',
            help: 'Cónyuge o pareja, hijos, padres, hermanos. Deben recibir aviso de la audiencia.',
            item: 'Familiar {n}',
            add: 'Agregar un familiar',
            relationship: { label: 'Parentesco' },
          },
        },
        summary: {
          person: 'Tutela de la persona de {conservatee}',
          estate: 'Tutela del patrimonio de {conservatee}',
          both: 'Tutela de la persona y del patrimonio de {conservatee}',
        },
        submit: {
          successTitle: 'Cuestionario de tutela enviado',
          successText: 'Gracias. Revisaremos sus respuestas y nos comunicaremos con usted sobre los siguientes pasos.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
