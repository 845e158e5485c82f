import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      summaryDissolution: {
        title: 'Summary Dissolution',
        steps: {
          eligibility: 'Do you qualify?',
          you: 'About you',
          spouse: 'Your spouse or partner',
          property: 'Property, debts and disclosure',
          finances: 'Income and expenses',
        },
        fields: {
          relationshipType: {
            label: 'What are you ending?',
            options: { marriage: 'A marriage', domesticPartnership: 'A registered domestic partnership', both: 'Both' },
          },
          registeredInCalifornia: {
            label: 'Was the domestic partnership registered with the California Secretary of State?',
            help: 'Partners registered in California who meet the same conditions can also end the partnership by filing a Notice of Termination of Domestic Partnership with the Secretary of State (Family Code §299). It takes effect six months after filing. You choose which route to use.',
          },
          marriageDate: { label: 'Date of marriage' },
          registrationDate: { label: 'Date the domestic partnership was registered' },
          separationDate: {
            label: 'Date of separation',
            help: 'Less than five years must have passed from the marriage or registration to the separation (Family Code §2400(a)(3)).',
          },
          county: {
            label: 'County where you will file',
            help: 'Where one of you has lived for the last three months, or, for the exception of FL-800 item 5b, where you married.',
          },
          residency: {
            label: 'Which of these is true?',
            help: 'FL-800 item 5.',
            options: {
              resident: 'One of us has lived in California for the last six months and in this county for the last three months',
              caPartnershipOnly: 'We are only ending a domestic partnership registered in California',
              sameSexCaMarriage:
                'We are the same sex, married in California, and neither of us lives in California or where we can divorce',
            },
          },
          readBooklet: {
            label: 'We have both read and understand the Summary Dissolution Information booklet (form FL-810).',
            help: 'The booklet is free at courts.ca.gov and at the court. Family Code §2400(a)(11).',
          },
          noChildren: {
            label:
              'We have no children together (born or adopted before or during the marriage or partnership), and neither of us is pregnant.',
          },
          noRealEstate: {
            label: 'Neither of us has an interest in any real property (land or buildings) anywhere.',
            help: 'A lease of the home one of you lives in is allowed if it ends within a year of filing and has no option to buy.',
          },
          debtsWithinLimit: {
            label: 'The debts either of us took on during the marriage or partnership total no more than $7,000, not counting car loans.',
            help: 'The limits are the ones printed on the current Joint Petition (FL-800, revised April 28, 2025). They are adjusted every two years (Family Code §2400(b)).',
          },
          communityWithinLimit: {
            label: 'Our community property is worth less than $57,000, not counting what we owe on it or our cars.',
            help: 'Community property is what either of you acquired during the marriage or partnership.',
          },
          separateWithinLimit: {
            label: 'Neither of us has separate property worth more than $57,000, not counting what we owe on it or our cars.',
          },
          waiveSupport: { label: 'We each give up forever any right to spousal or partner support from the other.' },
          waiveAppeal: {
            label: 'We each give up our rights to appeal and to ask for a new trial after the judgment takes effect.',
            help: 'Family Code §2400(a)(10). The judgment takes effect six months after filing; until then, either of you can stop the case (form FL-830).',
          },
          irreconcilable: {
            label:
              'Irreconcilable differences have caused the breakdown of our marriage or partnership, and we both want the court to end it without a hearing.',
          },
          you: { label: 'Your contact information' },
          restoreFormerName: { label: 'Do you want to go back to a former name?' },
          formerName: { label: 'Your former name' },
          spouse: { label: 'Your spouse’s or partner’s contact information' },
          spouseRestoresName: { label: 'Does your spouse or partner want to go back to a former name?' },
          spouseFormerName: { label: 'Their former name' },
          propertyDivision: {
            label: 'Which is true about community property and debts?',
            help: 'FL-800 item 13. A signed agreement is attached to the judgment (form FL-825).',
            options: {
              none: 'We have no community assets or debts',
              agreement: 'We have signed, or will sign before filing, an agreement dividing all of them',
            },
          },
          disclosureMethod: {
            label: 'How will you disclose your property to each other?',
            help: 'FL-800 item 12a: either the worksheets in the FL-810 booklet, or the Declaration of Disclosure (FL-140) with the Schedule of Assets and Debts (FL-142).',
            options: {
              worksheets: 'The worksheets on pages 7, 9 and 11 of the FL-810 booklet',
              forms: 'The Declaration of Disclosure (FL-140) and Schedule of Assets and Debts (FL-142)',
            },
          },
          disclosureExchanged: {
            label:
              'Have you and your spouse or partner already given each other these disclosures, an Income and Expense Declaration and your last two years’ tax returns?',
            help: 'FL-800 items 11–12 state that this has been done by the time you file.',
          },
        },
        errors: {
          notEligible:
            'A summary dissolution requires this condition (Family Code §2400). Without it, a summary dissolution is not available; the regular dissolution questionnaire prepares a petition.',
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
          separationBeforeRegistration: 'The date of separation must be after the date the partnership was registered.',
          fiveYears:
            'Five years or more passed before the separation: a summary dissolution requires less than five years (Family Code §2400(a)(3)).',
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
      summaryDissolution: {
        title: 'Disolución sumaria',
        steps: {
          eligibility: '¿Cumplen los requisitos?',
          you: 'Sobre usted',
          spouse: 'Su cónyuge o pareja',
          property: 'Bienes, deudas y divulgación',
          finances: 'Ingresos y gastos',
        },
        fields: {
          relationshipType: {
            label: '¿Qué relación están terminando?',
            options: { marriage: 'Un matrimonio', domesticPartnership: 'Una pareja de hecho registrada', both: 'Ambos' },
          },
          registeredInCalifornia: {
            label: '¿La pareja de hecho se registró ante la Secretaría de Estado de California?',
            help: 'Las parejas registradas en California que cumplen los mismos requisitos también pueden terminar la pareja presentando un Aviso de terminación de pareja de hecho ante la Secretaría de Estado (Código de Familia §299). Tiene efecto seis meses después de presentarlo. Usted elige el camino.',
          },
          marriageDate: { label: 'Fecha del matrimonio' },
          registrationDate: { label: 'Fecha en que se registró la pareja de hecho' },
          separationDate: {
            label: 'Fecha de separación',
            help: 'Deben haber pasado menos de cinco años desde el matrimonio o el registro hasta la separación (Código de Familia §2400(a)(3)).',
          },
          county: {
            label: 'Condado donde presentarán la petición',
            help: 'Donde uno de ustedes ha vivido los últimos tres meses o, para la excepción del punto 5b del FL-800, donde se casaron.',
          },
          residency: {
            label: '¿Cuál de estas afirmaciones es cierta?',
            help: 'Punto 5 del FL-800.',
            options: {
              resident: 'Uno de nosotros ha vivido en California los últimos seis meses y en este condado los últimos tres meses',
              caPartnershipOnly: 'Solo estamos terminando una pareja de hecho registrada en California',
              sameSexCaMarriage:
                'Somos del mismo sexo, nos casamos en California y ninguno vive en California ni donde podamos divorciarnos',
            },
          },
          readBooklet: {
            label: 'Los dos hemos leído y entendemos el folleto de información sobre la disolución sumaria (formulario FL-810).',
            help: 'El folleto es gratuito en courts.ca.gov y en la corte. Código de Familia §2400(a)(11).',
          },
          noChildren: {
            label:
              'No tenemos hijos en común (nacidos o adoptados antes o durante el matrimonio o la pareja) y ninguno de los dos está embarazada.',
          },
          noRealEstate: {
            label: 'Ninguno de los dos tiene interés en bienes raíces (terrenos o edificios) en ningún lugar.',
            help: 'Se permite el contrato de arrendamiento de la vivienda de uno de ustedes si termina dentro de un año desde la presentación y no incluye opción de compra.',
          },
          debtsWithinLimit: {
            label:
              'Las deudas que cualquiera de los dos contrajo durante el matrimonio o la pareja suman $7,000 o menos, sin contar los préstamos de autos.',
            help: 'Los límites son los impresos en la Petición conjunta vigente (FL-800, revisada el 28 de abril de 2025). Se ajustan cada dos años (Código de Familia §2400(b)).',
          },
          communityWithinLimit: {
            label: 'Nuestros bienes gananciales valen menos de $57,000, sin contar lo que debemos sobre ellos ni nuestros autos.',
            help: 'Los bienes gananciales son lo que cualquiera de los dos adquirió durante el matrimonio o la pareja.',
          },
          separateWithinLimit: {
            label:
              'Ninguno de los dos tiene bienes separados que valgan más de $57,000, sin contar lo que se debe sobre ellos ni los autos.',
          },
          waiveSupport: { label: 'Cada uno renuncia para siempre a cualquier derecho a manutención del cónyuge o pareja.' },
          waiveAppeal: {
            label: 'Cada uno renuncia a sus derechos de apelar y de pedir un nuevo juicio después de que la sentencia tenga efecto.',
            help: 'Código de Familia §2400(a)(10). La sentencia tiene efecto seis meses después de la presentación; hasta entonces, cualquiera de los dos puede detener el caso (formulario FL-830).',
          },
          irreconcilable: {
            label:
              'Diferencias irreconciliables causaron la ruptura de nuestro matrimonio o pareja, y los dos queremos que la corte lo termine sin audiencia.',
          },
          you: { label: 'Sus datos de contacto' },
          restoreFormerName: { label: '¿Desea volver a usar un apellido anterior?' },
          formerName: { label: 'Su nombre anterior' },
          spouse: { label: 'Datos de contacto de su cónyuge o pareja' },
          spouseRestoresName: { label: '¿Su cónyuge o pareja desea volver a usar un apellido anterior?' },
          spouseFormerName: { label: 'Su nombre anterior' },
          propertyDivision: {
            label: '¿Qué es cierto sobre los bienes y deudas gananciales?',
            help: 'Punto 13 del FL-800. El acuerdo firmado se adjunta a la sentencia (formulario FL-825).',
            options: {
              none: 'No tenemos bienes ni deudas gananciales',
              agreement: 'Hemos firmado, o firmaremos antes de presentar, un acuerdo que los divide todos',
            },
          },
          disclosureMethod: {
            label: '¿Cómo se informarán mutuamente sobre sus bienes?',
            help: 'Punto 12a del FL-800: con las hojas de trabajo del folleto FL-810, o con la Declaración de divulgación (FL-140) y la Lista de bienes y deudas (FL-142).',
            options: {
              worksheets: 'Las hojas de trabajo de las páginas 7, 9 y 11 del folleto FL-810',
              forms: 'La Declaración de divulgación (FL-140) y la Lista de bienes y deudas (FL-142)',
            },
          },
          disclosureExchanged: {
            label:
              '¿Usted y su cónyuge o pareja ya se dieron estas divulgaciones, una Declaración de ingresos y gastos y sus declaraciones de impuestos de los últimos dos años?',
            help: 'Los puntos 11 y 12 del FL-800 afirman que esto ya se hizo cuando presentan la petición.',
          },
        },
        errors: {
          notEligible:
            'La disolución sumaria exige esta condición (Código de Familia §2400). Sin ella, la disolución sumaria no está disponible; el cuestionario de divorcio regular prepara una petición.',
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
          separationBeforeRegistration: 'La fecha de separación debe ser posterior a la fecha en que se registró la pareja.',
          fiveYears:
            'Pasaron cinco años o más antes de la separación: la disolución sumaria exige menos de cinco años (Código de Familia §2400(a)(3)).',
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
