/** Labels of guardianship-minor version 1 (frozen, namespace q.guardianshipMinorV1). */
import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      guardianshipMinorV1: {
        title: 'Guardianship of a Minor',
        steps: {
          guardian: 'About you (proposed guardian)',
          children: 'The children',
          parents: 'The parents',
          guardianship: 'The guardianship',
          additional: 'Additional information',
        },
        fields: {
          guardian: { label: 'Your contact information' },
          relationship: { label: 'Your relationship to the children' },
          household: {
            label: 'Who else lives in your home?',
            help: 'Names, ages and relationship to you. The court screens every adult in the home.',
          },
          criminalHistory: {
            label: 'Have you ever been arrested, convicted, or investigated by child protective services?',
            help: 'Asked on the confidential screening form GC-212; only the court sees it.',
          },
          criminalHistoryDetails: { label: 'Please explain (what, when, where)' },
          children: {
            label: 'Children',
            item: 'Child {n}',
            add: 'Add a child',
            placeOfBirth: { label: 'Place of birth (city, state, country)' },
            livesWithYou: { label: 'Does this child live with you now?' },
          },
          parent: {
            name: { help: 'Write “unknown” if you do not know the name.' },
            status: {
              label: 'Situation of this parent',
              options: {
                consents: 'Agrees with the guardianship',
                objects: 'Does not agree, or has not been asked',
                unknownWhereabouts: 'I don’t know where they are',
                deceased: 'Deceased',
                unknown: 'Unknown (parent not identified)',
              },
            },
          },
          mother: { label: 'Mother' },
          father: { label: 'Father' },
          guardianshipOf: {
            label: 'What does the guardianship need to cover?',
            help: 'Of the person: care, school, health. Of the estate: money or property the children own.',
            options: { person: 'The person', estate: 'The estate (finances)', both: 'Both the person and the estate' },
          },
          reason: {
            label: 'Why is a guardianship needed?',
            help: 'Why the parents cannot care for the children, and why you are the right person.',
          },
          temporaryNeeded: {
            label: 'Do you need a temporary guardianship right away?',
            help: 'For an urgent need before the hearing, such as medical care or school enrollment.',
          },
          temporaryReason: { label: 'What is urgent?' },
          childrenAssets: {
            label: 'Estimated value of the children’s money and property',
            help: 'Inheritances, settlements, accounts in their name.',
          },
          nativeAmerican: {
            label: 'Are any of the children members of, or eligible for membership in, a Native American tribe?',
            help: 'Required by the Indian Child Welfare Act (form ICWA-010(A)).',
            options: { no: 'No', yes: 'Yes', unknown: 'I don’t know' },
          },
          otherCases: {
            label: 'Are there other court cases about these children?',
            help: 'Custody, juvenile dependency, adoption, restraining orders.',
          },
          otherCasesDetails: { label: 'Describe them (court, case number)' },
        },
        summary: {
          person: 'Guardianship of the person: {children}',
          estate: 'Guardianship of the estate: {children}',
          both: 'Guardianship of the person and estate: {children}',
        },
        submit: {
          successTitle: 'Guardianship Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about the notices and the court investigation.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      guardianshipMinorV1: {
        title: 'Tutela de un menor',
        steps: {
          guardian: 'Sobre usted (tutor propuesto)',
          children: 'Los menores',
          parents: 'Los padres',
          guardianship: 'La tutela',
          additional: 'Información adicional',
        },
        fields: {
          guardian: { label: 'Sus datos de contacto' },
          relationship: { label: 'Su parentesco con los menores' },
          household: {
            label: '¿Quién más vive en su casa?',
            help: 'Nombres, edades y parentesco con usted. La corte revisa a todos los adultos del hogar.',
          },
          criminalHistory: {
            label: '¿Alguna vez lo han arrestado, condenado o investigado los servicios de protección infantil?',
            help: 'Se pregunta en el formulario confidencial GC-212; solo la corte lo ve.',
          },
          criminalHistoryDetails: { label: 'Explique (qué, cuándo, dónde)' },
          children: {
            label: 'Menores',
            item: 'Menor {n}',
            add: 'Agregar un menor',
            placeOfBirth: { label: 'Lugar de nacimiento (ciudad, estado, país)' },
            livesWithYou: { label: '¿Este menor vive con usted actualmente?' },
          },
          parent: {
            name: { help: 'Escriba “desconocido” si no sabe el nombre.' },
            status: {
              label: 'Situación de este padre o madre',
              options: {
                consents: 'Está de acuerdo con la tutela',
                objects: 'No está de acuerdo, o no se le ha preguntado',
                unknownWhereabouts: 'No sé dónde está',
                deceased: 'Falleció',
                unknown: 'Desconocido (no identificado)',
              },
            },
          },
          mother: { label: 'Madre' },
          father: { label: 'Padre' },
          guardianshipOf: {
            label: '¿Qué debe cubrir la tutela?',
            help: 'De la persona: cuidado, escuela, salud. Del patrimonio: dinero o bienes de los menores.',
            options: { person: 'La persona', estate: 'El patrimonio (finanzas)', both: 'La persona y el patrimonio' },
          },
          reason: {
            label: '¿Por qué se necesita la tutela?',
            help: 'Por qué los padres no pueden cuidar a los menores y por qué usted es la persona indicada.',
          },
          temporaryNeeded: {
            label: '¿Necesita una tutela temporal de inmediato?',
            help: 'Para una necesidad urgente antes de la audiencia, como atención médica o inscripción escolar.',
          },
          temporaryReason: { label: '¿Qué es lo urgente?' },
          childrenAssets: {
            label: 'Valor estimado del dinero y los bienes de los menores',
            help: 'Herencias, indemnizaciones, cuentas a su nombre.',
          },
          nativeAmerican: {
            label: '¿Alguno de los menores es miembro de una tribu nativa americana, o puede serlo?',
            help: 'Lo exige la Ley de Bienestar del Niño Indígena (formulario ICWA-010(A)).',
            options: { no: 'No', yes: 'Sí', unknown: 'No lo sé' },
          },
          otherCases: {
            label: '¿Hay otros casos en la corte sobre estos menores?',
            help: 'Custodia, dependencia juvenil, adopción, órdenes de restricción.',
          },
          otherCasesDetails: { label: 'Descríbalos (corte, número de caso)' },
        },
        summary: {
          person: 'Tutela de la persona: {children}',
          estate: 'Tutela del patrimonio: {children}',
          both: 'Tutela de la persona y del patrimonio: {children}',
        },
        submit: {
          successTitle: 'Cuestionario de tutela enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre los avisos y la investigación de la corte.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
