import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      paternalRelationship: {
        title: 'Parentage: Establish the Legal Parents',
        steps: {
          you: 'About you',
          otherParent: 'The other parent',
          children: 'The children',
          requests: 'Your requests',
          finances: 'Income and expenses',
        },
        fields: {
          you: { label: 'Your contact information' },
          yourRole: {
            label: 'Which describes you?',
            help: 'FL-200 item 1: why you are the one asking the court.',
            options: {
              gaveBirth: 'I gave birth to the children',
              parent: 'I want the court to find that I am a parent of the children',
              notParent: 'I want the court to find that I am not a parent of the children',
              child: 'I am the child, or the child’s court-appointed representative',
              other: 'Other',
            },
          },
          parentReason: { label: 'Why you are a parent of the children' },
          notParentReason: { label: 'Why you are not a parent of the children' },
          representative: { label: 'Court and date of the appointment', help: 'For a guardian ad litem or other representative.' },
          roleOther: { label: 'Describe your connection to the children' },
          county: {
            label: 'County where you will file',
            help: 'FL-200 item 4: the county where the children live or are found, or where a deceased parent’s estate is or could be administered.',
          },
          otherParent: { label: 'The other parent (the respondent)' },
          jurisdiction: {
            label: 'Why California courts can decide this about the other parent',
            help: 'FL-200 item 3. Check all that are true.',
            options: {
              livesHere: 'They live in California',
              conception: 'The children were conceived in California',
              other: 'Another reason',
            },
          },
          jurisdictionOther: { label: 'Describe the other reason' },
          otherParentAgrees: {
            label: 'Does the other parent agree that they are a parent?',
            help: 'If not, the court may order genetic testing (Family Code §7551).',
          },
          childrenBorn: {
            label: 'Have the children been born?',
            options: { born: 'Yes', unborn: 'No: the child is not yet born', both: 'Some are born and another is expected' },
          },
          childrenLiveWith: {
            label: 'Who do the children live with now?',
            options: { me: 'Me', otherParent: 'The other parent', someoneElse: 'Someone else' },
          },
          childrenAddress: { label: 'Where the children live now' },
          venue: {
            label: 'Why file in that county?',
            help: 'FL-200 item 4. One of these must be true to file there.',
            options: {
              childrenLiveHere: 'The children live or are found in that county',
              estate: 'A parent has died and the estate is or could be administered in that county',
            },
          },
          declarationSigned: {
            label: 'Was a Voluntary Declaration of Parentage signed for any of the children?',
            help: 'Hospitals offer this form at birth (Family Code §7571). A copy is attached to the petition when available.',
          },
          vdpDate: { label: 'Date it was signed (if you know it)' },
          vdpFiled: {
            label: 'Was it filed with the Department of Child Support Services?',
            help: 'A declaration has the effect of a judgment once filed (Family Code §7573).',
            options: { filed: 'Yes', notFiled: 'No', unknown: 'I don’t know' },
          },
          vdpRescinded: {
            label: 'Was the declaration rescinded (cancelled) or set aside?',
            help: 'A signer can rescind it within 60 days of signing (Family Code §7575), or a court can set it aside.',
          },
          geneticTesting: { label: 'Do you want to ask for genetic (DNA) testing?', help: 'FL-200 item 7c.' },
          testingWho: {
            label: 'Testing to find out whether this person is a parent',
            options: { me: 'Me', otherParent: 'The other parent' },
          },
          parentIs: {
            label: 'Who do you ask the court to find is a parent of the children?',
            help: 'FL-200 item 7a. Check everyone who applies.',
            options: { me: 'Me', otherParent: 'The other parent' },
          },
          notParentIs: {
            label: 'Who do you ask the court to find is not a parent? (optional)',
            options: { me: 'Me', otherParent: 'The other parent' },
          },
          custodyFacts: {
            label: 'Facts in support of the custody and visitation orders (optional)',
            help: 'FL-200 item 8e. In your own words.',
          },
          childSupport: {
            label: 'Will you ask for child support?',
            help: 'The court may order support once parentage is found (FL-200 item 12). Support requests go with an Income and Expense Declaration (FL-150).',
          },
          failedToSupport: { label: 'Has the other parent failed to support the children?' },
          publicAssistance: { label: 'Are the children receiving public assistance?', help: 'For example CalWORKs or Medi-Cal.' },
          birthExpenses: {
            label: 'Are you asking that the reasonable expenses of the pregnancy and birth be paid?',
            help: 'Family Code §7637. Medical bills for the pregnancy and birth.',
          },
          expenses: {
            label: 'Pregnancy and birth expenses',
            paidBy: { label: 'Who paid or is paying them', help: 'A person’s name, for example yours.' },
            items: {
              label: 'The expenses',
              item: 'Expense {n}',
              add: 'Add an expense',
              amount: { label: 'Amount' },
              payableTo: { label: 'Payable to' },
              for: { label: 'For' },
            },
            payBy: { label: 'To be paid by', options: { me: 'Me', otherParent: 'The other parent', joint: 'Both of us' } },
            details: { label: 'How they would be paid (optional)', help: 'For example: $100 per month until paid.' },
          },
          attorneyFeesBy: {
            label: 'Attorney’s fees to be paid by',
            help: 'FL-200 item 10a.',
            options: { me: 'Me', otherParent: 'The other parent', joint: 'Both of us', none: 'No request' },
          },
          costsBy: {
            label: 'Expert fees, guardian ad litem fees and other costs to be paid by',
            help: 'FL-200 item 10b.',
            options: { me: 'Me', otherParent: 'The other parent', joint: 'Both of us', none: 'No request' },
          },
          changeChildName: { label: 'Do you want to change a child’s name?', help: 'Family Code §7638.' },
          newChildName: { label: 'Each child’s present and new name', help: 'For example: Emma García to Emma Hernández García.' },
          otherOrders: { label: 'Other orders you ask for (optional)' },
        },
        summary: { caseDetails: 'Parentage: {you} and {other} · children: {children}', unborn: 'a child not yet born' },
        submit: {
          successTitle: 'Parentage Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      paternalRelationship: {
        title: 'Paternidad: establecer quiénes son los padres legales',
        steps: {
          you: 'Sobre usted',
          otherParent: 'El otro padre o madre',
          children: 'Los hijos',
          requests: 'Sus solicitudes',
          finances: 'Ingresos y gastos',
        },
        fields: {
          you: { label: 'Sus datos de contacto' },
          yourRole: {
            label: '¿Qué lo describe a usted?',
            help: 'Punto 1 del FL-200: por qué es usted quien lo pide a la corte.',
            options: {
              gaveBirth: 'Yo di a luz a los hijos',
              parent: 'Quiero que la corte determine que soy padre o madre de los hijos',
              notParent: 'Quiero que la corte determine que no soy padre o madre de los hijos',
              child: 'Soy el hijo o hija, o su representante nombrado por la corte',
              other: 'Otro',
            },
          },
          parentReason: { label: 'Por qué es padre o madre de los hijos' },
          notParentReason: { label: 'Por qué no es padre o madre de los hijos' },
          representative: { label: 'Corte y fecha del nombramiento', help: 'Para un tutor ad litem u otro representante.' },
          roleOther: { label: 'Describa su relación con los hijos' },
          county: {
            label: 'Condado donde presentará la petición',
            help: 'Punto 4 del FL-200: el condado donde viven o se encuentran los hijos, o donde se tramita o podría tramitarse la herencia de uno de los padres que falleció.',
          },
          otherParent: { label: 'El otro padre o madre (la parte demandada)' },
          jurisdiction: {
            label: 'Por qué las cortes de California pueden decidir esto sobre el otro padre o madre',
            help: 'Punto 3 del FL-200. Marque todo lo que sea cierto.',
            options: {
              livesHere: 'Vive en California',
              conception: 'Los hijos fueron concebidos en California',
              other: 'Otra razón',
            },
          },
          jurisdictionOther: { label: 'Describa la otra razón' },
          otherParentAgrees: {
            label: '¿El otro padre o madre acepta que es padre o madre?',
            help: 'Si no lo acepta, la corte puede ordenar una prueba genética (Código de Familia §7551).',
          },
          childrenBorn: {
            label: '¿Los hijos ya nacieron?',
            options: { born: 'Sí', unborn: 'No: el bebé todavía no ha nacido', both: 'Algunos nacieron y se espera otro' },
          },
          childrenLiveWith: {
            label: '¿Con quién viven los hijos ahora?',
            options: { me: 'Conmigo', otherParent: 'Con el otro padre o madre', someoneElse: 'Con otra persona' },
          },
          childrenAddress: { label: 'Dónde viven los hijos ahora' },
          venue: {
            label: '¿Por qué presentarla en ese condado?',
            help: 'Punto 4 del FL-200. Una de estas razones debe ser cierta para presentarla allí.',
            options: {
              childrenLiveHere: 'Los hijos viven o se encuentran en ese condado',
              estate: 'Uno de los padres falleció y su herencia se tramita o podría tramitarse en ese condado',
            },
          },
          declarationSigned: {
            label: '¿Se firmó una Declaración Voluntaria de Paternidad para alguno de los hijos?',
            help: 'Los hospitales ofrecen este formulario al nacer el bebé (Código de Familia §7571). Se adjunta una copia a la petición si la tiene.',
          },
          vdpDate: { label: 'Fecha en que se firmó (si la sabe)' },
          vdpFiled: {
            label: '¿Se presentó ante el Departamento de Servicios de Manutención Infantil?',
            help: 'Una vez presentada, la declaración tiene el efecto de una sentencia (Código de Familia §7573).',
            options: { filed: 'Sí', notFiled: 'No', unknown: 'No lo sé' },
          },
          vdpRescinded: {
            label: '¿La declaración se anuló (rescindió) o se dejó sin efecto?',
            help: 'Quien la firmó puede rescindirla dentro de los 60 días después de firmarla (Código de Familia §7575), o una corte puede dejarla sin efecto.',
          },
          geneticTesting: { label: '¿Desea pedir una prueba genética (de ADN)?', help: 'Punto 7c del FL-200.' },
          testingWho: {
            label: 'Prueba para saber si esta persona es padre o madre',
            options: { me: 'Yo', otherParent: 'El otro padre o madre' },
          },
          parentIs: {
            label: '¿Quién pide que la corte determine que es padre o madre de los hijos?',
            help: 'Punto 7a del FL-200. Marque a todos los que correspondan.',
            options: { me: 'Yo', otherParent: 'El otro padre o madre' },
          },
          notParentIs: {
            label: '¿Quién pide que la corte determine que no es padre o madre? (opcional)',
            options: { me: 'Yo', otherParent: 'El otro padre o madre' },
          },
          custodyFacts: {
            label: 'Hechos que apoyan las órdenes de custodia y visitas (opcional)',
            help: 'Punto 8e del FL-200. En sus propias palabras.',
          },
          childSupport: {
            label: '¿Pedirá manutención de los hijos?',
            help: 'La corte puede ordenar la manutención una vez que determine la paternidad (punto 12 del FL-200). La solicitud va con una Declaración de ingresos y gastos (FL-150).',
          },
          failedToSupport: { label: '¿El otro padre o madre ha dejado de mantener a los hijos?' },
          publicAssistance: { label: '¿Los hijos reciben asistencia pública?', help: 'Por ejemplo CalWORKs o Medi-Cal.' },
          birthExpenses: {
            label: '¿Pide que se paguen los gastos razonables del embarazo y del parto?',
            help: 'Código de Familia §7637. Facturas médicas del embarazo y del parto.',
          },
          expenses: {
            label: 'Gastos del embarazo y del parto',
            paidBy: { label: 'Quién los pagó o los está pagando', help: 'El nombre de una persona, por ejemplo el suyo.' },
            items: {
              label: 'Los gastos',
              item: 'Gasto {n}',
              add: 'Agregar un gasto',
              amount: { label: 'Cantidad' },
              payableTo: { label: 'A pagar a' },
              for: { label: 'Por concepto de' },
            },
            payBy: { label: 'Los pagaría', options: { me: 'Yo', otherParent: 'El otro padre o madre', joint: 'Los dos' } },
            details: { label: 'Cómo se pagarían (opcional)', help: 'Por ejemplo: $100 al mes hasta pagarlos.' },
          },
          attorneyFeesBy: {
            label: 'Los honorarios de abogado los pagaría',
            help: 'Punto 10a del FL-200.',
            options: { me: 'Yo', otherParent: 'El otro padre o madre', joint: 'Los dos', none: 'No lo solicito' },
          },
          costsBy: {
            label: 'Los honorarios de peritos, del tutor ad litem y otros costos los pagaría',
            help: 'Punto 10b del FL-200.',
            options: { me: 'Yo', otherParent: 'El otro padre o madre', joint: 'Los dos', none: 'No lo solicito' },
          },
          changeChildName: { label: '¿Desea cambiar el nombre de algún hijo?', help: 'Código de Familia §7638.' },
          newChildName: { label: 'El nombre actual y el nuevo de cada hijo', help: 'Por ejemplo: Emma García a Emma Hernández García.' },
          otherOrders: { label: 'Otras órdenes que solicita (opcional)' },
        },
        summary: { caseDetails: 'Paternidad: {you} y {other} · hijos: {children}', unborn: 'un bebé por nacer' },
        submit: {
          successTitle: 'Cuestionario de paternidad enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
