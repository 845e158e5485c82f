import { defineMessages } from '../i18n/core';

/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      summaryDissolutionV1: {
        title: 'Summary Dissolution',
        steps: {
          eligibility: 'Do you qualify?',
          you: 'About you',
          spouse: 'Your spouse',
          marriage: 'Your marriage',
          property: 'Property and debts',
        },
        fields: {
          marriedUnderFiveYears: { label: 'We have been married less than 5 years (from the wedding to the date of separation).' },
          noChildren: {
            label: 'We have no children together (born or adopted before or during the marriage), and neither of us is pregnant.',
          },
          noRealEstate: {
            label: 'Neither of us owns any land or buildings.',
            help: 'Renting the home you live in is fine if the lease ends within a year and has no option to buy.',
          },
          withinLimits: {
            label: 'Our community property, each spouse’s separate property and our debts are within the limits on form FL-800.',
            help: 'Cars are not counted. We will check the current limits with you.',
          },
          waiveSupport: { label: 'We both give up any right to spousal support.' },
          residency: { label: 'One of us has lived in California for the last 6 months and in this county for the last 3 months.' },
          you: { label: 'Your contact information' },
          restoreFormerName: { label: 'Do you want to go back to a former name?' },
          formerName: { label: 'Your former name' },
          spouse: { label: 'Your spouse’s contact information' },
          spouseRestoresName: { label: 'Does your spouse want to go back to a former name?' },
          spouseFormerName: { label: 'Your spouse’s former name' },
          marriageDate: { label: 'Date of marriage' },
          separationDate: { label: 'Date of separation' },
          county: { label: 'County where you will file', help: 'Where one of you lives.' },
          communityProperty: {
            label: 'Community property and how you will divide it',
            help: 'Everything you acquired during the marriage, with estimated values, and who keeps each item.',
          },
          communityDebts: { label: 'Debts from the marriage and who will pay each' },
          yourSeparateProperty: {
            label: 'Your separate property',
            help: 'What you owned before the marriage, or received as a gift or inheritance.',
          },
          spouseSeparateProperty: { label: 'Your spouse’s separate property' },
          propertyAgreement: {
            label: 'Have you both agreed in writing on how to divide your property and debts?',
            help: 'A written agreement is required; if you don’t have one yet, we will prepare it.',
          },
        },
        errors: {
          notEligible:
            'A summary dissolution requires this condition. If it does not apply to you, choose the regular divorce questionnaire.',
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
        },
        summary: { caseDetails: 'Joint petition: {you} and {spouse} · married {married}, separated {separated}' },
        submit: {
          successTitle: 'Summary Dissolution Questionnaire Submitted',
          successText: 'Thank you. We will prepare your joint petition for both of you to sign.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      summaryDissolutionV1: {
        title: 'Disolución sumaria',
        steps: {
          eligibility: '¿Cumplen los requisitos?',
          you: 'Sobre usted',
          spouse: 'Su cónyuge',
          marriage: 'Su matrimonio',
          property: 'Bienes y deudas',
        },
        fields: {
          marriedUnderFiveYears: { label: 'Llevamos menos de 5 años casados (desde la boda hasta la fecha de separación).' },
          noChildren: {
            label: 'No tenemos hijos en común (nacidos o adoptados antes o durante el matrimonio) y ninguno de los dos está embarazada.',
          },
          noRealEstate: {
            label: 'Ninguno de los dos es dueño de terrenos ni edificios.',
            help: 'Rentar la vivienda donde viven está bien si el contrato termina dentro de un año y no incluye opción de compra.',
          },
          withinLimits: {
            label:
              'Nuestros bienes gananciales, los bienes propios de cada uno y nuestras deudas están dentro de los límites del formulario FL-800.',
            help: 'Los autos no cuentan. Revisaremos con ustedes los límites vigentes.',
          },
          waiveSupport: { label: 'Ambos renunciamos a cualquier derecho a manutención conyugal.' },
          residency: { label: 'Uno de nosotros ha vivido en California los últimos 6 meses y en este condado los últimos 3 meses.' },
          you: { label: 'Sus datos de contacto' },
          restoreFormerName: { label: '¿Desea volver a usar un apellido anterior?' },
          formerName: { label: 'Su nombre anterior' },
          spouse: { label: 'Datos de contacto de su cónyuge' },
          spouseRestoresName: { label: '¿Su cónyuge desea volver a usar un apellido anterior?' },
          spouseFormerName: { label: 'Nombre anterior de su cónyuge' },
          marriageDate: { label: 'Fecha del matrimonio' },
          separationDate: { label: 'Fecha de separación' },
          county: { label: 'Condado donde presentarán la petición', help: 'Donde vive uno de ustedes.' },
          communityProperty: {
            label: 'Bienes gananciales y cómo los dividirán',
            help: 'Todo lo que adquirieron durante el matrimonio, con valores estimados, y quién se queda con cada cosa.',
          },
          communityDebts: { label: 'Deudas del matrimonio y quién pagará cada una' },
          yourSeparateProperty: {
            label: 'Sus bienes propios',
            help: 'Lo que tenía antes del matrimonio, o recibió como regalo o herencia.',
          },
          spouseSeparateProperty: { label: 'Bienes propios de su cónyuge' },
          propertyAgreement: {
            label: '¿Ya acordaron por escrito cómo dividir sus bienes y deudas?',
            help: 'Se requiere un acuerdo por escrito; si todavía no lo tienen, nosotros lo preparamos.',
          },
        },
        errors: {
          notEligible: 'La disolución sumaria exige esta condición. Si no se cumple en su caso, elija el cuestionario de divorcio regular.',
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
        },
        summary: { caseDetails: 'Petición conjunta: {you} y {spouse} · casados el {married}, separados el {separated}' },
        submit: {
          successTitle: 'Cuestionario de disolución sumaria enviado',
          successText: 'Gracias. Prepararemos su petición conjunta para que ambos la firmen.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
