import { defineMessages } from '../i18n/core';

/**
 * Help texts give published, neutral information (what the form asks and what the law says), never a recommendation
 * (Bus. & Prof. Code §6411(e)).
 */
export default defineMessages({
  en: {
    q: {
      probate: {
        title: 'Probate Questionnaire',
        steps: {
          decedent: 'The person who died',
          estate: 'The will and the property',
          petitioner: 'You and the appointment',
          heirs: 'Family, heirs and beneficiaries',
          debts: 'Debts and liabilities',
          additional: 'Additional information',
        },
        fields: {
          decedentName: { label: 'Full legal name of the person who died' },
          decedentOtherNames: {
            label: 'Other names the person used (if any)',
            help: 'Every other name they were known by — a maiden or married name, a shorter or longer form, another spelling — separated by commas. The published notice names them all, so that creditors who knew the person by another name see it.',
          },
          decedentDateOfBirth: { label: 'Date of birth' },
          decedentDateOfDeath: { label: 'Date of death' },
          placeOfDeath: {
            label: 'Place of death',
            help: 'City and state (or country) where the person died, as on the death certificate.',
          },
          decedentAddress: {
            label: 'Last known address',
            help: 'Street, city, state and ZIP code of the home where they lived when they died.',
          },
          countyOfDeath: { label: 'County where they lived at the time of death' },
          livedInCalifornia: { label: 'Did they live in California when they died?' },
          estateCounty: {
            label: 'California county where their property is',
            help: 'For someone who lived outside California, the petition is filed in a county where they left property (Probate Code §7052).',
          },
          propertyInCounty: {
            label: 'Where is their property in the county where you are filing?',
            help: 'For someone who lived outside California, the petition states where their property in this county is, for example the address of a house.',
          },
          foreignCitizen: { label: 'Was the person a citizen of a country other than the United States?' },
          citizenship: { label: 'Which country?' },
          maritalStatus: {
            label: 'Marital status at the time of death',
            help: 'On the date of death.',
            options: {
              single: 'Never married',
              married: 'Married',
              domesticPartner: 'Registered domestic partner',
              divorced: 'Divorced',
              widowed: 'Widowed',
            },
          },
          hasWill: { label: 'Did the person leave a will?' },
          willDate: { label: 'Date of the will' },
          willType: {
            label: 'What kind of will is it?',
            help: 'A witnessed will is signed in front of two witnesses, who sign it too. A handwritten (holographic) will has the signature and the main provisions in the person’s own handwriting (Prob. Code §§6110, 6111).',
            options: {
              witnessed: 'Typed or printed, signed in front of witnesses',
              holographic: 'Handwritten and signed by the person',
              notSure: 'I am not sure',
            },
          },
          witnesses: {
            label: 'Witnesses who signed the will',
            help: 'If you know them. One of them may be asked to sign a proof of the will (form DE-131).',
            item: 'Witness {n}',
            add: 'Add a witness',
          },
          handwritingWitness: {
            label: 'Someone who knows the person’s handwriting',
            help: 'A person who can state that the will is in the person’s handwriting signs form DE-135, for example a relative or a close friend.',
            relationship: { label: 'How they knew the person' },
          },
          hasCodicils: { label: 'Are there codicils?', help: 'A codicil is a later document that changes or adds to the will.' },
          codicils: {
            label: 'Codicils',
            item: 'Codicil {n}',
            add: 'Add a codicil',
            date: { label: 'Date of the codicil' },
          },
          willLocation: { label: 'Where is the original will?', help: 'Who has it or where it is kept (the court needs the original).' },
          originalLost: {
            label: 'Has the original will or a codicil been lost?',
            help: 'Answer yes if only a copy can be found. The petition says so (DE-111 item 3f(3)).',
          },
          assets: {
            label: 'What the person owned',
            help: 'List each thing and how it was held. The Petition for Probate values only what goes through probate: what was in the person’s name alone, and their share of property owned with others as tenants in common. Property in a living trust, in joint tenancy, payable or transferable on death, with a named beneficiary, or community property passing to a surviving spouse generally passes outside probate. Published figures, for information: for deaths on or after April 1, 2025, personal property up to $208,850 may be collected with an affidavit (Prob. Code §13100); a primary residence up to $750,000 may pass by a petition on form DE-310 (Prob. Code §13151); property passing to a surviving spouse or registered domestic partner may be confirmed by a petition on form DE-221.',
            item: 'Asset {n}',
            add: 'Add an asset',
            kind: {
              label: 'What kind of property',
              options: {
                realProperty: 'Real estate (house, condo, land)',
                bankAccount: 'Bank or credit union account',
                investment: 'Stocks, bonds or brokerage account',
                retirement: 'Retirement account or pension (IRA, 401(k))',
                lifeInsurance: 'Life insurance',
                vehicle: 'Vehicle',
                business: 'Business interest',
                personalItems: 'Furniture, jewelry and other belongings',
                moneyOwed: 'Money owed to the person (loans, refunds, final wages)',
                other: 'Other',
              },
            },
            description: {
              label: 'Description',
              help: 'For example: “House at 1234 E Cesar Chavez Ave, Los Angeles” or “Checking account at Banco Popular”. No account numbers.',
            },
            heldHow: {
              label: 'How was it held?',
              help: 'As the deed, title, policy or account statement shows it.',
              options: {
                nameAlone: 'In the person’s name alone, with no co-owner or beneficiary',
                inCommon: 'Owned with others as tenants in common (the person’s share)',
                livingTrust: 'In a living trust',
                jointTenancy: 'In joint tenancy, or a joint account with right of survivorship',
                payOnDeath: 'Payable on death (POD) or transfer on death (TOD)',
                beneficiary: 'With a named beneficiary (insurance, retirement account)',
                communityToSpouse: 'Community property going to the surviving spouse or partner',
                notSure: 'I am not sure',
              },
            },
            value: {
              label: 'Estimated value on the date of death',
              help: 'For property owned with others, the person’s share. For real estate, the full market value before loans.',
            },
            owed: { label: 'Loans secured by it', help: 'Mortgages and other loans on this property (the form calls them encumbrances).' },
            primaryResidence: { label: 'Was this the person’s primary residence?' },
            yearlyIncome: { label: 'Yearly income it produces', help: 'Rent, interest or dividends in a year, if any.' },
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
          appointmentType: {
            label: 'What appointment are you asking the court for?',
            help: 'Executor: the person the will names. Administrator with will annexed: there is a will, but no named executor can or will act. Administrator: there is no will. Special administrator: a temporary appointment for matters that cannot wait (Prob. Code §8540).',
            options: {
              executor: 'Executor',
              administratorWithWill: 'Administrator with will annexed',
              administrator: 'Administrator',
              specialAdministrator: 'Special administrator',
            },
          },
          specialGeneralPowers: { label: 'Are general powers requested for the special administrator?' },
          specialReason: { label: 'Why is a special administrator needed?', help: 'What cannot wait, and which powers are requested.' },
          petitionerIsRepresentative: { label: 'Are you asking to be appointed yourself?' },
          representative: { label: 'The person to be appointed' },
          representativeId: {
            label: 'Identification of the person to be appointed',
            help: 'These go on the confidential supplement DE-147S, which only the court sees.',
            driversLicense: { label: 'Driver’s license number', help: 'Leave blank if they have none.' },
            driversLicenseState: { label: 'State that issued it' },
          },
          representativeResidence: {
            label: 'Where does the person to be appointed live?',
            options: { california: 'In California', otherState: 'In another U.S. state', outsideUs: 'Outside the United States' },
          },
          permanentAddress: { label: 'Their permanent address', help: 'The full address outside the United States.' },
          willNamesExecutor: { label: 'Does the will name an executor?' },
          appointeeNamedExecutor: { label: 'Is the person to be appointed named as executor in the will, and willing to act?' },
          otherExecutorsNotActing: { label: 'Does the will name other executors who will not act?' },
          notActingReasons: {
            label: 'Why will they not act?',
            options: { death: 'They have died', declination: 'They declined', other: 'Other reasons' },
          },
          notActingDetails: {
            label: 'Their names and the details',
            help: 'For example: “Luis García declined in writing on March 3, 2025.”',
          },
          appointeeIsNominee: {
            label: 'Was the person to be appointed nominated in writing by someone entitled to be appointed?',
            help: 'A person entitled to be appointed (for example the named executor or a close relative) may nominate someone else in writing; the nomination is attached to the petition.',
          },
          iaea: {
            label: 'Authority under the Independent Administration of Estates Act',
            help: 'With this authority the personal representative may take many actions without asking the court first. Full authority includes selling real property; limited authority does not include selling, exchanging or borrowing against real property (Prob. Code §§10400–10592).',
            options: { full: 'Full authority', limited: 'Limited authority', none: 'Not requested' },
          },
          bond: {
            label: 'Bond',
            help: 'A bond protects the estate. The court may not require one when the will waives it, or when all heirs or beneficiaries are adults and sign a waiver (form DE-142); money may instead be kept in a blocked account (Prob. Code §§8480–8483).',
            options: {
              willWaives: 'The will waives bond',
              allWaive: 'All heirs or beneficiaries are adults and will sign a waiver',
              bond: 'A bond will be furnished',
              blockedAccount: 'Money will be deposited in a blocked account',
            },
          },
          blockedAmount: { label: 'Amount to be deposited in the blocked account' },
          blockedInstitution: { label: 'Bank or institution, and its location' },
          newspaper: {
            label: 'Newspaper for the published notice (if chosen)',
            help: 'The notice of the petition is published in a newspaper of general circulation where the person lived (Prob. Code §8121). Leave blank if none has been chosen.',
          },
          appointmentReason: {
            label: 'Anything else about the appointment',
            help: 'For example: named in the will, closest relative, or the other heirs agree.',
          },
          childrenSurvived: {
            label: 'Is any child of the person living?',
            help: 'Children alive on the date of death, adopted children included.',
          },
          childKinds: {
            label: 'Which children?',
            help: 'Check all that apply.',
            options: {
              naturalOrAdopted: 'Born to the person, or adopted by the person',
              adoptedByOthers: 'Born to the person and later adopted by someone else',
            },
          },
          predeceasedChildIssue: {
            label: 'Did a child of the person die before them, leaving children or grandchildren who are living?',
            help: 'Those grandchildren and great-grandchildren are listed as heirs.',
          },
          stepOrFosterChild: {
            label: 'Did the person have a stepchild or foster child they would have adopted but for a legal barrier?',
            help: 'A relationship that began while the child was a minor and lasted throughout their lives (Prob. Code §6454).',
          },
          otherRelatives: {
            label: 'Which of these relatives are living?',
            help: 'The petition asks this when the person left no children or grandchildren. Check every group with a living member.',
            options: {
              parents: 'A parent',
              issueOfParents: 'Brothers or sisters, or their children or grandchildren',
              grandparents: 'A grandparent',
              issueOfGrandparents: 'Aunts, uncles or cousins',
              predeceasedSpouseIssue: 'Children or grandchildren of a spouse or partner who died earlier',
              nextOfKin: 'Other relatives',
              predeceasedSpouseParents: 'Parents of a spouse or partner who died earlier, or their children',
              none: 'None of these: no known relatives',
            },
          },
          predeceasedSpouse: {
            label: 'Did a spouse or registered domestic partner of the person die before them?',
            help: 'Someone who died while married to, or in a registered partnership with, the person.',
          },
          predeceasedSpouseProperty: {
            label: 'About that spouse or partner who died earlier',
            help: 'The petition asks this because of the rules of Prob. Code §6402.5.',
            options: {
              realProperty15: 'Died no more than 15 years before the person, and owned real property that passed to the person',
              personalProperty5:
                'Died no more than 5 years before the person, and owned personal property worth $10,000 or more that passed to the person',
              neither: 'Neither',
            },
          },
          predeceasedSpouseRelatives: {
            label: 'Which relatives of that spouse or partner, or of the person, are living?',
            options: {
              spouseIssue: 'Children or grandchildren of the earlier spouse or partner',
              spouseParents: 'A parent of the earlier spouse or partner',
              spouseParentsIssue: 'Brothers, sisters, nieces or nephews of the earlier spouse or partner',
              decedentKin: 'Other relatives of the person who died',
              spouseKin: 'Other relatives of the earlier spouse or partner',
            },
          },
          heirs: {
            label: 'Heirs and beneficiaries',
            help: 'Everyone named in the will or a codicil (even if they have died), the spouse or partner, each child, and the relatives from your answers above. For someone who has died, give the date of death.',
            item: 'Heir {n}',
            add: 'Add an heir',
            inWill: { label: 'Named in the will or a codicil' },
          },
          creditors: { label: 'Creditors', help: 'People or companies the person owed money to.' },
          outstandingDebts: { label: 'Outstanding debts (mortgages, loans, credit cards, medical bills)' },
          funeralExpenses: { label: 'Funeral expenses' },
          pendingLegalActions: { label: 'Pending lawsuits or legal matters', help: 'Cases by or against the person who died.' },
        },
        errors: {
          deathBeforeBirth: 'The date of death must be after the date of birth.',
          deathBeforeWill: 'The date of death must be on or after the date of the will.',
          minorCannotWaiveBond:
            'An heir or beneficiary under 18 cannot waive bond. Choose another answer: the will waives bond, a bond, or a blocked account.',
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
      probate: {
        title: 'Cuestionario de sucesión (probate)',
        steps: {
          decedent: 'La persona fallecida',
          estate: 'El testamento y los bienes',
          petitioner: 'Usted y el nombramiento',
          heirs: 'Familia, herederos y beneficiarios',
          debts: 'Deudas y obligaciones',
          additional: 'Información adicional',
        },
        fields: {
          decedentName: { label: 'Nombre legal completo de la persona fallecida' },
          decedentOtherNames: {
            label: 'Otros nombres que usó la persona (si los hubo)',
            help: 'Cada otro nombre con el que se le conocía —de soltera o de casada, una forma más corta o más larga, otra ortografía—, separados por comas. El aviso publicado los menciona todos, para que los acreedores que conocían a la persona con otro nombre lo vean.',
          },
          decedentDateOfBirth: { label: 'Fecha de nacimiento' },
          decedentDateOfDeath: { label: 'Fecha de fallecimiento' },
          placeOfDeath: {
            label: 'Lugar del fallecimiento',
            help: 'Ciudad y estado (o país) donde falleció, como aparece en el acta de defunción.',
          },
          decedentAddress: {
            label: 'Última dirección conocida',
            help: 'Calle, ciudad, estado y código postal de la casa donde vivía al fallecer.',
          },
          countyOfDeath: { label: 'Condado donde vivía al momento de fallecer' },
          livedInCalifornia: { label: '¿Vivía en California cuando falleció?' },
          estateCounty: {
            label: 'Condado de California donde están sus bienes',
            help: 'Si vivía fuera de California, la petición se presenta en un condado donde dejó bienes (Código de Sucesiones §7052).',
          },
          propertyInCounty: {
            label: '¿Dónde están sus bienes en el condado donde usted presenta la petición?',
            help: 'Si vivía fuera de California, la petición indica dónde están sus bienes en este condado, por ejemplo la dirección de una casa.',
          },
          foreignCitizen: { label: '¿La persona era ciudadana de otro país que no sea Estados Unidos?' },
          citizenship: { label: '¿De qué país?' },
          maritalStatus: {
            label: 'Estado civil al momento de fallecer',
            help: 'En la fecha del fallecimiento.',
            options: {
              single: 'Nunca se casó',
              married: 'Casado(a)',
              domesticPartner: 'Pareja de hecho registrada',
              divorced: 'Divorciado(a)',
              widowed: 'Viudo(a)',
            },
          },
          hasWill: { label: '¿La persona dejó un testamento?' },
          willDate: { label: 'Fecha del testamento' },
          willType: {
            label: '¿Qué tipo de testamento es?',
            help: 'Un testamento con testigos se firma ante dos testigos, que también lo firman. Un testamento ológrafo (a mano) tiene la firma y las disposiciones principales escritas a mano por la persona (Código de Sucesiones §§6110, 6111).',
            options: {
              witnessed: 'Escrito a máquina o impreso, firmado ante testigos',
              holographic: 'Escrito a mano y firmado por la persona',
              notSure: 'No estoy seguro(a)',
            },
          },
          witnesses: {
            label: 'Testigos que firmaron el testamento',
            help: 'Si los conoce. A uno de ellos se le puede pedir que firme una prueba del testamento (formulario DE-131).',
            item: 'Testigo {n}',
            add: 'Agregar un testigo',
          },
          handwritingWitness: {
            label: 'Alguien que conoce la letra de la persona',
            help: 'Una persona que puede declarar que el testamento está escrito con la letra de la persona firma el formulario DE-135, por ejemplo un familiar o un amigo cercano.',
            relationship: { label: 'Cómo conocía a la persona' },
          },
          hasCodicils: { label: '¿Hay codicilos?', help: 'Un codicilo es un documento posterior que cambia o agrega algo al testamento.' },
          codicils: {
            label: 'Codicilos',
            item: 'Codicilo {n}',
            add: 'Agregar un codicilo',
            date: { label: 'Fecha del codicilo' },
          },
          willLocation: {
            label: '¿Dónde está el testamento original?',
            help: 'Quién lo tiene o dónde se guarda (la corte necesita el original).',
          },
          originalLost: {
            label: '¿Se perdió el testamento original o algún codicilo?',
            help: 'Responda que sí si solo se encuentra una copia. La petición lo indica (DE-111, punto 3f(3)).',
          },
          assets: {
            label: 'Lo que la persona poseía',
            help: 'Anote cada bien y cómo estaba a nombre de la persona. La petición de sucesión valora solo lo que pasa por el proceso de sucesión: lo que estaba solo a nombre de la persona, y su parte de bienes que tenía con otros como copropietarios (tenants in common). Los bienes en un fideicomiso en vida, en tenencia conjunta, pagaderos o transferibles al fallecer, con un beneficiario designado, o los bienes gananciales que pasan al cónyuge sobreviviente generalmente pasan fuera del proceso de sucesión. Cifras publicadas, a título informativo: para fallecimientos desde el 1 de abril de 2025, los bienes personales de hasta $208,850 pueden cobrarse con una declaración jurada (Código de Sucesiones §13100); una residencia principal de hasta $750,000 puede pasar mediante una petición en el formulario DE-310 (§13151); los bienes que pasan al cónyuge o pareja de hecho registrada sobreviviente pueden confirmarse mediante una petición en el formulario DE-221.',
            item: 'Bien {n}',
            add: 'Agregar un bien',
            kind: {
              label: 'Tipo de bien',
              options: {
                realProperty: 'Bienes inmuebles (casa, condominio, terreno)',
                bankAccount: 'Cuenta de banco o cooperativa de crédito',
                investment: 'Acciones, bonos o cuenta de inversiones',
                retirement: 'Cuenta de jubilación o pensión (IRA, 401(k))',
                lifeInsurance: 'Seguro de vida',
                vehicle: 'Vehículo',
                business: 'Participación en un negocio',
                personalItems: 'Muebles, joyas y otras pertenencias',
                moneyOwed: 'Dinero que le debían (préstamos, reembolsos, último salario)',
                other: 'Otro',
              },
            },
            description: {
              label: 'Descripción',
              help: 'Por ejemplo: “Casa en 1234 E Cesar Chavez Ave, Los Ángeles” o “Cuenta de cheques en Banco Popular”. Sin números de cuenta.',
            },
            heldHow: {
              label: '¿A nombre de quién estaba?',
              help: 'Como aparece en la escritura, el título, la póliza o el estado de cuenta.',
              options: {
                nameAlone: 'Solo a nombre de la persona, sin copropietario ni beneficiario',
                inCommon: 'En copropiedad con otros (tenants in common): la parte de la persona',
                livingTrust: 'En un fideicomiso en vida',
                jointTenancy: 'En tenencia conjunta, o cuenta conjunta con derecho de supervivencia',
                payOnDeath: 'Pagadero al fallecer (POD) o transferible al fallecer (TOD)',
                beneficiary: 'Con un beneficiario designado (seguro, cuenta de jubilación)',
                communityToSpouse: 'Bienes gananciales que pasan al cónyuge o pareja sobreviviente',
                notSure: 'No estoy seguro(a)',
              },
            },
            value: {
              label: 'Valor estimado en la fecha del fallecimiento',
              help: 'Si era copropietario, la parte de la persona. Para inmuebles, el valor de mercado completo antes de préstamos.',
            },
            owed: {
              label: 'Préstamos garantizados con este bien',
              help: 'Hipotecas y otros préstamos sobre este inmueble (el formulario los llama gravámenes).',
            },
            primaryResidence: { label: '¿Era la residencia principal de la persona?' },
            yearlyIncome: { label: 'Ingreso anual que produce', help: 'Renta, intereses o dividendos en un año, si hay.' },
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
          appointmentType: {
            label: '¿Qué nombramiento le pide a la corte?',
            help: 'Albacea (executor): la persona que nombra el testamento. Administrador con testamento anexo: hay testamento, pero ningún albacea nombrado puede o quiere actuar. Administrador: no hay testamento. Administrador especial: un nombramiento temporal para asuntos que no pueden esperar (Código de Sucesiones §8540).',
            options: {
              executor: 'Albacea (executor)',
              administratorWithWill: 'Administrador con testamento anexo',
              administrator: 'Administrador',
              specialAdministrator: 'Administrador especial',
            },
          },
          specialGeneralPowers: { label: '¿Se piden facultades generales para el administrador especial?' },
          specialReason: {
            label: '¿Por qué se necesita un administrador especial?',
            help: 'Qué no puede esperar y qué facultades se piden.',
          },
          petitionerIsRepresentative: { label: '¿Pide usted ser nombrado?' },
          representative: { label: 'La persona que será nombrada' },
          representativeId: {
            label: 'Identificación de la persona que será nombrada',
            help: 'Estos datos van en el suplemento confidencial DE-147S, que solo ve la corte.',
            driversLicense: { label: 'Número de licencia de manejo', help: 'Déjelo en blanco si no tiene.' },
            driversLicenseState: { label: 'Estado que la emitió' },
          },
          representativeResidence: {
            label: '¿Dónde vive la persona que será nombrada?',
            options: { california: 'En California', otherState: 'En otro estado de EE. UU.', outsideUs: 'Fuera de Estados Unidos' },
          },
          permanentAddress: { label: 'Su dirección permanente', help: 'La dirección completa fuera de Estados Unidos.' },
          willNamesExecutor: { label: '¿El testamento nombra un albacea?' },
          appointeeNamedExecutor: {
            label: '¿La persona que será nombrada aparece como albacea en el testamento y está dispuesta a actuar?',
          },
          otherExecutorsNotActing: { label: '¿El testamento nombra a otros albaceas que no actuarán?' },
          notActingReasons: {
            label: '¿Por qué no actuarán?',
            options: { death: 'Fallecieron', declination: 'Renunciaron', other: 'Otras razones' },
          },
          notActingDetails: {
            label: 'Sus nombres y los detalles',
            help: 'Por ejemplo: “Luis García renunció por escrito el 3 de marzo de 2025.”',
          },
          appointeeIsNominee: {
            label: '¿Alguien con derecho a ser nombrado propuso por escrito a la persona que será nombrada?',
            help: 'Una persona con derecho a ser nombrada (por ejemplo el albacea nombrado o un familiar cercano) puede proponer por escrito a otra; la propuesta se adjunta a la petición.',
          },
          iaea: {
            label: 'Facultades según la Ley de Administración Independiente de Sucesiones',
            help: 'Con estas facultades el representante personal puede hacer muchas cosas sin pedir antes permiso a la corte. Las facultades completas incluyen vender inmuebles; las limitadas no incluyen vender, intercambiar ni pedir préstamos sobre inmuebles (Código de Sucesiones §§10400–10592).',
            options: { full: 'Facultades completas', limited: 'Facultades limitadas', none: 'No se piden' },
          },
          bond: {
            label: 'Fianza',
            help: 'La fianza protege el patrimonio. La corte puede no exigirla cuando el testamento la dispensa, o cuando todos los herederos o beneficiarios son adultos y firman una renuncia (formulario DE-142); en su lugar el dinero puede depositarse en una cuenta bloqueada (Código de Sucesiones §§8480–8483).',
            options: {
              willWaives: 'El testamento dispensa la fianza',
              allWaive: 'Todos los herederos o beneficiarios son adultos y firmarán una renuncia',
              bond: 'Se presentará una fianza',
              blockedAccount: 'El dinero se depositará en una cuenta bloqueada',
            },
          },
          blockedAmount: { label: 'Cantidad que se depositará en la cuenta bloqueada' },
          blockedInstitution: { label: 'Banco o institución, y su ubicación' },
          newspaper: {
            label: 'Periódico para el aviso publicado (si ya lo eligió)',
            help: 'El aviso de la petición se publica en un periódico de circulación general del lugar donde vivía la persona (Código de Sucesiones §8121). Déjelo en blanco si no se ha elegido.',
          },
          appointmentReason: {
            label: 'Algo más sobre el nombramiento',
            help: 'Por ejemplo: está nombrado en el testamento, es el familiar más cercano o los demás herederos están de acuerdo.',
          },
          childrenSurvived: {
            label: '¿Vive algún hijo o hija de la persona?',
            help: 'Hijos vivos en la fecha del fallecimiento, incluidos los adoptados.',
          },
          childKinds: {
            label: '¿Qué hijos?',
            help: 'Marque todo lo que corresponda.',
            options: {
              naturalOrAdopted: 'Nacidos de la persona o adoptados por ella',
              adoptedByOthers: 'Nacidos de la persona y adoptados después por otra persona',
            },
          },
          predeceasedChildIssue: {
            label: '¿Algún hijo o hija de la persona falleció antes que ella y dejó hijos o nietos que viven?',
            help: 'Esos nietos y bisnietos se anotan como herederos.',
          },
          stepOrFosterChild: {
            label: '¿La persona tenía un hijastro o hijo de crianza que habría adoptado si no fuera por un impedimento legal?',
            help: 'Una relación que empezó cuando el niño era menor y duró toda su vida (Código de Sucesiones §6454).',
          },
          otherRelatives: {
            label: '¿Cuáles de estos familiares viven?',
            help: 'La petición lo pregunta cuando la persona no dejó hijos ni nietos. Marque cada grupo que tenga algún miembro vivo.',
            options: {
              parents: 'Un padre o una madre',
              issueOfParents: 'Hermanos o hermanas, o sus hijos o nietos',
              grandparents: 'Un abuelo o una abuela',
              issueOfGrandparents: 'Tíos, tías o primos',
              predeceasedSpouseIssue: 'Hijos o nietos de un cónyuge o pareja que falleció antes',
              nextOfKin: 'Otros familiares',
              predeceasedSpouseParents: 'Los padres de un cónyuge o pareja que falleció antes, o sus hijos',
              none: 'Ninguno: no hay familiares conocidos',
            },
          },
          predeceasedSpouse: {
            label: '¿Un cónyuge o pareja de hecho registrada de la persona falleció antes que ella?',
            help: 'Alguien que falleció cuando estaba casado con la persona, o en pareja registrada con ella.',
          },
          predeceasedSpouseProperty: {
            label: 'Sobre ese cónyuge o pareja que falleció antes',
            help: 'La petición lo pregunta por las reglas del Código de Sucesiones §6402.5.',
            options: {
              realProperty15: 'Falleció no más de 15 años antes que la persona y tenía inmuebles que pasaron a la persona',
              personalProperty5:
                'Falleció no más de 5 años antes que la persona y tenía bienes personales de $10,000 o más que pasaron a la persona',
              neither: 'Ninguna de las dos',
            },
          },
          predeceasedSpouseRelatives: {
            label: '¿Cuáles de estos familiares de ese cónyuge o pareja, o de la persona, viven?',
            options: {
              spouseIssue: 'Hijos o nietos del cónyuge o pareja anterior',
              spouseParents: 'Un padre o una madre del cónyuge o pareja anterior',
              spouseParentsIssue: 'Hermanos, hermanas, sobrinos o sobrinas del cónyuge o pareja anterior',
              decedentKin: 'Otros familiares de la persona fallecida',
              spouseKin: 'Otros familiares del cónyuge o pareja anterior',
            },
          },
          heirs: {
            label: 'Herederos y beneficiarios',
            help: 'Todas las personas nombradas en el testamento o un codicilo (aunque hayan fallecido), el cónyuge o pareja, cada hijo y los familiares de sus respuestas anteriores. Si alguien falleció, indique la fecha.',
            item: 'Heredero {n}',
            add: 'Agregar un heredero',
            inWill: { label: 'Nombrado en el testamento o un codicilo' },
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
          deathBeforeWill: 'La fecha de fallecimiento debe ser igual o posterior a la fecha del testamento.',
          minorCannotWaiveBond:
            'Un heredero o beneficiario menor de 18 años no puede renunciar a la fianza. Elija otra respuesta: el testamento exime de fianza, una fianza o una cuenta bloqueada.',
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
