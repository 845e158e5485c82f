import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      domesticRelationsOrderV1: {
        title: 'Domestic Relations Order (Retirement Plan Division)',
        steps: { case: 'Your case', parties: 'The parties', plan: 'The retirement plan', division: 'How the plan is divided' },
        fields: {
          yourRole: {
            label: 'Whose retirement plan is being divided?',
            help: 'The participant is the employee who earned the plan; the alternate payee is the former spouse who receives a share.',
            options: { participant: 'Mine (I am the participant)', alternatePayee: 'My former spouse’s (I am the alternate payee)' },
          },
          caseNumber: { label: 'Divorce case number' },
          county: { label: 'County of the court' },
          judgmentDate: { label: 'Date of the divorce judgment', help: 'Leave blank if the divorce is not final yet.' },
          marriageDate: { label: 'Date of marriage' },
          separationDate: { label: 'Date of separation' },
          party: { dateOfBirth: { label: 'Date of birth' } },
          participant: { label: 'The participant (employee)' },
          alternatePayee: { label: 'The alternate payee (former spouse)' },
          planName: {
            label: 'Exact name of the plan',
            help: 'As shown on the plan statement, for example “Acme Corp. 401(k) Savings Plan”.',
          },
          planType: {
            label: 'Type of plan',
            options: {
              definedContribution: 'Account-based plan (401(k), 403(b), 457, profit sharing)',
              definedBenefit: 'Pension that pays a monthly benefit',
              governmental: 'Public pension (CalPERS, CalSTRS, LACERA)',
              unknown: 'I don’t know',
            },
          },
          employer: { label: 'Employer that sponsors the plan' },
          administrator: {
            label: 'Plan administrator’s name and address',
            help: 'Usually on the statement or in the summary plan description.',
          },
          method: {
            label: 'How is the plan divided?',
            help: 'As stated in your judgment or agreement.',
            options: {
              percentage: 'A percentage of the balance or benefit',
              amount: 'A fixed dollar amount',
              timeRule: 'The community share by the time rule (months married while working ÷ total months)',
            },
          },
          percentage: { label: 'Percentage to the alternate payee' },
          amount: { label: 'Amount to the alternate payee' },
          valuationDate: { label: 'Valuation date', help: 'The date the balance is measured, often the date of separation.' },
          gainsAndLosses: { label: 'Should the share include investment gains and losses after the valuation date?', help: 'Usually yes.' },
          survivorBenefits: {
            label: 'Should the alternate payee receive survivor benefits?',
            help: 'Protects the share if the participant dies first.',
          },
          outstandingLoans: {
            label: 'Does the account have an outstanding loan?',
            help: 'The order must say whether the loan reduces the balance divided.',
          },
        },
        errors: {
          separationBeforeMarriage: 'The date of separation must be after the date of marriage.',
        },
        summary: { caseDetails: '{plan}: {participant} to {payee} · case {caseNumber}' },
        submit: {
          successTitle: 'Domestic Relations Order Questionnaire Submitted',
          successText: 'Thank you. We will prepare the order and send it to the plan administrator for preapproval when possible.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      domesticRelationsOrderV1: {
        title: 'Orden de relaciones domésticas (división de un plan de jubilación)',
        steps: { case: 'Su caso', parties: 'Las partes', plan: 'El plan de jubilación', division: 'Cómo se divide el plan' },
        fields: {
          yourRole: {
            label: '¿De quién es el plan de jubilación que se divide?',
            help: 'El participante es el empleado que generó el plan; el beneficiario alterno es el excónyuge que recibe una parte.',
            options: { participant: 'Mío (soy el participante)', alternatePayee: 'De mi excónyuge (soy el beneficiario alterno)' },
          },
          caseNumber: { label: 'Número del caso de divorcio' },
          county: { label: 'Condado de la corte' },
          judgmentDate: { label: 'Fecha de la sentencia de divorcio', help: 'Déjelo en blanco si el divorcio todavía no es definitivo.' },
          marriageDate: { label: 'Fecha del matrimonio' },
          separationDate: { label: 'Fecha de separación' },
          party: { dateOfBirth: { label: 'Fecha de nacimiento' } },
          participant: { label: 'El participante (empleado)' },
          alternatePayee: { label: 'El beneficiario alterno (excónyuge)' },
          planName: {
            label: 'Nombre exacto del plan',
            help: 'Tal como aparece en el estado de cuenta, por ejemplo “Acme Corp. 401(k) Savings Plan”.',
          },
          planType: {
            label: 'Tipo de plan',
            options: {
              definedContribution: 'Plan de cuenta individual (401(k), 403(b), 457, participación en ganancias)',
              definedBenefit: 'Pensión que paga un beneficio mensual',
              governmental: 'Pensión pública (CalPERS, CalSTRS, LACERA)',
              unknown: 'No lo sé',
            },
          },
          employer: { label: 'Empleador que patrocina el plan' },
          administrator: {
            label: 'Nombre y dirección del administrador del plan',
            help: 'Normalmente aparece en el estado de cuenta o en la descripción resumida del plan.',
          },
          method: {
            label: '¿Cómo se divide el plan?',
            help: 'Tal como lo indica su sentencia o acuerdo.',
            options: {
              percentage: 'Un porcentaje del saldo o del beneficio',
              amount: 'Una cantidad fija en dólares',
              timeRule: 'La parte ganancial según la regla del tiempo (meses de matrimonio trabajando ÷ meses totales)',
            },
          },
          percentage: { label: 'Porcentaje para el beneficiario alterno' },
          amount: { label: 'Cantidad para el beneficiario alterno' },
          valuationDate: { label: 'Fecha de valoración', help: 'La fecha en que se mide el saldo, a menudo la fecha de separación.' },
          gainsAndLosses: {
            label: '¿La parte debe incluir las ganancias y pérdidas de inversión posteriores a la fecha de valoración?',
            help: 'Normalmente sí.',
          },
          survivorBenefits: {
            label: '¿El beneficiario alterno debe recibir beneficios de sobreviviente?',
            help: 'Protege su parte si el participante fallece primero.',
          },
          outstandingLoans: {
            label: '¿La cuenta tiene un préstamo pendiente?',
            help: 'La orden debe indicar si el préstamo reduce el saldo que se divide.',
          },
        },
        errors: {
          separationBeforeMarriage: 'La fecha de separación debe ser posterior a la fecha del matrimonio.',
        },
        summary: { caseDetails: '{plan}: de {participant} a {payee} · caso {caseNumber}' },
        submit: {
          successTitle: 'Cuestionario de orden de relaciones domésticas enviado',
          successText:
            'Gracias. Prepararemos la orden y, cuando sea posible, la enviaremos al administrador del plan para su aprobación previa.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
