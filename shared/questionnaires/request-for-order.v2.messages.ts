import { defineMessages } from '../i18n/core';

/** The texts of version 2 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      requestForOrderV2: {
        title: 'Request for Order',
        steps: {
          orderType: 'Your case and request',
          yourInfo: 'Your information',
          otherParty: 'Other party',
          children: 'Children',
          additional: 'Your requests and the facts',
          finances: 'Income and expenses',
        },
        fields: {
          caseNumber: {
            label: 'Case number',
            help: 'A Request for Order is filed in a family case that already exists: a divorce, legal separation, parentage, custody and support, or domestic violence case. The number is on your court papers. Without a case, a case starts with a petition; our dissolution, parentage and custody-and-support questionnaires prepare one.',
          },
          county: { label: 'County of the court where the case is' },
          role: {
            label: 'Your role in that case',
            help: 'As shown at the top of your court papers.',
            options: { petitioner: 'Petitioner', respondent: 'Respondent', otherParent: 'Other parent/party' },
          },
          otherPartyRole: { label: 'The other party’s role in that case', options: { petitioner: 'Petitioner', respondent: 'Respondent' } },
          orderType: {
            label: 'What kind of request is this?',
            options: { new: 'A new order', modify: 'A change to an existing order' },
          },
          fileStampedDate: {
            label: 'Date the current order was filed',
            help: 'The date stamped by the court on the order you want to change.',
          },
          orders: {
            label: 'Which orders are you asking for?',
            options: {
              childCustody: 'Child custody',
              childVisitation: 'Child visitation (parenting time)',
              childSupport: 'Child support',
              spousalSupport: 'Spousal or partner support',
              propertyControl: 'Property control',
              attorneyFees: 'Attorney’s fees and costs',
              changeOfVenue: 'Change of venue',
              bifurcation: 'Bifurcation (ending the marital status first)',
              other: 'Other',
            },
          },
          otherOrder: {
            label: 'Describe the other orders you are asking for',
            help: 'For a change of venue, the county the case would move to and why; for bifurcation, the issue the court would decide first.',
          },
          expedited: {
            label: 'Do you need temporary emergency (ex parte) orders before the hearing?',
            help: 'Temporary emergency orders are made before the hearing when there is immediate danger or irreparable harm (California Rules of Court, rule 5.151).',
          },
          party: {
            homePhone: { label: 'Home phone' },
            workPhone: { label: 'Work phone' },
            cellPhone: { label: 'Cell phone' },
            email: { label: 'Email' },
            dateOfBirth: { label: 'Date of birth' },
            driversLicense: { label: 'Driver’s license number' },
          },
          you: { label: 'About you' },
          otherParty: { label: 'About the other party' },
          bestInterest: {
            label: 'Why the custody and visitation orders you ask for are in the children’s best interest',
            help: 'FL-300 item 2c. In your own words.',
          },
          currentCustodyOrder: { label: 'What the current custody order says', help: 'As written in the order, or in your own words.' },
          currentCustodyOrderDate: { label: 'Date the current custody order was filed (if you know it)' },
          currentVisitationOrder: { label: 'What the current visitation order says' },
          currentVisitationOrderDate: { label: 'Date the current visitation order was filed (if you know it)' },
          childSupport: {
            label: 'Child support',
            basis: {
              label: 'How would support be set?',
              help: 'The guideline is the formula California courts use to calculate child support (Family Code §4055).',
              options: { guideline: 'By the state guideline', amount: 'A specific monthly amount for each child' },
            },
            perChild: { label: 'Monthly amount for each child' },
            currentOrder: { label: 'What the current child support order says' },
            currentOrderDate: { label: 'Date the current child support order was filed (if you know it)' },
            reasons: { label: 'Why the court should make or change the support order (optional)' },
          },
          spousalSupport: {
            label: 'Spousal or partner support',
            change: { label: 'What do you want to do with the current order?', options: { change: 'Change it', end: 'End it' } },
            amount: { label: 'Monthly amount requested', help: 'The amount per month.' },
            currentAmount: { label: 'Monthly amount in the current order' },
            currentOrderDate: { label: 'Date the current support order was filed (if you know it)' },
            afterJudgment: {
              label: 'Was the current order made in the judgment (after the divorce or legal separation was granted)?',
              help: 'A change after a judgment is supported by the Spousal or Partner Support Declaration Attachment (form FL-157).',
            },
            reasons: { label: 'Why the court should make, change or end the order (optional)' },
          },
          property: {
            label: 'Property control',
            useBy: {
              label: 'Who would have exclusive temporary use and control of the property?',
              options: { me: 'Me', otherParty: 'The other party' },
            },
            ownership: {
              label: 'The property is',
              options: { ownOrBuying: 'Owned or being bought by us', leaseOrRent: 'Leased or rented' },
            },
            description: { label: 'The property', help: 'For example: the home at 1234 Main St; the 2018 Toyota Camry.' },
            debtsPaidBy: {
              label: 'Who would pay the debts that come due while the order is in effect? (optional)',
              help: 'Leave it unanswered if you are not asking about debts.',
              options: { me: 'Me', otherParty: 'The other party' },
            },
            debts: {
              label: 'Debts to be paid',
              item: 'Debt {n}',
              add: 'Add a debt',
              payTo: { label: 'Pay to' },
              for: { label: 'For' },
              amount: { label: 'Amount' },
              dueDate: { label: 'Due date' },
            },
            currentOrderDate: { label: 'Date of the current property control order (if you are changing one)' },
            reasons: {
              label: 'Why the court should make or change the property orders',
              help: 'FL-300 item 5d asks for these reasons on an attachment.',
            },
          },
          attorneyFeesAmount: {
            label: 'Total attorney’s fees and costs requested',
            help: 'FL-300 item 6. The request is supported by the Income and Expense Declaration and a declaration about the fees (form FL-319 or FL-158).',
          },
          emergency: {
            label: 'Temporary emergency orders',
            help: 'These answers prepare the declaration about notice (form FL-303) and the proposed orders (form FL-305).',
            orders: {
              label: 'Which orders do you need before the hearing?',
              options: { childCustody: 'Child custody and visitation', propertyControl: 'Property control', other: 'Other orders' },
            },
            harm: {
              label: 'The immediate danger or harm the orders would prevent',
              help: 'Facts and dates: rule 5.151 of the California Rules of Court requires them.',
            },
            noticeGiven: {
              label: 'Have you told the other party that you will ask for these orders?',
              help: 'Rule 5.165 of the California Rules of Court requires notice to the other party by 10:00 a.m. the court day before, unless the court excuses it.',
            },
            noticeTo: { label: 'Who you told' },
            noticeDate: { label: 'Date you told them' },
            noticeTime: { label: 'Time (optional)' },
            noticeHow: {
              label: 'How you told them',
              options: {
                inPerson: 'In person',
                phone: 'By phone',
                email: 'By email',
                text: 'By text message',
                voicemail: 'By voicemail',
                other: 'Another way',
              },
            },
            noticeResponse: {
              label: 'What they said (optional)',
              options: {
                agree: 'They agree',
                oppose: 'They oppose the request',
                noResponse: 'They did not answer',
                unknown: 'I don’t know',
              },
            },
            noNoticeReason: { label: 'Why you did not tell them' },
          },
          shortenTime: {
            label: 'Do you need the hearing sooner, or the papers served closer to the hearing than usual?',
            help: 'FL-300 item 8. Code of Civil Procedure §1005 sets service at least 16 court days before the hearing; this item asks the court for less time.',
          },
          serviceDays: { label: 'Serve the papers no less than this many court days before the hearing (optional)' },
          hearingSooner: { label: 'I also need the hearing date set sooner' },
          shortenReason: { label: 'Why you need it' },
          restrainingOrdersInEffect: {
            help: 'FL-300 item 1: domestic violence restraining or protective orders between you and the other party, from any court.',
          },
          previousCases: {
            label: 'Have there been other court cases between you and the other party?',
            help: 'For example a restraining order case, or a family case in another county.',
          },
          previousCasesDetails: { label: 'Describe those cases (court, case number, what was ordered)' },
          facts: {
            label: 'Facts in support of your request',
            help: 'FL-300 item 9: in your own words, the facts the judge needs for these orders. Up to 10 pages in total.',
          },
        },
        errors: {
          caseNumber: 'Enter the case number: a Request for Order is filed in an existing case',
          county: 'Enter the county of the court',
          role: 'Select your role in the case',
          orderType: 'Please select an order type',
          orders: 'Select at least one order',
          otherOrder: 'Please describe the other order',
          expedited: 'Please indicate whether you need expedited orders',
          name: 'Name is required',
          address: 'Address is required',
          phone: 'At least one phone number is required',
          email: 'Please enter a valid email',
          dateOfBirth: 'Date of birth is required',
          previousCases: 'Please indicate whether there are previous court cases',
        },
        summary: {
          expedited: 'Temporary emergency orders',
          caseNumber: 'Case {caseNumber}',
        },
        submit: {
          successTitle: 'Request submitted',
          successText: 'Request for Order submitted successfully!',
          errorTitle: 'Submission error',
          errorText: 'Error submitting request. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      requestForOrderV2: {
        title: 'Solicitud de Orden',
        steps: {
          orderType: 'Su caso y su solicitud',
          yourInfo: 'Su información',
          otherParty: 'La otra parte',
          children: 'Hijos',
          additional: 'Sus solicitudes y los hechos',
          finances: 'Ingresos y gastos',
        },
        fields: {
          caseNumber: {
            label: 'Número de caso',
            help: 'La Solicitud de Orden se presenta en un caso de familia que ya existe: divorcio, separación legal, paternidad, custodia y manutención, o violencia doméstica. El número aparece en sus documentos de la corte. Sin un caso, el caso empieza con una petición; nuestros cuestionarios de disolución, paternidad y custodia y manutención la preparan.',
          },
          county: { label: 'Condado de la corte donde está el caso' },
          role: {
            label: 'Su función en ese caso',
            help: 'Como aparece en la parte de arriba de sus documentos de la corte.',
            options: {
              petitioner: 'Demandante (Petitioner)',
              respondent: 'Demandado/a (Respondent)',
              otherParent: 'Otro padre, madre o parte',
            },
          },
          otherPartyRole: {
            label: 'La función de la otra parte en ese caso',
            options: { petitioner: 'Demandante (Petitioner)', respondent: 'Demandado/a (Respondent)' },
          },
          orderType: {
            label: '¿Qué tipo de solicitud es?',
            options: { new: 'Una orden nueva', modify: 'Un cambio a una orden existente' },
          },
          fileStampedDate: {
            label: 'Fecha en que se presentó la orden actual',
            help: 'La fecha que selló la corte en la orden que quiere cambiar.',
          },
          orders: {
            label: '¿Qué órdenes solicita?',
            options: {
              childCustody: 'Custodia de los hijos',
              childVisitation: 'Visitas (tiempo de crianza)',
              childSupport: 'Manutención de los hijos',
              spousalSupport: 'Manutención del cónyuge o pareja',
              propertyControl: 'Control de bienes',
              attorneyFees: 'Honorarios de abogado y costos',
              changeOfVenue: 'Cambio de jurisdicción',
              bifurcation: 'Bifurcación (terminar primero el estado civil)',
              other: 'Otra',
            },
          },
          otherOrder: {
            label: 'Describa las otras órdenes que solicita',
            help: 'Para un cambio de jurisdicción, el condado al que pasaría el caso y por qué; para la bifurcación, el asunto que la corte decidiría primero.',
          },
          expedited: {
            label: '¿Necesita órdenes de emergencia temporales (ex parte) antes de la audiencia?',
            help: 'Las órdenes de emergencia temporales se dictan antes de la audiencia cuando hay peligro inmediato o un daño irreparable (Reglas de la Corte de California, regla 5.151).',
          },
          party: {
            homePhone: { label: 'Teléfono de casa' },
            workPhone: { label: 'Teléfono del trabajo' },
            cellPhone: { label: 'Teléfono celular' },
            email: { label: 'Correo electrónico' },
            dateOfBirth: { label: 'Fecha de nacimiento' },
            driversLicense: { label: 'Número de licencia de manejar' },
          },
          you: { label: 'Sobre usted' },
          otherParty: { label: 'Sobre la otra parte' },
          bestInterest: {
            label: 'Por qué las órdenes de custodia y visitas que pide son en el mejor interés de los hijos',
            help: 'Punto 2c del FL-300. En sus propias palabras.',
          },
          currentCustodyOrder: {
            label: 'Qué dice la orden de custodia actual',
            help: 'Como está escrita en la orden, o en sus propias palabras.',
          },
          currentCustodyOrderDate: { label: 'Fecha en que se presentó la orden de custodia actual (si la sabe)' },
          currentVisitationOrder: { label: 'Qué dice la orden de visitas actual' },
          currentVisitationOrderDate: { label: 'Fecha en que se presentó la orden de visitas actual (si la sabe)' },
          childSupport: {
            label: 'Manutención de los hijos',
            basis: {
              label: '¿Cómo se fijaría la manutención?',
              help: 'La guía es la fórmula que usan las cortes de California para calcular la manutención de los hijos (Código de Familia §4055).',
              options: { guideline: 'Según la guía del estado', amount: 'Una cantidad mensual específica por cada hijo' },
            },
            perChild: { label: 'Cantidad mensual por cada hijo' },
            currentOrder: { label: 'Qué dice la orden de manutención de los hijos actual' },
            currentOrderDate: { label: 'Fecha en que se presentó la orden de manutención actual (si la sabe)' },
            reasons: { label: 'Por qué la corte debería dictar o cambiar la orden de manutención (opcional)' },
          },
          spousalSupport: {
            label: 'Manutención del cónyuge o pareja',
            change: { label: '¿Qué quiere hacer con la orden actual?', options: { change: 'Cambiarla', end: 'Terminarla' } },
            amount: { label: 'Cantidad mensual solicitada', help: 'La cantidad por mes.' },
            currentAmount: { label: 'Cantidad mensual de la orden actual' },
            currentOrderDate: { label: 'Fecha en que se presentó la orden de manutención actual (si la sabe)' },
            afterJudgment: {
              label: '¿La orden actual se dictó en la sentencia (después de otorgarse el divorcio o la separación legal)?',
              help: 'Un cambio después de la sentencia se apoya en el anexo de declaración de manutención del cónyuge o pareja (formulario FL-157).',
            },
            reasons: { label: 'Por qué la corte debería dictar, cambiar o terminar la orden (opcional)' },
          },
          property: {
            label: 'Control de bienes',
            useBy: {
              label: '¿Quién tendría el uso y control exclusivo y temporal de los bienes?',
              options: { me: 'Yo', otherParty: 'La otra parte' },
            },
            ownership: {
              label: 'Los bienes son',
              options: { ownOrBuying: 'Propios o los estamos comprando', leaseOrRent: 'Arrendados o alquilados' },
            },
            description: { label: 'Los bienes', help: 'Por ejemplo: la casa de 1234 Main St; el Toyota Camry 2018.' },
            debtsPaidBy: {
              label: '¿Quién pagaría las deudas que se venzan mientras la orden esté vigente? (opcional)',
              help: 'Déjelo sin contestar si no pide nada sobre deudas.',
              options: { me: 'Yo', otherParty: 'La otra parte' },
            },
            debts: {
              label: 'Deudas que se pagarían',
              item: 'Deuda {n}',
              add: 'Agregar una deuda',
              payTo: { label: 'Pagar a' },
              for: { label: 'Por concepto de' },
              amount: { label: 'Cantidad' },
              dueDate: { label: 'Fecha de vencimiento' },
            },
            currentOrderDate: { label: 'Fecha de la orden actual de control de bienes (si quiere cambiarla)' },
            reasons: {
              label: 'Por qué la corte debería dictar o cambiar las órdenes sobre los bienes',
              help: 'El punto 5d del FL-300 pide estas razones en un anexo.',
            },
          },
          attorneyFeesAmount: {
            label: 'Total de honorarios de abogado y costos que solicita',
            help: 'Punto 6 del FL-300. La solicitud se apoya en la Declaración de ingresos y gastos y en una declaración sobre los honorarios (formulario FL-319 o FL-158).',
          },
          emergency: {
            label: 'Órdenes de emergencia temporales',
            help: 'Estas respuestas preparan la declaración sobre el aviso (formulario FL-303) y las órdenes propuestas (formulario FL-305).',
            orders: {
              label: '¿Qué órdenes necesita antes de la audiencia?',
              options: { childCustody: 'Custodia y visitas de los hijos', propertyControl: 'Control de bienes', other: 'Otras órdenes' },
            },
            harm: {
              label: 'El peligro o daño inmediato que evitarían las órdenes',
              help: 'Hechos y fechas: la regla 5.151 de las Reglas de la Corte de California los exige.',
            },
            noticeGiven: {
              label: '¿Le avisó a la otra parte que va a pedir estas órdenes?',
              help: 'La regla 5.165 de las Reglas de la Corte de California exige avisar a la otra parte antes de las 10:00 a. m. del día hábil anterior, salvo que la corte lo dispense.',
            },
            noticeTo: { label: 'A quién le avisó' },
            noticeDate: { label: 'Fecha en que le avisó' },
            noticeTime: { label: 'Hora (opcional)' },
            noticeHow: {
              label: 'Cómo le avisó',
              options: {
                inPerson: 'En persona',
                phone: 'Por teléfono',
                email: 'Por correo electrónico',
                text: 'Por mensaje de texto',
                voicemail: 'Por mensaje de voz',
                other: 'De otra forma',
              },
            },
            noticeResponse: {
              label: 'Qué le dijo (opcional)',
              options: { agree: 'Está de acuerdo', oppose: 'Se opone a la solicitud', noResponse: 'No contestó', unknown: 'No lo sé' },
            },
            noNoticeReason: { label: 'Por qué no le avisó' },
          },
          shortenTime: {
            label: '¿Necesita la audiencia antes, o entregar los documentos con menos anticipación de lo normal?',
            help: 'Punto 8 del FL-300. El Código de Procedimiento Civil §1005 fija la entrega al menos 16 días hábiles de la corte antes de la audiencia; este punto pide a la corte un plazo menor.',
          },
          serviceDays: { label: 'Entregar los documentos al menos esta cantidad de días hábiles antes de la audiencia (opcional)' },
          hearingSooner: { label: 'También necesito que la audiencia sea antes' },
          shortenReason: { label: 'Por qué lo necesita' },
          restrainingOrdersInEffect: {
            help: 'Punto 1 del FL-300: órdenes de restricción o de protección por violencia doméstica entre usted y la otra parte, de cualquier corte.',
          },
          previousCases: {
            label: '¿Ha habido otros casos judiciales entre usted y la otra parte?',
            help: 'Por ejemplo, un caso de orden de restricción o un caso de familia en otro condado.',
          },
          previousCasesDetails: { label: 'Describa esos casos (corte, número de caso, qué se ordenó)' },
          facts: {
            label: 'Hechos que apoyan su solicitud',
            help: 'Punto 9 del FL-300: en sus propias palabras, los hechos que el juez necesita para estas órdenes. Hasta 10 páginas en total.',
          },
        },
        errors: {
          caseNumber: 'Escriba el número de caso: la Solicitud de Orden se presenta en un caso existente',
          county: 'Escriba el condado de la corte',
          role: 'Seleccione su función en el caso',
          orderType: 'Seleccione un tipo de orden',
          orders: 'Seleccione al menos una orden',
          otherOrder: 'Describa la otra orden',
          expedited: 'Indique si necesita órdenes urgentes',
          name: 'El nombre es obligatorio',
          address: 'La dirección es obligatoria',
          phone: 'Se requiere al menos un número de teléfono',
          email: 'Ingrese un correo electrónico válido',
          dateOfBirth: 'La fecha de nacimiento es obligatoria',
          previousCases: 'Indique si hay casos judiciales anteriores',
        },
        summary: {
          expedited: 'Órdenes de emergencia temporales',
          caseNumber: 'Caso {caseNumber}',
        },
        submit: {
          successTitle: 'Solicitud enviada',
          successText: '¡La solicitud de orden se envió correctamente!',
          errorTitle: 'Error al enviar',
          errorText: 'Error al enviar la solicitud. Inténtelo de nuevo.',
        },
      },
    },
  },
});
