import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      nameChange: {
        title: 'Name Change',
        steps: { petitioner: 'About you', names: 'The name changes', background: 'Background questions', court: 'Court and publication' },
        fields: {
          petitioner: { label: 'Your contact information' },
          residence: {
            label: 'Where do you live?',
            help: 'The petition is filed in the county where the person lives, or, for someone living outside California, where the marriage license or birth certificate was issued.',
            options: {
              county: 'In the county where I will file',
              outOfState: 'Outside California',
            },
          },
          outOfStateRecord: {
            label: 'Which record do you want changed in this county?',
            options: {
              marriageLicense: 'A marriage license (I was married in this county)',
              birthCertificate: 'A birth certificate issued in this county (mine or my child’s)',
            },
          },
          genderRecognition: {
            label: 'Do you also ask the court to recognize a change of gender and order a new birth certificate?',
            help: 'That request uses another petition (form NC-300) instead of NC-100, as NC-100 itself says. Both are available; the questionnaire prepares the one you choose.',
          },
          people: {
            label: 'Whose names are changing?',
            help: 'Add yourself and/or each of your minor children whose name is changing.',
            item: 'Person {n}',
            add: 'Add another person',
            presentName: { label: 'Present full name' },
            proposedName: { label: 'Proposed new full name' },
            isMinor: { label: 'Is this person under 18?' },
            relationship: {
              label: 'Your relationship to the child',
              options: { parent: 'Parent', guardian: 'Guardian', nearRelative: 'Near relative', other: 'Other' },
            },
            relationshipOther: { label: 'Which relationship?' },
            placeOfBirth: {
              label: 'Place of birth (city, state or country)',
              help: 'The petition must state it (Code of Civil Procedure §1276).',
            },
            birthSex: {
              label: 'Sex as stated on the original birth certificate',
              help: 'Form NC-110 asks for it as the original birth certificate states it. You may leave it blank and tell staff instead.',
              options: { male: 'Male', female: 'Female' },
            },
            residenceAddress: {
              label: 'Current home address (street, city, county, state, ZIP)',
              help: 'The form asks for the address where this person lives now.',
            },
            otherParentAddress: {
              label: 'The other parent’s address, if known',
              help: 'The petition lists it (Code of Civil Procedure §1276(c)). Leave it blank if you do not know it.',
            },
            nearRelatives: {
              label: 'Near relatives (names, relationships and addresses)',
              help: 'The form lists them because neither parent is living.',
            },
            genderIdentity: {
              label: 'This change is to conform to the person’s gender identity',
              help: 'For these changes the law does not require publication in a newspaper, and there is a hearing only if someone objects (Code of Civil Procedure §1277.5).',
            },
            otherParentName: { label: 'Name of the child’s other parent', help: 'Leave blank if unknown.' },
            neitherParentLiving: {
              label: 'Have both of the child’s parents died?',
              help: 'If neither parent is living, the petition names the child’s near relatives instead of the parents.',
            },
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
          county: {
            label: 'County where you will file',
            help: 'The county where you live, or the county of the record in the question above.',
          },
          newspaper: {
            label: 'Newspaper for publication',
            help: 'Optional. The notice must run in a newspaper of general circulation in the county; the court can tell you which newspapers qualify.',
          },
        },
        summary: { change: '{from} → {to}' },
        submit: {
          successTitle: 'Name Change Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and the forms your answers call for.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      nameChange: {
        title: 'Cambio de nombre',
        steps: {
          petitioner: 'Sobre usted',
          names: 'Los cambios de nombre',
          background: 'Preguntas de antecedentes',
          court: 'Corte y publicación',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          residence: {
            label: '¿Dónde vive?',
            help: 'La petición se presenta en el condado donde vive la persona o, si vive fuera de California, donde se emitió la licencia de matrimonio o el acta de nacimiento.',
            options: {
              county: 'En el condado donde presentaré la petición',
              outOfState: 'Fuera de California',
            },
          },
          outOfStateRecord: {
            label: '¿Qué registro de este condado quiere cambiar?',
            options: {
              marriageLicense: 'Una licencia de matrimonio (me casé en este condado)',
              birthCertificate: 'Un acta de nacimiento emitida en este condado (mía o de mi hijo)',
            },
          },
          genderRecognition: {
            label: '¿También pide a la corte que reconozca un cambio de género y ordene una nueva acta de nacimiento?',
            help: 'Esa solicitud usa otra petición (formulario NC-300) en lugar de la NC-100, como indica la propia NC-100. Ambas existen; el cuestionario prepara la que usted elija.',
          },
          people: {
            label: '¿Qué nombres cambiarán?',
            help: 'Agréguese usted y/o a cada uno de sus hijos menores cuyo nombre cambiará.',
            item: 'Persona {n}',
            add: 'Agregar otra persona',
            presentName: { label: 'Nombre completo actual' },
            proposedName: { label: 'Nuevo nombre completo propuesto' },
            isMinor: { label: '¿Esta persona es menor de 18 años?' },
            relationship: {
              label: 'Su parentesco con el menor',
              options: { parent: 'Padre o madre', guardian: 'Tutor', nearRelative: 'Pariente cercano', other: 'Otro' },
            },
            relationshipOther: { label: '¿Qué parentesco?' },
            placeOfBirth: {
              label: 'Lugar de nacimiento (ciudad, estado o país)',
              help: 'La petición debe indicarlo (Código de Procedimiento Civil §1276).',
            },
            birthSex: {
              label: 'Sexo según el acta de nacimiento original',
              help: 'El formulario NC-110 lo pide tal como figura en el acta de nacimiento original. Puede dejarlo en blanco y decírselo al personal.',
              options: { male: 'Masculino', female: 'Femenino' },
            },
            residenceAddress: {
              label: 'Dirección actual (calle, ciudad, condado, estado, código postal)',
              help: 'El formulario pide la dirección donde vive ahora esta persona.',
            },
            otherParentAddress: {
              label: 'Dirección del otro padre o madre, si la sabe',
              help: 'La petición la incluye (Código de Procedimiento Civil §1276(c)). Déjela en blanco si no la sabe.',
            },
            nearRelatives: {
              label: 'Parientes cercanos (nombres, parentesco y direcciones)',
              help: 'El formulario los incluye porque ninguno de los padres vive.',
            },
            genderIdentity: {
              label: 'Este cambio es para que el nombre concuerde con la identidad de género de la persona',
              help: 'Para estos cambios la ley no exige publicar en un periódico, y solo hay audiencia si alguien se opone (Código de Procedimiento Civil §1277.5).',
            },
            otherParentName: { label: 'Nombre del otro padre o madre del menor', help: 'Déjelo en blanco si no lo sabe.' },
            neitherParentLiving: {
              label: '¿Han fallecido el padre y la madre del menor?',
              help: 'Si ninguno de los padres vive, la petición nombra a los parientes cercanos del menor en lugar de a los padres.',
            },
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
          county: {
            label: 'Condado donde presentará la petición',
            help: 'El condado donde vive, o el condado del registro de la pregunta anterior.',
          },
          newspaper: {
            label: 'Periódico para la publicación',
            help: 'Opcional. El aviso debe publicarse en un periódico de circulación general del condado; la corte puede indicarle qué periódicos califican.',
          },
        },
        summary: { change: '{from} → {to}' },
        submit: {
          successTitle: 'Cuestionario de cambio de nombre enviado',
          successText: 'Gracias. Prepararemos su petición y los formularios que sus respuestas requieren.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
