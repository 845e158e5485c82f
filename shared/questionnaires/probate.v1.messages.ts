/** Labels of probate version 1 (frozen, namespace q.probateV1). */
import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      probateV1: {
        title: 'Probate Questionnaire',
        steps: {
          decedent: 'The person who died',
          estate: 'The estate',
          petitioner: 'Petitioner',
          heirs: 'Heirs and beneficiaries',
          debts: 'Debts and liabilities',
          additional: 'Additional information',
        },
        fields: {
          decedentName: { label: 'Full legal name of the person who died' },
          decedentDateOfBirth: { label: 'Date of birth' },
          decedentDateOfDeath: { label: 'Date of death' },
          decedentAddress: { label: 'Last known address' },
          countyOfDeath: { label: 'County where they lived at the time of death' },
          maritalStatus: {
            label: 'Marital status at the time of death',
            options: {
              single: 'Never married',
              married: 'Married',
              domesticPartner: 'Registered domestic partner',
              divorced: 'Divorced',
              widowed: 'Widowed',
            },
          },
          hasWill: { label: 'Did the person leave a will?' },
          willLocation: { label: 'Where is the original will?', help: 'Who has it or where it is kept (the court needs the original).' },
          nominatedExecutor: {
            label: 'Executor named in the will, or the person asking to be administrator',
            help: 'Full name of the person who will manage the estate.',
          },
          estimatedValue: {
            label: 'Estimated total value of the estate',
            help: 'Everything the person owned, before debts. An estimate is fine.',
          },
          realProperty: { label: 'Real estate', help: 'Address and estimated value of each house, condo or land.' },
          personalProperty: {
            label: 'Personal property',
            help: 'Vehicles, jewelry, furniture and other valuables, with estimated values.',
          },
          bankAccounts: {
            label: 'Bank accounts and investments',
            help: 'Bank, type of account and approximate balance. No account numbers.',
          },
          petitioner: { label: 'Your contact information' },
          relationship: {
            label: 'Your relationship to the person who died',
            options: {
              spouse: 'Spouse or domestic partner',
              child: 'Child',
              parent: 'Parent',
              sibling: 'Brother or sister',
              otherRelative: 'Other relative',
              namedExecutor: 'Executor named in the will',
              other: 'Other',
            },
          },
          appointmentReason: {
            label: 'Why should you be appointed?',
            help: 'For example: named in the will, closest relative, or the other heirs agree.',
          },
          heirs: {
            label: 'Heirs and beneficiaries',
            help: 'Everyone named in the will and the closest relatives (spouse, children, parents, brothers and sisters).',
            item: 'Heir {n}',
            add: 'Add an heir',
            relationship: { label: 'Relationship to the person who died' },
            age: { label: 'Age' },
          },
          creditors: { label: 'Creditors', help: 'People or companies the person owed money to.' },
          outstandingDebts: { label: 'Outstanding debts (mortgages, loans, credit cards, medical bills)' },
          funeralExpenses: { label: 'Funeral expenses' },
          pendingLegalActions: { label: 'Pending lawsuits or legal matters', help: 'Cases by or against the person who died.' },
        },
        errors: {
          deathBeforeBirth: 'The date of death must be after the date of birth.',
        },
        summary: {
          caseDetails: 'Estate of {decedent} · died {dateOfDeath} · {county} County · {will}',
          withWill: 'with a will',
          withoutWill: 'without a will',
        },
        submit: {
          successTitle: 'Probate Questionnaire Submitted',
          successText: 'Thank you. We received your answers and will contact you within two business days.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      probateV1: {
        title: 'Cuestionario de sucesión (probate)',
        steps: {
          decedent: 'La persona fallecida',
          estate: 'El patrimonio',
          petitioner: 'Solicitante',
          heirs: 'Herederos y beneficiarios',
          debts: 'Deudas y obligaciones',
          additional: 'Información adicional',
        },
        fields: {
          decedentName: { label: 'Nombre legal completo de la persona fallecida' },
          decedentDateOfBirth: { label: 'Fecha de nacimiento' },
          decedentDateOfDeath: { label: 'Fecha de fallecimiento' },
          decedentAddress: { label: 'Última dirección conocida' },
          countyOfDeath: { label: 'Condado donde vivía al momento de fallecer' },
          maritalStatus: {
            label: 'Estado civil al momento de fallecer',
            options: {
              single: 'Nunca se casó',
              married: 'Casado(a)',
              domesticPartner: 'Pareja de hecho registrada',
              divorced: 'Divorciado(a)',
              widowed: 'Viudo(a)',
            },
          },
          hasWill: { label: '¿La persona dejó un testamento?' },
          willLocation: {
            label: '¿Dónde está el testamento original?',
            help: 'Quién lo tiene o dónde se guarda (la corte necesita el original).',
          },
          nominatedExecutor: {
            label: 'Albacea nombrado en el testamento, o la persona que pide ser administrador',
            help: 'Nombre completo de la persona que administrará el patrimonio.',
          },
          estimatedValue: {
            label: 'Valor total estimado del patrimonio',
            help: 'Todo lo que la persona poseía, antes de deudas. Basta con un cálculo aproximado.',
          },
          realProperty: { label: 'Bienes inmuebles', help: 'Dirección y valor estimado de cada casa, condominio o terreno.' },
          personalProperty: {
            label: 'Bienes personales',
            help: 'Vehículos, joyas, muebles y otros objetos de valor, con su valor estimado.',
          },
          bankAccounts: {
            label: 'Cuentas bancarias e inversiones',
            help: 'Banco, tipo de cuenta y saldo aproximado. Sin números de cuenta.',
          },
          petitioner: { label: 'Sus datos de contacto' },
          relationship: {
            label: 'Su parentesco con la persona fallecida',
            options: {
              spouse: 'Cónyuge o pareja de hecho',
              child: 'Hijo o hija',
              parent: 'Padre o madre',
              sibling: 'Hermano o hermana',
              otherRelative: 'Otro familiar',
              namedExecutor: 'Albacea nombrado en el testamento',
              other: 'Otro',
            },
          },
          appointmentReason: {
            label: '¿Por qué debe ser nombrado usted?',
            help: 'Por ejemplo: está nombrado en el testamento, es el familiar más cercano o los demás herederos están de acuerdo.',
          },
          heirs: {
            label: 'Herederos y beneficiarios',
            help: 'Todas las personas nombradas en el testamento y los familiares más cercanos (cónyuge, hijos, padres, hermanos).',
            item: 'Heredero {n}',
            add: 'Agregar un heredero',
            relationship: { label: 'Parentesco con la persona fallecida' },
            age: { label: 'Edad' },
          },
          creditors: { label: 'Acreedores', help: 'Personas o empresas a las que la persona les debía dinero.' },
          outstandingDebts: { label: 'Deudas pendientes (hipotecas, préstamos, tarjetas de crédito, facturas médicas)' },
          funeralExpenses: { label: 'Gastos funerarios' },
          pendingLegalActions: {
            label: 'Demandas o asuntos legales pendientes',
            help: 'Casos presentados por o contra la persona fallecida.',
          },
        },
        errors: {
          deathBeforeBirth: 'La fecha de fallecimiento debe ser posterior a la fecha de nacimiento.',
        },
        summary: {
          caseDetails: 'Sucesión de {decedent} · falleció el {dateOfDeath} · condado de {county} · {will}',
          withWill: 'con testamento',
          withoutWill: 'sin testamento',
        },
        submit: {
          successTitle: 'Cuestionario de sucesión enviado',
          successText: 'Gracias. Recibimos sus respuestas y nos comunicaremos con usted en un plazo de dos días hábiles.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
