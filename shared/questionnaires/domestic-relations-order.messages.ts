import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      domesticRelationsOrder: {
        title: 'Domestic Relations Order (Retirement Plan Division)',
        steps: { case: 'Your case', parties: 'The parties', plans: 'The retirement plans', additional: 'Additional information' },
        fields: {
          yourRole: {
            label: 'Whose retirement plan is being divided?',
            help: 'The participant is the employee who earned the plan; the alternate payee is the former spouse who receives a share.',
            options: { participant: 'Mine (I am the participant)', alternatePayee: 'My former spouse’s (I am the alternate payee)' },
          },
          caseRole: {
            label: 'In the divorce case, are you the petitioner or the respondent?',
            help: 'As shown on the divorce papers: the petitioner is the person who filed the case.',
            options: { petitioner: 'Petitioner', respondent: 'Respondent' },
          },
          caseNumber: { label: 'Divorce case number' },
          county: { label: 'County of the court' },
          judgmentDate: { label: 'Date of the divorce judgment', help: 'Leave blank if the divorce is not final yet.' },
          marriageDate: { label: 'Date of marriage' },
          separationDate: { label: 'Date of separation' },
          party: {
            help: 'The plan needs each person’s full Social Security number. We never collect it online: it is given in our office and goes on the plan’s confidential addendum.',
            address: { label: 'Mailing address' },
            dateOfBirth: { label: 'Date of birth' },
          },
          participant: { label: 'The participant (employee)' },
          alternatePayee: { label: 'The alternate payee (former spouse)' },
          plans: {
            label: 'The retirement plans to divide',
            help: 'Each plan gets its own order. Add every plan your judgment or agreement divides (up to 4).',
            item: 'Plan {n}',
            add: 'Add another plan',
            planName: {
              label: 'Exact name of the plan',
              help: 'As shown on the plan statement, for example “Acme Corp. 401(k) Savings Plan”.',
            },
            planKind: {
              label: 'What kind of plan is it?',
              help: 'Private employers’ plans are governed by ERISA. California public systems, federal plans and military retired pay each have their own order format and rules.',
              options: {
                private: 'A private employer’s plan (ERISA)',
                publicCalifornia: 'A California public retirement system (CalPERS, CalSTRS, LACERA, a city or county plan)',
                tsp: 'Federal Thrift Savings Plan (TSP)',
                federalPension: 'Federal civil service pension (FERS or CSRS)',
                military: 'Military retired pay',
                other: 'Another public, church or non-ERISA plan',
                unknown: 'I don’t know',
              },
            },
            publicSystem: {
              label: 'Which public retirement system?',
              options: { calpers: 'CalPERS', calstrs: 'CalSTRS', lacera: 'LACERA', other: 'Another city, county or state plan' },
            },
            planType: {
              label: 'Does the plan hold an account balance or pay a monthly pension?',
              help: 'An account plan has a balance (401(k), 403(b), 457, profit sharing). A pension (defined benefit) pays a monthly benefit.',
              options: {
                definedContribution: 'An account with a balance',
                definedBenefit: 'A pension that pays a monthly benefit',
                unknown: 'I don’t know',
              },
            },
            employer: {
              label: 'Employer or agency that sponsors the plan',
              help: 'For a federal plan, the agency; for military retired pay, the branch of service.',
            },
            administrator: {
              label: 'Plan administrator’s name and mailing address (if known)',
              help: 'It appears on plan statements and in the summary plan description.',
            },
            method: {
              label: 'How is the plan divided?',
              help: 'As stated in your judgment or agreement.',
              options: {
                percentage: 'A percentage of the balance or benefit',
                amount: 'A fixed dollar amount',
                timeRule: 'The community share by the time rule (service during the marriage ÷ total service)',
              },
            },
            percentage: { label: 'Percentage to the alternate payee' },
            amount: { label: 'Amount to the alternate payee' },
            communityShare: {
              label: 'Alternate payee’s share of the community fraction (%)',
              help: 'The community fraction is the participant’s service during the marriage, before separation, divided by the total service. Your judgment or agreement states the alternate payee’s share of it, for example 50.',
            },
            valuationDate: {
              label: 'Valuation date',
              help: 'The date the balance or benefit is measured, as stated in your judgment or agreement.',
            },
            hireDate: {
              label: 'Date the participant was hired or entered the plan',
              help: 'The time rule counts service from this date.',
            },
            employment: {
              label: 'Is the participant still working for the employer?',
              options: { working: 'Still working there', left: 'Left the job, not retired', retired: 'Retired (receiving benefits)' },
            },
            employmentEnd: { label: 'Date the participant left the job or retired' },
            gainsAndLosses: {
              label: 'Does the share include investment gains and losses after the valuation date?',
              help: 'Whether the amount is adjusted for investment results between the valuation date and the date it is paid, as your judgment or agreement states.',
            },
            outstandingLoans: {
              label: 'Does the account have an outstanding loan?',
              help: 'The order must say whether the loan reduces the balance divided.',
            },
            loanTreatment: {
              label: 'How does your judgment or agreement treat the loan?',
              options: {
                reduces: 'The loan balance reduces the amount divided',
                excluded: 'The share is figured on the balance plus the loan (the loan is added back)',
              },
            },
            pensionApproach: {
              label: 'How is the pension divided?',
              help: 'Separate interest: the alternate payee receives a benefit of their own, started as the plan allows. Shared payment: the alternate payee receives part of each payment made to the participant, while those payments are made.',
              options: {
                separateInterest: 'Separate interest',
                sharedPayment: 'Shared payment',
                notStated: 'My judgment or agreement does not say',
              },
            },
            earlyRetirementSubsidy: {
              label: 'Does the alternate payee share in early-retirement subsidies?',
              help: 'Extra benefits some plans pay when the participant retires early.',
            },
            costOfLiving: {
              label: 'Does the alternate payee’s share include cost-of-living adjustments (COLAs)?',
              help: 'Increases some plans make to benefits over time.',
            },
            preRetirementSurvivor: {
              label:
                'Is the alternate payee treated as the surviving spouse if the participant dies before retiring (pre-retirement survivor annuity, QPSA)?',
              help: 'As your judgment or agreement states; the plan’s rules decide what it can pay.',
            },
            postRetirementSurvivor: {
              label:
                'Is the alternate payee treated as the surviving spouse if the participant dies after retiring (joint and survivor annuity, QJSA)?',
              help: 'As your judgment or agreement states; the plan’s rules decide what it can pay.',
            },
            paymentStart: {
              label: 'When do the alternate payee’s payments start?',
              help: 'As your judgment or agreement states.',
              options: {
                payeeElects: 'When the alternate payee chooses, once the participant reaches the plan’s earliest retirement age',
                participantRetires: 'When the participant retires',
                alreadyPaying: 'The participant already receives payments: once the plan accepts the order',
                other: 'Other',
              },
            },
            paymentStartOther: { label: 'Describe when payments start' },
            joinder: {
              label: 'Has the plan been joined as a party to your divorce case?',
              help: 'Family Code §2060: an order is not enforceable against an employee benefit plan unless the plan has been joined as a party (forms FL-372 and FL-370). This is asked for California public plans and other plans not governed by ERISA.',
              options: { joined: 'Yes, it has been joined', notJoined: 'No, not yet', unknown: 'I don’t know' },
            },
            joinderDate: { label: 'Date the plan was joined (if you know it)' },
            serviceAddress: {
              label: 'Name and address where the plan is served with the joinder papers',
              help: 'Public retirement systems publish the name and address for service of legal papers.',
            },
          },
        },
        errors: {
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
          employmentEndBeforeHire: 'This date must be after the date the participant was hired or entered the plan.',
        },
        summary: { caseDetails: '{plans}: {participant} to {payee} · case {caseNumber}' },
        submit: {
          successTitle: 'Domestic Relations Order Questionnaire Submitted',
          successText: 'Thank you. We will prepare an order for each plan in the plan’s format and contact you about the next steps.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      domesticRelationsOrder: {
        title: 'Orden de relaciones domésticas (división de un plan de jubilación)',
        steps: { case: 'Su caso', parties: 'Las partes', plans: 'Los planes de jubilación', additional: 'Información adicional' },
        fields: {
          yourRole: {
            label: '¿De quién es el plan de jubilación que se divide?',
            help: 'El participante es el empleado que generó el plan; el beneficiario alterno es el excónyuge que recibe una parte.',
            options: { participant: 'Mío (soy el participante)', alternatePayee: 'De mi excónyuge (soy el beneficiario alterno)' },
          },
          caseRole: {
            label: 'En el caso de divorcio, ¿usted es el peticionario o el demandado?',
            help: 'Según los documentos del divorcio: el peticionario es la persona que presentó el caso.',
            options: { petitioner: 'Peticionario (Petitioner)', respondent: 'Demandado (Respondent)' },
          },
          caseNumber: { label: 'Número del caso de divorcio' },
          county: { label: 'Condado de la corte' },
          judgmentDate: { label: 'Fecha de la sentencia de divorcio', help: 'Déjelo en blanco si el divorcio todavía no es definitivo.' },
          marriageDate: { label: 'Fecha del matrimonio' },
          separationDate: { label: 'Fecha de separación' },
          party: {
            help: 'El plan necesita el número de Seguro Social completo de cada persona. Nunca lo pedimos en línea: se entrega en nuestra oficina y va en el anexo confidencial del plan.',
            address: { label: 'Dirección postal' },
            dateOfBirth: { label: 'Fecha de nacimiento' },
          },
          participant: { label: 'El participante (empleado)' },
          alternatePayee: { label: 'El beneficiario alterno (excónyuge)' },
          plans: {
            label: 'Los planes de jubilación que se dividen',
            help: 'Cada plan lleva su propia orden. Agregue cada plan que divide su sentencia o acuerdo (hasta 4).',
            item: 'Plan {n}',
            add: 'Agregar otro plan',
            planName: {
              label: 'Nombre exacto del plan',
              help: 'Tal como aparece en el estado de cuenta, por ejemplo “Acme Corp. 401(k) Savings Plan”.',
            },
            planKind: {
              label: '¿Qué tipo de plan es?',
              help: 'Los planes de empleadores privados se rigen por la ley federal ERISA. Los sistemas públicos de California, los planes federales y la pensión militar tienen cada uno su propio formato de orden y sus reglas.',
              options: {
                private: 'Plan de un empleador privado (ERISA)',
                publicCalifornia: 'Sistema público de jubilación de California (CalPERS, CalSTRS, LACERA, plan de una ciudad o condado)',
                tsp: 'Plan de ahorro federal (Thrift Savings Plan, TSP)',
                federalPension: 'Pensión del servicio civil federal (FERS o CSRS)',
                military: 'Pensión de retiro militar',
                other: 'Otro plan público, de una iglesia o no regido por ERISA',
                unknown: 'No lo sé',
              },
            },
            publicSystem: {
              label: '¿Qué sistema público de jubilación?',
              options: { calpers: 'CalPERS', calstrs: 'CalSTRS', lacera: 'LACERA', other: 'Otro plan de una ciudad, condado o del estado' },
            },
            planType: {
              label: '¿El plan tiene un saldo en una cuenta o paga una pensión mensual?',
              help: 'Un plan de cuenta tiene un saldo (401(k), 403(b), 457, participación en ganancias). Una pensión (beneficio definido) paga un beneficio mensual.',
              options: {
                definedContribution: 'Una cuenta con saldo',
                definedBenefit: 'Una pensión que paga un beneficio mensual',
                unknown: 'No lo sé',
              },
            },
            employer: {
              label: 'Empleador o agencia que patrocina el plan',
              help: 'Para un plan federal, la agencia; para la pensión militar, la rama de las fuerzas armadas.',
            },
            administrator: {
              label: 'Nombre y dirección postal del administrador del plan (si los conoce)',
              help: 'Aparecen en los estados de cuenta y en la descripción resumida del plan.',
            },
            method: {
              label: '¿Cómo se divide el plan?',
              help: 'Tal como lo indica su sentencia o acuerdo.',
              options: {
                percentage: 'Un porcentaje del saldo o del beneficio',
                amount: 'Una cantidad fija en dólares',
                timeRule: 'La parte ganancial según la regla del tiempo (servicio durante el matrimonio ÷ servicio total)',
              },
            },
            percentage: { label: 'Porcentaje para el beneficiario alterno' },
            amount: { label: 'Cantidad para el beneficiario alterno' },
            communityShare: {
              label: 'Parte del beneficiario alterno en la fracción ganancial (%)',
              help: 'La fracción ganancial es el servicio del participante durante el matrimonio, antes de la separación, dividido entre el servicio total. Su sentencia o acuerdo indica la parte del beneficiario alterno, por ejemplo 50.',
            },
            valuationDate: {
              label: 'Fecha de valoración',
              help: 'La fecha en que se mide el saldo o el beneficio, según su sentencia o acuerdo.',
            },
            hireDate: {
              label: 'Fecha en que el participante fue contratado o ingresó al plan',
              help: 'La regla del tiempo cuenta el servicio desde esta fecha.',
            },
            employment: {
              label: '¿El participante sigue trabajando para ese empleador?',
              options: {
                working: 'Sigue trabajando ahí',
                left: 'Dejó el trabajo, sin jubilarse',
                retired: 'Se jubiló (recibe beneficios)',
              },
            },
            employmentEnd: { label: 'Fecha en que el participante dejó el trabajo o se jubiló' },
            gainsAndLosses: {
              label: '¿La parte incluye las ganancias y pérdidas de inversión posteriores a la fecha de valoración?',
              help: 'Si la cantidad se ajusta según los resultados de la inversión entre la fecha de valoración y la fecha de pago, según su sentencia o acuerdo.',
            },
            outstandingLoans: {
              label: '¿La cuenta tiene un préstamo pendiente?',
              help: 'La orden debe indicar si el préstamo reduce el saldo que se divide.',
            },
            loanTreatment: {
              label: '¿Cómo trata el préstamo su sentencia o acuerdo?',
              options: {
                reduces: 'El saldo del préstamo reduce la cantidad que se divide',
                excluded: 'La parte se calcula sobre el saldo más el préstamo (el préstamo se suma)',
              },
            },
            pensionApproach: {
              label: '¿Cómo se divide la pensión?',
              help: 'Interés separado: el beneficiario alterno recibe un beneficio propio, que comienza según lo permita el plan. Pago compartido: el beneficiario alterno recibe una parte de cada pago que se hace al participante, mientras se hagan esos pagos.',
              options: {
                separateInterest: 'Interés separado (separate interest)',
                sharedPayment: 'Pago compartido (shared payment)',
                notStated: 'Mi sentencia o acuerdo no lo dice',
              },
            },
            earlyRetirementSubsidy: {
              label: '¿El beneficiario alterno participa en los subsidios por jubilación anticipada?',
              help: 'Beneficios adicionales que algunos planes pagan cuando el participante se jubila antes.',
            },
            costOfLiving: {
              label: '¿La parte del beneficiario alterno incluye los ajustes por costo de vida (COLA)?',
              help: 'Aumentos que algunos planes hacen a los beneficios con el tiempo.',
            },
            preRetirementSurvivor: {
              label:
                '¿El beneficiario alterno se trata como cónyuge sobreviviente si el participante muere antes de jubilarse (anualidad de sobreviviente previa a la jubilación, QPSA)?',
              help: 'Según su sentencia o acuerdo; las reglas del plan deciden lo que puede pagar.',
            },
            postRetirementSurvivor: {
              label:
                '¿El beneficiario alterno se trata como cónyuge sobreviviente si el participante muere después de jubilarse (anualidad conjunta y de sobreviviente, QJSA)?',
              help: 'Según su sentencia o acuerdo; las reglas del plan deciden lo que puede pagar.',
            },
            paymentStart: {
              label: '¿Cuándo comienzan los pagos al beneficiario alterno?',
              help: 'Según su sentencia o acuerdo.',
              options: {
                payeeElects:
                  'Cuando el beneficiario alterno lo elija, una vez que el participante cumpla la edad mínima de jubilación del plan',
                participantRetires: 'Cuando el participante se jubile',
                alreadyPaying: 'El participante ya recibe pagos: cuando el plan acepte la orden',
                other: 'Otro',
              },
            },
            paymentStartOther: { label: 'Describa cuándo comienzan los pagos' },
            joinder: {
              label: '¿El plan ya fue incorporado como parte (joinder) en su caso de divorcio?',
              help: 'Código de Familia §2060: una orden no se puede hacer cumplir contra un plan de beneficios de empleados si el plan no fue incorporado como parte (formularios FL-372 y FL-370). Se pregunta para los planes públicos de California y otros planes no regidos por ERISA.',
              options: { joined: 'Sí, ya fue incorporado', notJoined: 'No, todavía no', unknown: 'No lo sé' },
            },
            joinderDate: { label: 'Fecha en que el plan fue incorporado (si la sabe)' },
            serviceAddress: {
              label: 'Nombre y dirección donde se entregan al plan los documentos de incorporación',
              help: 'Los sistemas públicos de jubilación publican el nombre y la dirección para recibir documentos legales.',
            },
          },
        },
        errors: {
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
          employmentEndBeforeHire: 'Esta fecha debe ser posterior a la fecha en que el participante fue contratado o ingresó al plan.',
        },
        summary: { caseDetails: '{plans}: de {participant} a {payee} · caso {caseNumber}' },
        submit: {
          successTitle: 'Cuestionario de orden de relaciones domésticas enviado',
          successText:
            'Gracias. Prepararemos una orden para cada plan en el formato del plan y nos comunicaremos con usted sobre los próximos pasos.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
