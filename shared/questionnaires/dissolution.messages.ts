import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      dissolution: {
        title: 'Divorce (Dissolution)',
        steps: {
          petitioner: 'About you',
          respondent: 'Your spouse or partner',
          marriage: 'Your marriage or partnership',
          children: 'Children',
          property: 'Support, property and debts',
          finances: 'Income and expenses',
        },
        fields: {
          petitioner: { label: 'Your contact information' },
          respondent: { label: 'Your spouse or domestic partner' },
          county: {
            label: 'County where you will file',
            help: 'A divorce is filed in a county where you or your spouse or partner has lived for the last three months (Family Code §2320), or, for the exceptions of the residence question, where you married or registered.',
          },
          relationshipType: {
            label: 'What are you ending?',
            options: { marriage: 'A marriage', domesticPartnership: 'A registered domestic partnership', both: 'Both' },
          },
          partnershipEstablished: {
            label: 'Where was the domestic partnership registered?',
            options: { california: 'In California', elsewhere: 'In another state or country' },
          },
          registrationDate: { label: 'Date the domestic partnership was registered' },
          petitionType: {
            label: 'What are you asking for?',
            help: 'A legal separation keeps you married or in the partnership. A nullity declares that the marriage or partnership was never valid.',
            options: { dissolution: 'Divorce (dissolution)', legalSeparation: 'Legal separation', nullity: 'Nullity (annulment)' },
          },
          marriageDate: { label: 'Date of marriage' },
          marriagePlace: { label: 'Where did you marry?', help: 'City, state and country.' },
          separationDate: {
            label: 'Date of separation',
            help: 'Family Code §70: the date of a complete and final break in the relationship, when one of you told the other that you intended to end it and acted in a way consistent with that intent.',
          },
          residency: {
            label: 'Who meets California’s residence requirement?',
            help: 'For a divorce, one of you must have lived in California for the last six months and in the county of filing for the last three months (Family Code §2320), unless one of the exceptions applies. A legal separation or a nullity can be filed without it.',
            options: {
              petitioner: 'I have',
              respondent: 'My spouse or partner has',
              both: 'Both of us have',
              caPartnership: 'Neither of us, but our domestic partnership was registered in California',
              sameSexCaMarriage:
                'Neither of us: we are the same sex, married in California, and live where our marriage cannot be dissolved',
              none: 'Neither of us yet',
            },
          },
          petitionerLivesIn: { label: 'Where you live (state or country)' },
          respondentLivesIn: { label: 'Where your spouse lives (state or country)' },
          grounds: {
            label: 'Legal grounds',
            help: 'Family Code §2310.',
            options: { irreconcilable: 'Irreconcilable differences', incapacity: 'Permanent legal incapacity to make decisions' },
          },
          nullityGrounds: {
            label: 'Legal grounds for the nullity',
            help: 'Void marriages or partnerships (Family Code §§2200, 2201): incest or bigamy. Voidable ones (§2210): age at the time, a prior existing marriage or partnership, unsound mind, fraud, force or physical incapacity.',
            options: {
              incest: 'Incest (void)',
              bigamy: 'Bigamy (void)',
              age: 'My age when we married or registered (voidable)',
              priorMarriage: 'A prior marriage or partnership that still existed (voidable)',
              unsoundMind: 'Unsound mind (voidable)',
              fraud: 'Fraud (voidable)',
              force: 'Force (voidable)',
              physicalIncapacity: 'Physical incapacity (voidable)',
            },
          },
          agreesOnTerms: {
            label: 'Do you and your spouse or partner agree on all the terms?',
            help: 'Custody, support, and the division of property and debts.',
          },
          petitionForm: {
            label: 'Which petition do you want us to prepare?',
            help: 'Since January 1, 2026, spouses and partners who will agree on all the terms can start the case together with one joint petition (form FL-700): neither is served, and if either later files an amended petition or response, the case continues as a regular one (Family Code §§2331, 2342.5). You choose the form.',
            options: {
              petition: 'A petition I file (FL-100), served on my spouse or partner',
              joint: 'A joint petition we both sign and file (FL-700)',
            },
          },
          hasMinorChildren: {
            label: 'Do you have children together who are under 18?',
            help: 'Children born to or adopted by you both, before or during the marriage or partnership.',
          },
          expectingChild: {
            label: 'Are you expecting a child together who is not yet born?',
            help: 'FL-100 item 4 lists a child not yet born.',
          },
          vdpSigned: {
            label: 'Did you both sign a voluntary declaration of parentage or paternity for any of the children?',
            help: 'Hospitals offer this form at birth (Family Code §7571). FL-100 item 4e asks for a copy when you have one.',
          },
          childSupport: {
            label: 'Will you ask for child support?',
            help: 'The court orders support on request once the financial forms are filed (FL-100 item 7).',
          },
          childSupportOther: { label: 'Other requests about child support (optional)' },
          supportToMe: {
            label: 'Spousal or partner support to you',
            help: 'FL-100 item 8 asks, for each of you, whether the court should order support to that person, end its power to order it, or leave it for later.',
            options: {
              award: 'Order support to me',
              terminate: 'End the court’s power to order support to me',
              reserve: 'Leave it for later (reserve)',
            },
          },
          supportToSpouse: {
            label: 'Spousal or partner support to your spouse or partner',
            options: {
              award: 'Order support to my spouse or partner',
              terminate: 'End the court’s power to order support to them',
              reserve: 'Leave it for later (reserve)',
            },
          },
          supportOther: { label: 'Other requests about spousal or partner support (optional)' },
          restoreFormerName: { label: 'Do you want to go back to a former name?' },
          formerName: { label: 'Former name to restore' },
          attorneyFees: {
            label: 'Are you asking that attorney’s fees and costs be paid by one of you?',
            help: 'FL-100 item 11a. Family Code §2030 lets the court order one party to pay the other’s fees and costs.',
          },
          attorneyFeesPaidBy: { label: 'Payable by', options: { respondent: 'My spouse or partner', petitioner: 'Me' } },
          otherRequests: { label: 'Other requests to the court (optional)' },
        },
        errors: {
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
          separationBeforeRegistration: 'The date of separation must be after the date the partnership was registered.',
        },
        summary: {
          joint: 'joint petition',
          parties: '{petitioner} and {respondent}',
          dates: 'married {married}, separated {separated}',
          children: '{count} minor child(ren)',
          contested: 'contested',
          uncontested: 'uncontested',
        },
        submit: {
          successTitle: 'Divorce Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      dissolution: {
        title: 'Divorcio (disolución)',
        steps: {
          petitioner: 'Sobre usted',
          respondent: 'Su cónyuge o pareja',
          marriage: 'Su matrimonio o pareja',
          children: 'Hijos',
          property: 'Manutención, bienes y deudas',
          finances: 'Ingresos y gastos',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          respondent: { label: 'Su cónyuge o pareja de hecho' },
          county: {
            label: 'Condado donde presentará el caso',
            help: 'El divorcio se presenta en un condado donde usted o su cónyuge o pareja ha vivido los últimos tres meses (Código de Familia §2320) o, para las excepciones de la pregunta sobre residencia, donde se casaron o registraron.',
          },
          relationshipType: {
            label: '¿Qué relación está terminando?',
            options: { marriage: 'Un matrimonio', domesticPartnership: 'Una pareja de hecho registrada', both: 'Ambos' },
          },
          partnershipEstablished: {
            label: '¿Dónde se registró la pareja de hecho?',
            options: { california: 'En California', elsewhere: 'En otro estado o país' },
          },
          registrationDate: { label: 'Fecha en que se registró la pareja de hecho' },
          petitionType: {
            label: '¿Qué solicita?',
            help: 'La separación legal los mantiene casados o en la pareja. La nulidad declara que el matrimonio o la pareja nunca fue válido.',
            options: { dissolution: 'Divorcio (disolución)', legalSeparation: 'Separación legal', nullity: 'Nulidad (anulación)' },
          },
          marriageDate: { label: 'Fecha del matrimonio' },
          marriagePlace: { label: '¿Dónde se casaron?', help: 'Ciudad, estado y país.' },
          separationDate: {
            label: 'Fecha de separación',
            help: 'Código de Familia §70: la fecha de una ruptura completa y definitiva de la relación, cuando uno de ustedes le dijo al otro que tenía la intención de terminarla y actuó de acuerdo con esa intención.',
          },
          residency: {
            label: '¿Quién cumple con el requisito de residencia de California?',
            help: 'Para un divorcio, uno de ustedes debe haber vivido en California los últimos seis meses y en el condado donde se presenta los últimos tres meses (Código de Familia §2320), salvo una de las excepciones. La separación legal o la nulidad se pueden presentar sin ese requisito.',
            options: {
              petitioner: 'Yo',
              respondent: 'Mi cónyuge o pareja',
              both: 'Los dos',
              caPartnership: 'Ninguno, pero nuestra pareja de hecho se registró en California',
              sameSexCaMarriage:
                'Ninguno: somos del mismo sexo, nos casamos en California y vivimos donde no se puede disolver nuestro matrimonio',
              none: 'Ninguno todavía',
            },
          },
          petitionerLivesIn: { label: 'Dónde vive usted (estado o país)' },
          respondentLivesIn: { label: 'Dónde vive su cónyuge (estado o país)' },
          grounds: {
            label: 'Fundamento legal',
            help: 'Código de Familia §2310.',
            options: { irreconcilable: 'Diferencias irreconciliables', incapacity: 'Incapacidad legal permanente para tomar decisiones' },
          },
          nullityGrounds: {
            label: 'Fundamento legal de la nulidad',
            help: 'Matrimonios o parejas nulos (Código de Familia §§2200, 2201): incesto o bigamia. Anulables (§2210): la edad en ese momento, un matrimonio o pareja anterior que seguía vigente, falta de juicio, fraude, fuerza o incapacidad física.',
            options: {
              incest: 'Incesto (nulo)',
              bigamy: 'Bigamia (nulo)',
              age: 'Mi edad cuando nos casamos o registramos (anulable)',
              priorMarriage: 'Un matrimonio o pareja anterior que seguía vigente (anulable)',
              unsoundMind: 'Falta de juicio (anulable)',
              fraud: 'Fraude (anulable)',
              force: 'Fuerza (anulable)',
              physicalIncapacity: 'Incapacidad física (anulable)',
            },
          },
          agreesOnTerms: {
            label: '¿Usted y su cónyuge o pareja están de acuerdo en todos los términos?',
            help: 'La custodia, la manutención y la división de bienes y deudas.',
          },
          petitionForm: {
            label: '¿Qué petición quiere que preparemos?',
            help: 'Desde el 1 de enero de 2026, los cónyuges y parejas que estarán de acuerdo en todos los términos pueden empezar el caso juntos con una petición conjunta (formulario FL-700): no se entrega a ninguno, y si alguno presenta después una petición o respuesta modificada, el caso sigue como uno normal (Código de Familia §§2331, 2342.5). Usted elige el formulario.',
            options: {
              petition: 'Una petición que presento yo (FL-100) y se entrega a mi cónyuge o pareja',
              joint: 'Una petición conjunta que los dos firmamos y presentamos (FL-700)',
            },
          },
          hasMinorChildren: {
            label: '¿Tienen hijos en común menores de 18 años?',
            help: 'Hijos nacidos o adoptados por los dos, antes o durante el matrimonio o la pareja.',
          },
          expectingChild: {
            label: '¿Esperan un hijo en común que todavía no ha nacido?',
            help: 'El punto 4 del FL-100 incluye a un hijo que todavía no ha nacido.',
          },
          vdpSigned: {
            label: '¿Firmaron los dos una declaración voluntaria de paternidad o maternidad para alguno de los hijos?',
            help: 'Los hospitales ofrecen este formulario al nacer el bebé (Código de Familia §7571). El punto 4e del FL-100 pide una copia si la tiene.',
          },
          childSupport: {
            label: '¿Pedirá manutención de los hijos?',
            help: 'La corte ordena la manutención a solicitud, una vez presentados los formularios financieros (punto 7 del FL-100).',
          },
          childSupportOther: { label: 'Otras solicitudes sobre la manutención de los hijos (opcional)' },
          supportToMe: {
            label: 'Manutención del cónyuge o pareja para usted',
            help: 'El punto 8 del FL-100 pregunta, para cada uno, si la corte debe ordenar manutención para esa persona, terminar su facultad de ordenarla, o dejarlo para más adelante.',
            options: {
              award: 'Ordenar manutención para mí',
              terminate: 'Terminar la facultad de la corte de ordenar manutención para mí',
              reserve: 'Dejarlo para más adelante (reservar)',
            },
          },
          supportToSpouse: {
            label: 'Manutención del cónyuge o pareja para su cónyuge o pareja',
            options: {
              award: 'Ordenar manutención para mi cónyuge o pareja',
              terminate: 'Terminar la facultad de la corte de ordenar manutención para esa persona',
              reserve: 'Dejarlo para más adelante (reservar)',
            },
          },
          supportOther: { label: 'Otras solicitudes sobre la manutención del cónyuge o pareja (opcional)' },
          restoreFormerName: { label: '¿Desea volver a usar un apellido anterior?' },
          formerName: { label: 'Nombre anterior que desea recuperar' },
          attorneyFees: {
            label: '¿Pide que uno de ustedes pague los honorarios de abogado y los costos?',
            help: 'Punto 11a del FL-100. El Código de Familia §2030 permite que la corte ordene a una parte pagar los honorarios y costos de la otra.',
          },
          attorneyFeesPaidBy: { label: 'Los pagaría', options: { respondent: 'Mi cónyuge o pareja', petitioner: 'Yo' } },
          otherRequests: { label: 'Otras solicitudes a la corte (opcional)' },
        },
        errors: {
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
          separationBeforeRegistration: 'La fecha de separación debe ser posterior a la fecha en que se registró la pareja.',
        },
        summary: {
          joint: 'petición conjunta',
          parties: '{petitioner} y {respondent}',
          dates: 'casados el {married}, separados el {separated}',
          children: '{count} hijo(s) menor(es)',
          contested: 'con desacuerdo',
          uncontested: 'de mutuo acuerdo',
        },
        submit: {
          successTitle: 'Cuestionario de divorcio enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
