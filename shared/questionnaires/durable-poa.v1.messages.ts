import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      durablePoaV1: {
        title: 'Durable Power of Attorney and Health Care Directive',
        steps: {
          personal: 'Personal information',
          setup: 'Power of attorney setup',
          attorneys: 'Attorneys-in-fact',
          healthcare: 'Health care directive',
          sign: 'Review and sign',
        },
        attorney: { 1: 'Attorney-in-fact 1', 2: 'Attorney-in-fact 2', 3: 'Attorney-in-fact 3' },
        fields: {
          person: {
            name: { label: 'Full legal name' },
            address: { label: 'Street address' },
            city: { label: 'City' },
            state: { label: 'State' },
            zip: { label: 'ZIP code' },
            county: { label: 'County' },
            telephone: { label: 'Telephone' },
            cell: { label: 'Cell phone' },
            dateOfBirth: { label: 'Date of birth' },
            gender: { label: 'Gender', options: { female: 'Female', male: 'Male', nonBinary: 'Non-binary' } },
          },
          principal: { label: 'About you' },
          hasSpouse: { label: 'Are you married or in a registered domestic partnership?' },
          spouse: { label: 'Your spouse or partner' },
          effective: {
            label: 'When should the power of attorney take effect?',
            help: 'It can work right away, or only if a doctor finds that you can no longer manage your affairs.',
            options: { immediately: 'Immediately', incapacity: 'Only if I become incapacitated' },
          },
          incapacityMethod: {
            label: 'Who decides that you are incapacitated?',
            options: {
              oneChosen: 'One doctor chosen by my attorney-in-fact',
              oneNamed: 'One doctor I name',
              twoChosen: 'Two doctors chosen by my attorney-in-fact',
              twoNamed: 'Two doctors I name',
            },
          },
          doctorNames: { label: 'Names of the doctors' },
          numberOfAttorneys: {
            label: 'How many attorneys-in-fact (agents) do you want?',
            help: 'An attorney-in-fact is the person you trust to act for you. You can name up to three.',
            options: { 1: 'One', 2: 'Two', 3: 'Three' },
          },
          coAgents: {
            label: 'Must they act together (as co-agents)?',
            help: 'Yes: they decide together. No: each of them can act alone.',
          },
          coAgentDescription: { label: 'Describe how they should share the decisions' },
          periodicReports: {
            label: 'Should your attorney-in-fact report regularly on what they do?',
            help: 'For example, an accounting every three months.',
          },
          reportRecipient: { label: 'Who should receive the reports?' },
          attorneys: {
            label: 'Your attorneys-in-fact',
            help: 'Enter each person you chose. The number of people matches your answer in the previous step.',
            item: 'Attorney-in-fact {n}',
            add: 'Add an attorney-in-fact',
            alternateFor: {
              label: 'Is this person an alternate?',
              help: 'An alternate acts only if the person they replace cannot or will not serve.',
              options: { none: 'No, not an alternate' },
            },
          },
          lifeSupport: {
            treatment: {
              label: 'Life-prolonging treatment',
              options: {
                none: 'Do not prolong my life',
                some: 'Use only the procedures I choose',
                all: 'Prolong my life with all available procedures',
              },
            },
            procedures: {
              label: 'Procedures I want',
              options: {
                bloodProducts: 'Blood and blood products',
                cpr: 'Cardiopulmonary resuscitation (CPR)',
                diagnosticTests: 'Diagnostic tests',
                dialysis: 'Dialysis',
                drugs: 'Drugs (antibiotics and other medication)',
                respirator: 'Respirator (breathing machine)',
                surgery: 'Surgery',
              },
            },
            artificialNutrition: {
              label: 'Do you want artificial food and water?',
              help: 'Nutrition and hydration through a tube.',
            },
            painRelief: {
              label: 'Do you want treatment for pain and comfort, even if it may shorten your life?',
              help: 'Medication to keep you comfortable.',
            },
          },
          terminalCondition: { label: 'If I have a terminal condition' },
          permanentComa: { label: 'If I am in a permanent coma' },
          primaryRepresentative: {
            label: 'Who will be your health care representative?',
            help: 'Choose one of your attorneys-in-fact to make health care decisions for you.',
          },
          alternateRepresentative: {
            label: 'Alternate health care representative',
            options: { none: 'No alternate' },
          },
          pregnancyWishes: {
            label: 'Your wishes if you are pregnant',
            help: 'For example, whether life support should continue during a pregnancy.',
          },
          otherInstructions: {
            label: 'Other instructions',
            help: 'For example, organ donation or religious wishes.',
          },
          acknowledgment: {
            label:
              'I have read this document and understand that it gives my attorneys-in-fact broad powers over my property and health care.',
          },
          authorization: {
            label: 'I authorize my legal document assistant to prepare these documents from my answers.',
          },
          signedName: { label: 'Type your full legal name', help: 'You will sign the final document in front of a notary.' },
          signedDate: { label: 'Today’s date' },
        },
        errors: {
          attorneyCount: 'Enter exactly as many attorneys-in-fact as you chose in the previous step.',
          sameRepresentative: 'The alternate representative must be a different person.',
          acknowledgment: 'Please confirm that you have read and understand this document.',
          authorization: 'Please authorize us to prepare your documents.',
        },
        summary: {
          attorneys: '{count} attorney(s)-in-fact: {names}',
        },
        submit: {
          successTitle: 'POA and Health Directive Submitted',
          successText: 'Thank you. We will prepare your documents and contact you to schedule the notary signing.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your information. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      durablePoaV1: {
        title: 'Poder notarial duradero y directiva de atención médica',
        steps: {
          personal: 'Datos personales',
          setup: 'Configuración del poder',
          attorneys: 'Apoderados',
          healthcare: 'Directiva de atención médica',
          sign: 'Revisar y firmar',
        },
        attorney: { 1: 'Apoderado 1', 2: 'Apoderado 2', 3: 'Apoderado 3' },
        fields: {
          person: {
            name: { label: 'Nombre legal completo' },
            address: { label: 'Dirección' },
            city: { label: 'Ciudad' },
            state: { label: 'Estado' },
            zip: { label: 'Código postal' },
            county: { label: 'Condado' },
            telephone: { label: 'Teléfono' },
            cell: { label: 'Teléfono celular' },
            dateOfBirth: { label: 'Fecha de nacimiento' },
            gender: { label: 'Género', options: { female: 'Femenino', male: 'Masculino', nonBinary: 'No binario' } },
          },
          principal: { label: 'Sobre usted' },
          hasSpouse: { label: '¿Está casado(a) o tiene una pareja de hecho registrada?' },
          spouse: { label: 'Su cónyuge o pareja' },
          effective: {
            label: '¿Cuándo debe entrar en vigor el poder notarial?',
            help: 'Puede valer de inmediato, o solo si un médico determina que usted ya no puede manejar sus asuntos.',
            options: { immediately: 'De inmediato', incapacity: 'Solo si quedo incapacitado(a)' },
          },
          incapacityMethod: {
            label: '¿Quién determina que usted está incapacitado(a)?',
            options: {
              oneChosen: 'Un médico elegido por mi apoderado',
              oneNamed: 'Un médico que yo nombro',
              twoChosen: 'Dos médicos elegidos por mi apoderado',
              twoNamed: 'Dos médicos que yo nombro',
            },
          },
          doctorNames: { label: 'Nombres de los médicos' },
          numberOfAttorneys: {
            label: '¿Cuántos apoderados (agentes) desea nombrar?',
            help: 'El apoderado es la persona de confianza que actuará por usted. Puede nombrar hasta tres.',
            options: { 1: 'Uno', 2: 'Dos', 3: 'Tres' },
          },
          coAgents: {
            label: '¿Deben actuar juntos (como coapoderados)?',
            help: 'Sí: deciden juntos. No: cada uno puede actuar por su cuenta.',
          },
          coAgentDescription: { label: 'Describa cómo deben repartirse las decisiones' },
          periodicReports: {
            label: '¿Debe su apoderado informar periódicamente sobre lo que hace?',
            help: 'Por ejemplo, una rendición de cuentas cada tres meses.',
          },
          reportRecipient: { label: '¿Quién debe recibir los informes?' },
          attorneys: {
            label: 'Sus apoderados',
            help: 'Escriba los datos de cada persona que eligió. La cantidad coincide con su respuesta en el paso anterior.',
            item: 'Apoderado {n}',
            add: 'Agregar un apoderado',
            alternateFor: {
              label: '¿Esta persona es suplente?',
              help: 'Un suplente actúa solo si la persona a quien reemplaza no puede o no quiere hacerlo.',
              options: { none: 'No, no es suplente' },
            },
          },
          lifeSupport: {
            treatment: {
              label: 'Tratamiento para prolongar la vida',
              options: {
                none: 'No prolongar mi vida',
                some: 'Usar solo los procedimientos que elijo',
                all: 'Prolongar mi vida con todos los procedimientos disponibles',
              },
            },
            procedures: {
              label: 'Procedimientos que deseo',
              options: {
                bloodProducts: 'Sangre y productos sanguíneos',
                cpr: 'Reanimación cardiopulmonar (RCP)',
                diagnosticTests: 'Pruebas diagnósticas',
                dialysis: 'Diálisis',
                drugs: 'Medicamentos (antibióticos y otros)',
                respirator: 'Respirador (máquina para respirar)',
                surgery: 'Cirugía',
              },
            },
            artificialNutrition: {
              label: '¿Desea alimentación e hidratación artificiales?',
              help: 'Nutrición e hidratación por sonda.',
            },
            painRelief: {
              label: '¿Desea tratamiento para el dolor y la comodidad, aunque pueda acortar su vida?',
              help: 'Medicamentos para mantenerle cómodo(a).',
            },
          },
          terminalCondition: { label: 'Si tengo una enfermedad terminal' },
          permanentComa: { label: 'Si estoy en coma permanente' },
          primaryRepresentative: {
            label: '¿Quién será su representante de atención médica?',
            help: 'Elija a uno de sus apoderados para que tome decisiones médicas por usted.',
          },
          alternateRepresentative: {
            label: 'Representante suplente de atención médica',
            options: { none: 'Sin suplente' },
          },
          pregnancyWishes: {
            label: 'Sus deseos en caso de embarazo',
            help: 'Por ejemplo, si el soporte vital debe continuar durante un embarazo.',
          },
          otherInstructions: {
            label: 'Otras instrucciones',
            help: 'Por ejemplo, donación de órganos o deseos religiosos.',
          },
          acknowledgment: {
            label: 'He leído este documento y entiendo que otorga a mis apoderados amplios poderes sobre mis bienes y mi atención médica.',
          },
          authorization: {
            label: 'Autorizo a mi asistente de documentos legales a preparar estos documentos con mis respuestas.',
          },
          signedName: { label: 'Escriba su nombre legal completo', help: 'Firmará el documento final ante un Notary Public.' },
          signedDate: { label: 'Fecha de hoy' },
        },
        errors: {
          attorneyCount: 'Escriba exactamente tantos apoderados como eligió en el paso anterior.',
          sameRepresentative: 'El representante suplente debe ser otra persona.',
          acknowledgment: 'Confirme que ha leído y entiende este documento.',
          authorization: 'Autorícenos a preparar sus documentos.',
        },
        summary: {
          attorneys: '{count} apoderado(s): {names}',
        },
        submit: {
          successTitle: 'Poder notarial y directiva médica enviados',
          successText: 'Gracias. Prepararemos sus documentos y nos comunicaremos con usted para programar la firma ante un Notary Public.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su información. Inténtelo de nuevo.',
        },
      },
    },
  },
});
