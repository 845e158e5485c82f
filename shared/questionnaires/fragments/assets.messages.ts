import { defineMessages } from '../../i18n/core';

/** Namespace "q.assets": assets and debts as the Schedule of Assets and Debts (FL-142) lists them, and the FL-140 disclosure (fragments/assets.ts). */
export default defineMessages({
  en: {
    q: {
      assets: {
        assetsAndDebts: {
          label: 'What you and your spouse or partner own and owe',
          help: 'List each item once, with an estimate of its value today. These answers fill the Schedule of Assets and Debts (form FL-142).',
        },
        communityAssets: {
          label: 'Community property: what you acquired during the marriage or partnership',
          help: 'Community property is what either of you acquired during the marriage or registered partnership while living in California, other than gifts and inheritances (Family Code §760). Home and land, cars, bank and retirement accounts, a business, furniture. Leave empty if there is nothing.',
          item: 'Community asset {n}',
          add: 'Add a community asset',
          quasi: {
            label: 'Acquired while living outside California (quasi-community property)',
            help: 'Property acquired elsewhere that would have been community property if acquired in California (Family Code §125).',
          },
        },
        communityDebts: {
          label: 'Community debts: what you owe from the marriage or partnership',
          help: 'Student loans, taxes, unpaid support, personal loans, credit cards. A loan on an asset above (a mortgage, a car loan) is already counted there.',
          item: 'Community debt {n}',
          add: 'Add a community debt',
        },
        separateAssets: {
          label: 'Separate property: what belongs to one of you alone',
          help: 'What one of you owned before the marriage or partnership, received as a gift or inheritance, or acquired after the separation (Family Code §770).',
          item: 'Separate asset {n}',
          add: 'Add a separate asset',
        },
        separateDebts: {
          label: 'Separate debts: what one of you owes alone',
          help: 'Debts from before the marriage or partnership, or after the separation.',
          item: 'Separate debt {n}',
          add: 'Add a separate debt',
        },
        assets: {
          category: {
            label: 'Kind of asset',
            options: {
              realEstate: 'Real estate (a home, land)',
              household: 'Furniture, furnishings, appliances',
              valuables: 'Jewelry, antiques, art, collections',
              vehicles: 'Vehicles, boats, trailers',
              savings: 'Savings account',
              checking: 'Checking account',
              creditUnion: 'Credit union or other deposit account',
              cash: 'Cash',
              taxRefund: 'Tax refund',
              lifeInsurance: 'Life insurance with a cash value',
              stocks: 'Stocks, bonds, mutual funds',
              retirement: 'Retirement and pensions',
              annuities: 'Profit sharing, annuities, IRAs, deferred compensation',
              receivables: 'Money owed to you (accounts receivable, notes)',
              business: 'Partnership or other business interest',
              other: 'Other asset',
            },
          },
          description: {
            label: 'Description',
            help: 'For example: 2018 Toyota Camry; Chase checking ending 1234; 1234 Main St, Los Angeles.',
          },
          acquired: { label: 'Date acquired (if you know it)' },
          value: { label: 'Value today (estimate)', help: 'What it would sell for, before subtracting what is owed on it.' },
          owed: { label: 'Amount owed on it (if any)' },
          keptBy: { label: 'Who will keep it' },
        },
        debts: {
          category: {
            label: 'Kind of debt',
            options: {
              studentLoans: 'Student loan',
              taxes: 'Taxes',
              supportArrears: 'Unpaid child or spousal support',
              unsecuredLoans: 'Unsecured loan',
              creditCards: 'Credit card',
              other: 'Other debt',
            },
          },
          description: { label: 'Creditor and what it was for', help: 'For example: Capital One Visa ending 5678, household expenses.' },
          amount: { label: 'Amount owed today' },
          incurred: { label: 'Date incurred (if you know it)' },
          keptBy: { label: 'Who will pay it' },
        },
        owner: { label: 'Whose is it?', options: { mine: 'Mine', spouse: 'My spouse’s or partner’s' } },
        keptBy: {
          help: 'Only if you have both agreed. Leave it as “not decided” otherwise.',
          options: { me: 'Me', spouse: 'My spouse or partner', undecided: 'Not decided' },
        },
        disclosure: {
          label: 'Disclosure to your spouse or partner',
          help: 'Each spouse or partner must give the other a Declaration of Disclosure (form FL-140) with these attachments (Family Code §§2102–2104).',
          taxReturns: {
            label: 'Did you file income tax returns in the last two years?',
            help: 'Copies of the returns you filed in those two years are attached to the disclosure.',
          },
          valuationFacts: {
            label: 'Facts about the value of community assets (optional)',
            help: 'For example: a recent appraisal of the house, or what a business earns.',
          },
          obligationFacts: { label: 'Facts about community debts (optional)' },
          opportunities: {
            label: 'Investment or business opportunities since the separation (optional)',
            help: 'Any income-producing opportunity that came up after the separation from investments or work during the marriage.',
          },
        },
      },
    },
  },
  es: {
    q: {
      assets: {
        assetsAndDebts: {
          label: 'Lo que usted y su cónyuge o pareja tienen y deben',
          help: 'Anote cada cosa una vez, con un cálculo de su valor hoy. Estas respuestas llenan la Lista de bienes y deudas (formulario FL-142).',
        },
        communityAssets: {
          label: 'Bienes gananciales: lo que adquirieron durante el matrimonio o la pareja',
          help: 'Los bienes gananciales (comunitarios) son lo que cualquiera de los dos adquirió durante el matrimonio o la pareja registrada mientras vivían en California, salvo regalos y herencias (Código de Familia §760). Casa y terrenos, autos, cuentas bancarias y de jubilación, un negocio, muebles. Déjelo vacío si no hay nada.',
          item: 'Bien ganancial {n}',
          add: 'Agregar un bien ganancial',
          quasi: {
            label: 'Adquirido mientras vivían fuera de California (bien cuasi-ganancial)',
            help: 'Bienes adquiridos en otro lugar que habrían sido gananciales si se hubieran adquirido en California (Código de Familia §125).',
          },
        },
        communityDebts: {
          label: 'Deudas gananciales: lo que deben del matrimonio o la pareja',
          help: 'Préstamos estudiantiles, impuestos, manutención no pagada, préstamos personales, tarjetas de crédito. Un préstamo sobre un bien de arriba (hipoteca, préstamo del auto) ya se cuenta allí.',
          item: 'Deuda ganancial {n}',
          add: 'Agregar una deuda ganancial',
        },
        separateAssets: {
          label: 'Bienes separados: lo que es de uno de los dos',
          help: 'Lo que uno de los dos tenía antes del matrimonio o la pareja, recibió como regalo o herencia, o adquirió después de la separación (Código de Familia §770).',
          item: 'Bien separado {n}',
          add: 'Agregar un bien separado',
        },
        separateDebts: {
          label: 'Deudas separadas: lo que debe uno de los dos',
          help: 'Deudas de antes del matrimonio o la pareja, o de después de la separación.',
          item: 'Deuda separada {n}',
          add: 'Agregar una deuda separada',
        },
        assets: {
          category: {
            label: 'Tipo de bien',
            options: {
              realEstate: 'Bienes raíces (una casa, un terreno)',
              household: 'Muebles, artículos del hogar, electrodomésticos',
              valuables: 'Joyas, antigüedades, arte, colecciones',
              vehicles: 'Vehículos, botes, remolques',
              savings: 'Cuenta de ahorros',
              checking: 'Cuenta de cheques',
              creditUnion: 'Cooperativa de crédito u otra cuenta de depósito',
              cash: 'Efectivo',
              taxRefund: 'Reembolso de impuestos',
              lifeInsurance: 'Seguro de vida con valor en efectivo',
              stocks: 'Acciones, bonos, fondos mutuos',
              retirement: 'Jubilación y pensiones',
              annuities: 'Participación en ganancias, anualidades, IRA, compensación diferida',
              receivables: 'Dinero que le deben (cuentas por cobrar, pagarés)',
              business: 'Sociedad u otra participación en un negocio',
              other: 'Otro bien',
            },
          },
          description: {
            label: 'Descripción',
            help: 'Por ejemplo: Toyota Camry 2018; cuenta de cheques Chase terminada en 1234; 1234 Main St, Los Ángeles.',
          },
          acquired: { label: 'Fecha en que se adquirió (si la sabe)' },
          value: { label: 'Valor hoy (cálculo)', help: 'Lo que se obtendría al venderlo, antes de restar lo que se debe.' },
          owed: { label: 'Lo que se debe sobre él (si algo)' },
          keptBy: { label: 'Quién se lo quedará' },
        },
        debts: {
          category: {
            label: 'Tipo de deuda',
            options: {
              studentLoans: 'Préstamo estudiantil',
              taxes: 'Impuestos',
              supportArrears: 'Manutención de hijos o conyugal no pagada',
              unsecuredLoans: 'Préstamo sin garantía',
              creditCards: 'Tarjeta de crédito',
              other: 'Otra deuda',
            },
          },
          description: { label: 'Acreedor y para qué fue', help: 'Por ejemplo: Visa de Capital One terminada en 5678, gastos de la casa.' },
          amount: { label: 'Cantidad que se debe hoy' },
          incurred: { label: 'Fecha en que se contrajo (si la sabe)' },
          keptBy: { label: 'Quién la pagará' },
        },
        owner: { label: '¿De quién es?', options: { mine: 'Mío', spouse: 'De mi cónyuge o pareja' } },
        keptBy: {
          help: 'Solo si los dos ya lo acordaron. Si no, deje “no decidido”.',
          options: { me: 'Yo', spouse: 'Mi cónyuge o pareja', undecided: 'No decidido' },
        },
        disclosure: {
          label: 'Divulgación a su cónyuge o pareja',
          help: 'Cada cónyuge o pareja debe dar al otro una Declaración de divulgación (formulario FL-140) con estos anexos (Código de Familia §§2102–2104).',
          taxReturns: {
            label: '¿Presentó declaraciones de impuestos sobre los ingresos en los últimos dos años?',
            help: 'Las copias de las declaraciones que presentó en esos dos años se adjuntan a la divulgación.',
          },
          valuationFacts: {
            label: 'Datos sobre el valor de los bienes gananciales (opcional)',
            help: 'Por ejemplo: un avalúo reciente de la casa, o lo que gana un negocio.',
          },
          obligationFacts: { label: 'Datos sobre las deudas gananciales (opcional)' },
          opportunities: {
            label: 'Oportunidades de inversión o de negocio desde la separación (opcional)',
            help: 'Cualquier oportunidad de obtener ingresos que surgió después de la separación a raíz de inversiones o trabajo durante el matrimonio.',
          },
        },
      },
    },
  },
});
