import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      nameChangeV1: {
        title: 'Name Change',
        steps: { petitioner: 'About you', names: 'The name changes', background: 'Background questions', court: 'Court and publication' },
        fields: {
          petitioner: { label: 'Your contact information' },
          people: {
            label: 'Whose names are changing?',
            help: 'Add yourself and/or each of your minor children whose name is changing.',
            item: 'Person {n}',
            add: 'Add another person',
            presentName: { label: 'Present full name' },
            proposedName: { label: 'Proposed new full name' },
            isMinor: { label: 'Is this person under 18?' },
            relationship: { label: 'Your relationship to the child' },
            otherParentName: { label: 'Name of the child’s other parent', help: 'Leave blank if unknown.' },
            otherParentPosition: {
              label: 'The other parent…',
              options: {
                signs: 'will sign the petition with me',
                agrees: 'agrees but will not sign',
                objects: 'does not agree, or has not been asked',
                unknown: 'cannot be located',
              },
            },
            reason: {
              label: 'Main reason for the change',
              options: {
                preference: 'Personal preference',
                family: 'Family reasons (marriage, divorce, stepfamily, parent’s name)',
                cultural: 'Cultural or religious reasons',
                professional: 'Professional reasons',
                other: 'Other',
              },
            },
            reasonDetails: { label: 'Explain the reason', help: 'The judge reads this. One or two paragraphs is enough.' },
          },
          sexOffenderRegistration: {
            label: 'Is anyone whose name is changing required to register as a sex offender?',
            help: 'The court must be told (Code of Civil Procedure §1279.5).',
          },
          underSupervision: {
            label: 'Is anyone whose name is changing in state prison, on parole or on probation?',
            help: 'Additional notice may be required.',
          },
          pendingCases: {
            label: 'Is anyone whose name is changing involved in a pending court case?',
            help: 'For example a lawsuit, bankruptcy or criminal case.',
          },
          backgroundDetails: { label: 'Please explain' },
          county: { label: 'County where you will file', help: 'The county where you live.' },
          newspaper: { label: 'Newspaper for publication', help: 'Leave blank and we will suggest an approved local newspaper.' },
        },
        summary: { change: '{from} → {to}' },
        submit: {
          successTitle: 'Name Change Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and the publication notice.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      nameChangeV1: {
        title: 'Cambio de nombre',
        steps: {
          petitioner: 'Sobre usted',
          names: 'Los cambios de nombre',
          background: 'Preguntas de antecedentes',
          court: 'Corte y publicación',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          people: {
            label: '¿Qué nombres cambiarán?',
            help: 'Agréguese usted y/o a cada uno de sus hijos menores cuyo nombre cambiará.',
            item: 'Persona {n}',
            add: 'Agregar otra persona',
            presentName: { label: 'Nombre completo actual' },
            proposedName: { label: 'Nuevo nombre completo propuesto' },
            isMinor: { label: '¿Esta persona es menor de 18 años?' },
            relationship: { label: 'Su parentesco con el menor' },
            otherParentName: { label: 'Nombre del otro padre o madre del menor', help: 'Déjelo en blanco si no lo sabe.' },
            otherParentPosition: {
              label: 'El otro padre o madre…',
              options: {
                signs: 'firmará la petición conmigo',
                agrees: 'está de acuerdo pero no firmará',
                objects: 'no está de acuerdo, o no se le ha preguntado',
                unknown: 'no se puede localizar',
              },
            },
            reason: {
              label: 'Motivo principal del cambio',
              options: {
                preference: 'Preferencia personal',
                family: 'Motivos familiares (matrimonio, divorcio, familia reconstituida, apellido de un padre)',
                cultural: 'Motivos culturales o religiosos',
                professional: 'Motivos profesionales',
                other: 'Otro',
              },
            },
            reasonDetails: { label: 'Explique el motivo', help: 'El juez lee esta explicación. Uno o dos párrafos son suficientes.' },
          },
          sexOffenderRegistration: {
            label: '¿Alguna de las personas cuyo nombre cambiará debe registrarse como delincuente sexual?',
            help: 'Se debe informar a la corte (Código de Procedimiento Civil §1279.5).',
          },
          underSupervision: {
            label:
              '¿Alguna de las personas cuyo nombre cambiará está en una prisión estatal, en libertad condicional o en período de prueba?',
            help: 'Puede requerirse un aviso adicional.',
          },
          pendingCases: {
            label: '¿Alguna de las personas cuyo nombre cambiará tiene un caso pendiente en la corte?',
            help: 'Por ejemplo, una demanda, una bancarrota o un caso penal.',
          },
          backgroundDetails: { label: 'Explique, por favor' },
          county: { label: 'Condado donde presentará la petición', help: 'El condado donde vive.' },
          newspaper: { label: 'Periódico para la publicación', help: 'Déjelo en blanco y le sugeriremos un periódico local autorizado.' },
        },
        summary: { change: '{from} → {to}' },
        submit: {
          successTitle: 'Cuestionario de cambio de nombre enviado',
          successText: 'Gracias. Prepararemos su petición y el aviso para publicación.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
