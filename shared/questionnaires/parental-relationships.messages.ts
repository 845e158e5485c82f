import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      parentalRelationships: {
        title: 'Custody and Child Support (Parents Not Divorcing)',
        steps: {
          parents: 'The parents',
          children: 'The children',
          custody: 'Custody and visitation',
          support: 'Support and fees',
          finances: 'Income and expenses',
        },
        fields: {
          you: { label: 'Your contact information' },
          otherParent: { label: 'The other parent (the respondent)' },
          basis: {
            label: 'Why this petition applies to you',
            help: 'FL-260 item 2: at least one must be true. Parents who are not married and whose parentage has not been established use the parentage petition (FL-200) instead.',
            options: {
              married:
                'I am married to (or in a registered domestic partnership with) the other parent, and no divorce, legal separation or nullity case is pending',
              vdp: 'We both signed a voluntary declaration of parentage for the children, and no case about the children has been filed in another court',
              adopted: 'We legally adopted a child together',
              determined: 'A juvenile court or a child support case determined that we are the parents',
            },
          },
          vdpDate: { label: 'Date the voluntary declaration of parentage was signed' },
          vdpCopy: { label: 'Do you have a copy of the declaration?', help: 'FL-260 item 2b: a copy is attached to the petition.' },
          determination: {
            label: 'The case that determined parentage',
            caseNumber: { label: 'Case number (if you know it)' },
            county: { label: 'County' },
            state: { label: 'State' },
            country: { label: 'Country (if not the United States)', help: 'Leave blank for the United States.' },
          },
          noOtherCase: {
            label: 'No divorce, legal separation, nullity, parentage or custody case about us or these children is pending in any court.',
            help: 'FL-260 is for parents with no family case pending. Other cases about the children are listed in the UCCJEA questions.',
          },
          county: {
            label: 'County where you will file',
            help: 'California courts decide custody when California has been the children’s home state for the last six months (Family Code §3421). The petition is filed in the county where the children live.',
          },
          childSupport: {
            label: 'Will you ask for child support?',
            help: 'FL-260 item 6: the court may order support. Support requests go with an Income and Expense Declaration (FL-150).',
          },
          attorneyFees: {
            label: 'Attorney’s fees',
            help: 'FL-260 item 5.',
            options: {
              otherParent: 'To be paid by the other parent',
              me: 'To be paid by me',
              eachOwn: 'Each of us pays our own',
              none: 'No request about attorney’s fees',
            },
          },
          otherOrders: { label: 'Other orders you ask for (optional)', help: 'FL-260 item 7.' },
        },
        errors: {
          noOtherCase:
            'FL-260 is only for parents with no family case pending. With a case already open, requests are made in that case (for example with a Request for Order).',
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
      parentalRelationships: {
        title: 'Custodia y manutención de hijos (padres que no se divorcian)',
        steps: {
          parents: 'Los padres',
          children: 'Los hijos',
          custody: 'Custodia y visitas',
          support: 'Manutención y honorarios',
          finances: 'Ingresos y gastos',
        },
        fields: {
          you: { label: 'Sus datos de contacto' },
          otherParent: { label: 'El otro padre o madre (la parte demandada)' },
          basis: {
            label: 'Por qué esta petición le corresponde',
            help: 'Punto 2 del FL-260: al menos una debe ser cierta. Los padres que no están casados y cuya paternidad no se ha establecido usan la petición de paternidad (FL-200).',
            options: {
              married:
                'Estoy casado/a (o en una pareja de hecho registrada) con el otro padre o madre, y no hay un caso de divorcio, separación legal o nulidad pendiente',
              vdp: 'Los dos firmamos una declaración voluntaria de paternidad de los hijos, y no se ha presentado ningún caso sobre los hijos en otra corte',
              adopted: 'Adoptamos legalmente a un niño juntos',
              determined: 'Una corte de menores o un caso de manutención infantil determinó que somos los padres',
            },
          },
          vdpDate: { label: 'Fecha en que se firmó la declaración voluntaria de paternidad' },
          vdpCopy: { label: '¿Tiene una copia de la declaración?', help: 'Punto 2b del FL-260: se adjunta una copia a la petición.' },
          determination: {
            label: 'El caso que determinó la paternidad',
            caseNumber: { label: 'Número de caso (si lo sabe)' },
            county: { label: 'Condado' },
            state: { label: 'Estado' },
            country: { label: 'País (si no es Estados Unidos)', help: 'Déjelo en blanco para Estados Unidos.' },
          },
          noOtherCase: {
            label:
              'No hay ningún caso de divorcio, separación legal, nulidad, paternidad o custodia pendiente sobre nosotros o estos hijos en ninguna corte.',
            help: 'El FL-260 es para padres sin un caso de familia pendiente. Otros casos sobre los hijos se anotan en las preguntas de la UCCJEA.',
          },
          county: {
            label: 'Condado donde presentará la petición',
            help: 'Las cortes de California deciden la custodia cuando California ha sido el estado de residencia de los hijos durante los últimos seis meses (Código de Familia §3421). La petición se presenta en el condado donde viven los hijos.',
          },
          childSupport: {
            label: '¿Pedirá manutención de los hijos?',
            help: 'Punto 6 del FL-260: la corte puede ordenar la manutención. La solicitud va con una Declaración de ingresos y gastos (FL-150).',
          },
          attorneyFees: {
            label: 'Honorarios de abogado',
            help: 'Punto 5 del FL-260.',
            options: {
              otherParent: 'Que los pague el otro padre o madre',
              me: 'Los pago yo',
              eachOwn: 'Cada uno paga los suyos',
              none: 'Ninguna solicitud sobre honorarios',
            },
          },
          otherOrders: { label: 'Otras órdenes que solicita (opcional)', help: 'Punto 7 del FL-260.' },
        },
        errors: {
          noOtherCase:
            'El FL-260 es solo para padres sin un caso de familia pendiente. Si ya hay un caso abierto, las solicitudes se hacen en ese caso (por ejemplo, con una Solicitud de Orden).',
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
