import { defineMessages } from '../i18n/core';

/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      dissolutionV1: {
        title: 'Divorce (Dissolution)',
        steps: {
          petitioner: 'About you',
          respondent: 'Your spouse or partner',
          marriage: 'Your marriage',
          children: 'Children',
          property: 'Support and property',
          additional: 'Additional information',
        },
        fields: {
          petitioner: { label: 'Your contact information' },
          respondent: { label: 'Your spouse or domestic partner' },
          relationshipType: {
            label: 'What are you ending?',
            options: { marriage: 'A marriage', domesticPartnership: 'A registered domestic partnership', both: 'Both' },
          },
          petitionType: {
            label: 'What are you asking for?',
            help: 'A legal separation keeps you married. A nullity declares the marriage was never valid.',
            options: { dissolution: 'Divorce (dissolution)', legalSeparation: 'Legal separation', nullity: 'Nullity (annulment)' },
          },
          marriageDate: { label: 'Date of marriage or registration' },
          marriagePlace: { label: 'Where did you marry?', help: 'City, state and country.' },
          separationDate: { label: 'Date of separation', help: 'The date one of you decided the marriage was over and acted that way.' },
          meetsResidency: {
            label: 'Has one of you lived in California for the last 6 months and in this county for the last 3 months?',
            help: 'This is required to file for divorce here. A legal separation can be filed sooner.',
          },
          grounds: {
            label: 'Reason',
            options: { irreconcilable: 'Irreconcilable differences', incapacity: 'Permanent legal incapacity to make decisions' },
          },
          agreesOnTerms: {
            label: 'Do you expect your spouse to agree on the terms?',
            help: 'Custody, support and the division of property and debts.',
          },
          hasMinorChildren: {
            label: 'Do you have children together who are under 18?',
            help: 'Include children born or adopted before or during the marriage, and a pregnancy.',
          },
          children: { label: 'Children', item: 'Child {n}', add: 'Add a child' },
          legalCustody: { label: 'Legal custody requested', help: 'Who makes decisions about health, education and welfare.' },
          physicalCustody: { label: 'Physical custody requested', help: 'Who the children live with.' },
          visitation: { label: 'Proposed visitation (parenting time)', help: 'For example: every other weekend and Wednesday evenings.' },
          childSupport: { label: 'Are you asking for child support?' },
          spousalSupport: {
            label: 'Spousal or partner support',
            help: 'Financial support from one spouse to the other after separation.',
            options: {
              toMe: 'I ask for support',
              toSpouse: 'I will pay support to my spouse',
              terminate: 'End the court’s power to order support',
              reserve: 'Decide later (reserve)',
            },
          },
          communityProperty: {
            label: 'Community property',
            help: 'What you acquired during the marriage: home, cars, accounts, retirement. Give estimated values.',
          },
          separateProperty: {
            label: 'Separate property',
            help: 'What each of you owned before the marriage, or received as a gift or inheritance.',
          },
          debts: { label: 'Debts', help: 'Mortgages, car loans, credit cards and who pays each.' },
          restoreFormerName: { label: 'Do you want to go back to a former name?' },
          formerName: { label: 'Former name to restore' },
          attorneyFees: {
            label: 'Are you asking the other party to pay your legal fees and costs?',
            help: 'Usually only when incomes are very different.',
          },
        },
        errors: {
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
        },
        summary: {
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
      dissolutionV1: {
        title: 'Divorcio (disolución)',
        steps: {
          petitioner: 'Sobre usted',
          respondent: 'Su cónyuge o pareja',
          marriage: 'Su matrimonio',
          children: 'Hijos',
          property: 'Manutención y bienes',
          additional: 'Información adicional',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          respondent: { label: 'Su cónyuge o pareja de hecho' },
          relationshipType: {
            label: '¿Qué relación está terminando?',
            options: { marriage: 'Un matrimonio', domesticPartnership: 'Una pareja de hecho registrada', both: 'Ambos' },
          },
          petitionType: {
            label: '¿Qué solicita?',
            help: 'La separación legal los mantiene casados. La nulidad declara que el matrimonio nunca fue válido.',
            options: { dissolution: 'Divorcio (disolución)', legalSeparation: 'Separación legal', nullity: 'Nulidad (anulación)' },
          },
          marriageDate: { label: 'Fecha del matrimonio o del registro' },
          marriagePlace: { label: '¿Dónde se casaron?', help: 'Ciudad, estado y país.' },
          separationDate: {
            label: 'Fecha de separación',
            help: 'La fecha en que uno de ustedes decidió que el matrimonio había terminado y actuó en consecuencia.',
          },
          meetsResidency: {
            label: '¿Alguno de ustedes ha vivido en California los últimos 6 meses y en este condado los últimos 3 meses?',
            help: 'Es un requisito para pedir el divorcio aquí. La separación legal se puede presentar antes.',
          },
          grounds: {
            label: 'Motivo',
            options: { irreconcilable: 'Diferencias irreconciliables', incapacity: 'Incapacidad legal permanente para tomar decisiones' },
          },
          agreesOnTerms: {
            label: '¿Cree que su cónyuge estará de acuerdo con los términos?',
            help: 'Custodia, manutención y la división de bienes y deudas.',
          },
          hasMinorChildren: {
            label: '¿Tienen hijos en común menores de 18 años?',
            help: 'Incluya a los hijos nacidos o adoptados antes o durante el matrimonio, y un embarazo.',
          },
          children: { label: 'Hijos', item: 'Hijo o hija {n}', add: 'Agregar un hijo o hija' },
          legalCustody: { label: 'Custodia legal solicitada', help: 'Quién toma las decisiones sobre salud, educación y bienestar.' },
          physicalCustody: { label: 'Custodia física solicitada', help: 'Con quién viven los hijos.' },
          visitation: {
            label: 'Visitas propuestas (tiempo de crianza)',
            help: 'Por ejemplo: fines de semana alternos y los miércoles por la tarde.',
          },
          childSupport: { label: '¿Solicita manutención de los hijos?' },
          spousalSupport: {
            label: 'Manutención del cónyuge o pareja',
            help: 'Apoyo económico de un cónyuge al otro después de la separación.',
            options: {
              toMe: 'Solicito manutención',
              toSpouse: 'Pagaré manutención a mi cónyuge',
              terminate: 'Terminar la facultad de la corte para ordenar manutención',
              reserve: 'Decidir más adelante (reservar)',
            },
          },
          communityProperty: {
            label: 'Bienes gananciales',
            help: 'Lo que adquirieron durante el matrimonio: casa, autos, cuentas, jubilación. Indique valores estimados.',
          },
          separateProperty: {
            label: 'Bienes propios',
            help: 'Lo que cada uno tenía antes del matrimonio, o recibió como regalo o herencia.',
          },
          debts: { label: 'Deudas', help: 'Hipotecas, préstamos de auto, tarjetas de crédito y quién paga cada una.' },
          restoreFormerName: { label: '¿Desea volver a usar un apellido anterior?' },
          formerName: { label: 'Nombre anterior que desea recuperar' },
          attorneyFees: {
            label: '¿Pide que la otra parte pague sus honorarios y costos legales?',
            help: 'Normalmente solo cuando los ingresos son muy diferentes.',
          },
        },
        errors: {
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
        },
        summary: {
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
