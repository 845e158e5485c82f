import { defineMessages } from '../i18n/core';

/**
 * Help texts give published, neutral information (what the form asks and what the law says), never a recommendation
 * (Bus. & Prof. Code §6411(e)).
 */
export default defineMessages({
  en: {
    q: {
      conservatorship: {
        title: 'Conservatorship',
        steps: {
          petitioner: 'About you',
          conservatee: 'The person who needs help',
          appointment: 'The conservatorship and the conservator',
          needs: 'Needs, health and alternatives',
          estate: 'Finances and relatives',
          additional: 'Additional information',
        },
        fields: {
          petitioner: { label: 'Your contact information' },
          relationKind: {
            label: 'You are the person’s',
            help: 'GC-310 item 3b asks how the petitioner is connected to the person.',
            options: {
              spouse: 'Spouse',
              domesticPartner: 'Registered domestic partner',
              relative: 'Relative',
              friend: 'Friend or other interested person',
              guardian: 'Guardian (the person is a minor turning 18)',
            },
          },
          relationship: { label: 'Your relationship to the person who needs help', help: 'For example: daughter, nephew, neighbor.' },
          petitionerCreditor: {
            label: 'Does the person owe you money?',
            help: 'The petition says whether the petitioner is a creditor or a debtor of the person (GC-310 item 3b).',
          },
          petitionerDebtor: { label: 'Do you owe the person money?' },
          petitionerIsConservator: {
            label: 'Are you asking to be the conservator yourself?',
            help: 'The conservator is the person the court appoints to make decisions.',
          },
          conservateeName: { label: 'Full legal name of the person who needs help (proposed conservatee)' },
          conservateeDateOfBirth: { label: 'Their date of birth' },
          isAdult: { label: 'Are they 18 or older?' },
          adultOn: { label: 'Date they turn 18' },
          conservateeAddress: { label: 'Their current address' },
          conservateePhone: { label: 'Their phone (if any)' },
          residentCalifornia: { label: 'Do they live in California?' },
          residentCounty: { label: 'Do they live in the county where you are filing?' },
          countyConnection: {
            label: 'What connects them to this county?',
            options: {
              temporarilyHere: 'They are living here for now',
              propertyHere: 'They own property here',
              bestInterest: 'Other reasons it is in their best interest to file here',
            },
          },
          venueReason: {
            label: 'Why file in this county?',
            help: 'The petition explains why starting the conservatorship here is in the person’s best interest (Attachment 3a).',
          },
          residenceType: {
            label: 'What kind of home do they have?',
            options: {
              ownedHome: 'A house or apartment they own',
              rentedHome: 'A house or apartment they rent',
              relativeHome: 'A relative’s home',
              assistedLiving: 'An assisted-living facility',
              boardAndCare: 'A board-and-care home',
              skilledNursing: 'A skilled-nursing facility',
              other: 'Somewhere else',
            },
          },
          facilityName: { label: 'Name of the facility or place' },
          atResidence: {
            label: 'Are they at that home now?',
            help: 'Answer no if they are, for example, in a hospital or staying with someone for now.',
          },
          currentLocation: { label: 'Where are they now? (address)' },
          currentLocationKind: { label: 'What kind of place is it?', help: 'For example: hospital, rehabilitation center.' },
          residencePlan: {
            label: 'Can they live in their home?',
            options: {
              canStay: 'They can continue living there unless things change',
              mustMove: 'They will need to move after a conservator is appointed',
              canReturn: 'They will be able to return home by a date',
              willNotReturn: 'They will not return to live there',
              other: 'Other',
            },
          },
          returnDate: { label: 'Date they can return home' },
          residenceReasons: {
            label: 'Reasons for your answer about their home',
            help: 'Concrete facts: their health, the help they need, the home itself (GC-312 item 5f).',
          },
          attendance: {
            label: 'Will the person attend the court hearing?',
            help: 'If a medical condition prevents it, a doctor or other practitioner completes a capacity declaration (form GC-335).',
            options: {
              will: 'Yes, they will attend',
              unwilling: 'They are able but do not want to attend',
              unable: 'They cannot attend for medical reasons',
              outOfState: 'They are out of state and will not attend',
            },
          },
          knowsOfPetition: {
            label: 'Does the person know about the proposed conservatorship?',
            options: { yes: 'Yes', no: 'No', unknown: 'I don’t know' },
          },
          agrees: { label: 'Do they agree with it?', options: { yes: 'Yes', no: 'No', unknown: 'I don’t know' } },
          contests: { label: 'Do they want to contest the conservatorship?' },
          objectsToConservator: { label: 'Do they object to the proposed conservator?' },
          prefersOther: { label: 'Do they prefer that someone else be the conservator?' },
          conservateeNominated: {
            label: 'Has the person nominated the proposed conservator?',
            help: 'A person may nominate their own conservator, in writing or to the court (Prob. Code §1810).',
          },
          voluntary: {
            label: 'Is the person asking for the conservatorship themselves?',
            help: 'A voluntary request is stated in the petition with the facts that show good cause (GC-310 item 5d).',
          },
          voluntaryReason: { label: 'The facts of their request' },
          preferences: {
            label: 'The person’s own wishes',
            help: 'What they have said about having a conservator and about who it should be, or why their wishes cannot be found out (Prob. Code §1821; GC-310 Attachment 3f(2)).',
          },
          conservatorshipOf: {
            label: 'What does the conservatorship need to cover?',
            help: 'Of the person: daily care, health, housing. Of the estate: money and property.',
            options: { person: 'The person', estate: 'The estate (finances)', both: 'Both the person and the estate' },
          },
          developmentalDisability: {
            label: 'Does the person have a developmental disability?',
            help: 'As defined in Prob. Code §1420. The regional center is notified of the petition (Prob. Code §1827.5).',
          },
          disabilityDetails: {
            label: 'The nature and degree of the disability',
            help: 'The petition states them in Attachment 5f.',
          },
          limited: {
            label: 'Are you asking for a limited conservatorship?',
            help: 'A limited conservatorship is for an adult with a developmental disability; the conservator has only the powers the court grants (Prob. Code §§1801(d), 2351.5).',
          },
          limitedPowers: {
            label: 'Which of the seven powers are you asking the court to grant?',
            help: 'The powers of Prob. Code §2351.5(b). The person keeps every power not granted.',
            options: {
              residence: 'To decide where the person lives',
              records: 'To see the person’s confidential records and papers',
              marriage: 'To consent or withhold consent to the person’s marriage or domestic partnership',
              contracts: 'To make contracts for the person',
              medical: 'To give or withhold consent to medical treatment',
              social: 'To decide on the person’s social and sexual contacts and relationships',
              education: 'To make decisions about the person’s education',
            },
          },
          proposedConservator: {
            label: 'Who should be the conservator?',
            relationship: { label: 'Their relationship to the person who needs help' },
          },
          conservatorScreening: {
            label: 'The proposed conservator’s screening questions (form GC-314)',
            help: 'The confidential screening form GC-314, completed by the proposed conservator (you, or the person you named). Only the court sees it (Cal. Rules of Court, rule 7.1050).',
            otherNames: { label: 'Other names used', help: 'A maiden name or any other name used.' },
            driversLicense: {
              label: 'Driver’s license number',
              help: 'Leave blank if there is none. The full Social Security number is not asked online: our office collects it in person for the form.',
            },
            driversLicenseState: { label: 'State that issued it' },
            convicted: { label: 'Ever convicted of a felony or a misdemeanor?' },
            restrainingOrder: { label: 'Ever the subject of a restraining or protective order?' },
            bankruptcy: { label: 'Ever filed for bankruptcy?' },
            removedFiduciary: { label: 'Ever removed as a guardian, conservator, trustee, executor or other fiduciary?' },
            professionalFiduciary: { label: 'A professional fiduciary (Bus. & Prof. Code §6501)?' },
            licenseNumber: { label: 'Professional fiduciary license number' },
            explanations: { label: 'Explain each “yes”', help: 'What happened, when and where. The form attaches these explanations.' },
          },
          estateBond: {
            label: 'Bond for the conservator of the estate',
            help: 'A bond protects the estate. The court may instead allow money to be kept in a blocked account, or be asked not to require a bond for stated reasons (Prob. Code §§2320–2330).',
            options: {
              bond: 'A bond will be furnished',
              blockedAccount: 'Money will be deposited in a blocked account',
              askWaiver: 'Ask the court not to require a bond',
            },
          },
          blockedAmount: { label: 'Amount to be deposited in the blocked account' },
          blockedInstitution: { label: 'Bank or institution, and its location' },
          bondWaiverReason: { label: 'Why a bond should not be required' },
          independentPowers: {
            label: 'Are you asking for authority to act without prior court approval (Prob. Code §2590)?',
            help: 'Independent powers let a conservator of the estate do certain things, such as sell property, without asking the court each time. The petition lists the powers and the reasons (Attachment 1d).',
          },
          independentPowersDetails: { label: 'Which powers, and why' },
          medicalConsent: {
            label: 'Are you asking for the power to consent to medical treatment (Prob. Code §2355)?',
            help: 'The court grants it only if it finds the person cannot give informed consent to any form of medical treatment; a capacity declaration (form GC-335) is filed.',
          },
          prayerHealing: {
            label: 'Does the person follow a religion that relies on prayer alone for healing?',
            help: 'GC-310 item 9d (Prob. Code §2355(b)).',
          },
          dementiaPowers: {
            label: 'Does the person have dementia and need dementia medication or a secured care facility?',
            help: 'The court must grant these special powers separately (Prob. Code §2356.5; form GC-313).',
          },
          dementiaOrders: {
            label: 'Which dementia orders?',
            options: {
              securedPlacement: 'Placement in a facility with a secured perimeter',
              medication: 'Medications appropriate for the care and treatment of dementia',
            },
          },
          votingOrder: {
            label: 'Are you asking the court to find that the person cannot communicate a wish to vote?',
            help: 'A conservatee keeps the right to vote unless the court finds they cannot communicate, even with reasonable accommodations, a desire to take part in the voting process (Elec. Code §§2208–2209).',
          },
          dispenseNotice: {
            label: 'Is there a relative who cannot be found, or who should not receive notice?',
            help: 'The petition may ask the court to dispense with notice to them (Attachment 1l).',
          },
          dispenseDetails: { label: 'Their names, and your efforts to find them or your reasons' },
          temporaryNeeded: {
            label: 'Do you need a temporary conservatorship right away?',
            help: 'For an urgent need before the hearing (form GC-111).',
          },
          temporaryReason: { label: 'What is urgent?' },
          physicalHealth: {
            label: 'Physical health: what they cannot do',
            help: 'Recent, concrete examples: moving and exercising, personal hygiene, going to medical appointments, taking medication as prescribed (GC-312 item 3a).',
          },
          food: { label: 'Food', help: 'Examples: eating or drinking, preparing food, shopping for food (GC-312 item 3b).' },
          clothing: { label: 'Clothing', help: 'Examples: getting dressed, doing laundry, shopping for clothing (GC-312 item 3c).' },
          shelter: { label: 'Shelter', help: 'Examples: paying rent or mortgage, paying utility bills, keeping house (GC-312 item 3d).' },
          finances: {
            label: 'Managing money and property',
            help: 'Examples of substantial inability to manage money or property, such as unpaid bills (GC-312 item 4a).',
          },
          undueInfluence: {
            label: 'Resisting fraud or undue influence',
            help: 'Examples such as scams or pressure from others (GC-312 item 4b).',
          },
          diagnoses: {
            label: 'Diagnoses or medical conditions',
            help: 'As you know them from the doctors. Write “unknown” if you do not know.',
          },
          medications: { label: 'Medications', help: 'Names and how they are taken, if you know.' },
          healthServicesUnknown: {
            label: 'I do not know, and cannot reasonably find out, what health services they received in the last year',
          },
          healthServices: {
            label: 'Health services in the last year',
            help: 'Doctor visits, tests, hospital stays, surgeries, medication given, wound care, therapy. Write “none” if none (GC-312 item 7a).',
          },
          socialServicesUnknown: {
            label: 'I do not know, and cannot reasonably find out, what social services they received in the last year',
          },
          socialServices: {
            label: 'Help and caregivers in the last year',
            help: 'Who helps and how: companionship, hygiene, housekeeping, shopping, cooking, managing money (GC-312 item 7b). Write “none” if none.',
          },
          hasPhysician: {
            label: 'Does the person have a doctor?',
            help: 'The doctor’s name and address are needed for the capacity declaration (forms GC-335 and GC-335A).',
          },
          physician: { label: 'The doctor' },
          alternatives: {
            label: 'Less restrictive alternatives',
            help: 'For each one: whether it was tried, for how long and how, and why it does not meet the person’s needs; or why it is not suitable and should not be tried (GC-312 item 6).',
            supportedDecisions: { label: 'A supported decision-making agreement (Welf. & Inst. Code §21001)' },
            healthSurrogate: { label: 'Naming a health care surrogate (Prob. Code §4711)' },
            healthDirective: { label: 'An advance health care directive' },
            powerOfAttorney: { label: 'A power of attorney' },
            trust: { label: 'A trust' },
            other: { label: 'Other alternatives considered or tried' },
          },
          basis: {
            label: 'Where do the facts you gave come from?',
            help: 'GC-312 item 9 asks whether the facts are from your own knowledge or from another person’s declaration.',
            options: { personal: 'My own knowledge', declaration: 'Another person’s declaration, which I will provide' },
          },
          personalPropertyValue: {
            label: 'Estimated value of their personal property',
            help: 'Bank accounts, investments, vehicles and valuables.',
          },
          incomeRealProperty: { label: 'Yearly income from real property (rent)' },
          incomePersonalProperty: { label: 'Yearly income from personal property', help: 'Interest and dividends.' },
          incomePensions: { label: 'Yearly pensions', help: 'Retirement pensions and annuities.' },
          incomeWages: { label: 'Yearly wages' },
          incomePublicBenefits: { label: 'Yearly public benefits', help: 'Social Security, SSI and other public assistance.' },
          incomeOther: { label: 'Other yearly income' },
          realPropertyValue: { label: 'Estimated value of real estate they own', help: 'Leave blank if none.' },
          vaBenefits: {
            label: 'Does the person receive, or have a right to, benefits from the U.S. Department of Veterans Affairs?',
            help: 'The petition says so, and the VA receives notice (Prob. Code §1822).',
          },
          vaMonthly: { label: 'Estimated monthly VA benefit' },
          stateHospital: {
            label: 'Is the person a patient in (or on leave from) a state hospital or developmental center?',
            help: 'An institution of the California Department of State Hospitals or Department of Developmental Services (GC-310 item 4a).',
          },
          stateHospitalName: { label: 'Which institution?' },
          tribeMember: {
            label: 'Is the person a member of a federally recognized Indian tribe?',
            help: 'The tribe receives notice (GC-310 item 4c).',
          },
          tribe: {
            label: 'The tribe',
            name: { label: 'Name of the tribe' },
            location: { label: 'Location of the tribe (state of its principal location)' },
            residesOnTribalLand: { label: 'Does the person live on tribal land?' },
            ownsTribalLand: { label: 'Does the person own property on tribal land?' },
          },
          otherProceedings: {
            label: 'Has a conservatorship or similar case about the person been filed in another state, country or tribal court?',
            help: 'GC-310 item 3g (Prob. Code §2031(b)).',
          },
          otherProceedingsDetails: { label: 'Where, and the date it was filed' },
          separationProceedings: {
            label: 'Is there a divorce, legal separation or annulment case between the person and their spouse or partner?',
            help: 'GC-310 items 6 and 7 ask this when the petitioner or the proposed conservator is the spouse or domestic partner.',
          },
          separationDetails: { label: 'The case, and why the appointment is still in the person’s best interest' },
          relatives: {
            help: 'The spouse or registered domestic partner, and the relatives within the second degree: parents, grandparents, children, grandchildren, brothers and sisters, with their addresses. List a relative who has died with the date of death. They receive notice of the hearing (Prob. Code §1821).',
          },
          relativesSearch: {
            label: 'If some relatives could not be found: what was done to find them',
            help: 'The petition describes the efforts (GC-310 Attachment 3f(1)). Leave blank if every relative is listed.',
          },
        },
        summary: {
          person: 'Conservatorship of the person of {conservatee}',
          estate: 'Conservatorship of the estate of {conservatee}',
          both: 'Conservatorship of the person and estate of {conservatee}',
        },
        submit: {
          successTitle: 'Conservatorship Questionnaire Submitted',
          successText: 'Thank you. We will review your answers and contact you about the next steps.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      conservatorship: {
        title: 'Curaduría (conservatorship)',
        steps: {
          petitioner: 'Sobre usted',
          conservatee: 'La persona que necesita ayuda',
          appointment: 'La tutela y el tutor',
          needs: 'Necesidades, salud y alternativas',
          estate: 'Finanzas y familiares',
          additional: 'Información adicional',
        },
        fields: {
          petitioner: { label: 'Sus datos de contacto' },
          relationKind: {
            label: 'Usted es de la persona su',
            help: 'El punto 3b del GC-310 pregunta cómo está relacionado el peticionario con la persona.',
            options: {
              spouse: 'Cónyuge',
              domesticPartner: 'Pareja de hecho registrada',
              relative: 'Familiar',
              friend: 'Amigo u otra persona interesada',
              guardian: 'Tutor (la persona es menor y cumple 18)',
            },
          },
          relationship: { label: 'Su parentesco con la persona que necesita ayuda', help: 'Por ejemplo: hija, sobrino, vecino.' },
          petitionerCreditor: {
            label: '¿La persona le debe dinero a usted?',
            help: 'La petición indica si el peticionario es acreedor o deudor de la persona (GC-310, punto 3b).',
          },
          petitionerDebtor: { label: '¿Usted le debe dinero a la persona?' },
          petitionerIsConservator: {
            label: '¿Pide usted ser el tutor (conservator)?',
            help: 'El tutor es la persona que la corte nombra para tomar decisiones.',
          },
          conservateeName: { label: 'Nombre legal completo de la persona que necesita ayuda (tutelado propuesto)' },
          conservateeDateOfBirth: { label: 'Su fecha de nacimiento' },
          isAdult: { label: '¿Tiene 18 años o más?' },
          adultOn: { label: 'Fecha en que cumple 18' },
          conservateeAddress: { label: 'Su dirección actual' },
          conservateePhone: { label: 'Su teléfono (si tiene)' },
          residentCalifornia: { label: '¿Vive en California?' },
          residentCounty: { label: '¿Vive en el condado donde usted presenta la petición?' },
          countyConnection: {
            label: '¿Qué la relaciona con este condado?',
            options: {
              temporarilyHere: 'Vive aquí por ahora',
              propertyHere: 'Tiene bienes aquí',
              bestInterest: 'Otras razones por las que presentar aquí es en su mejor interés',
            },
          },
          venueReason: {
            label: '¿Por qué presentar en este condado?',
            help: 'La petición explica por qué empezar la tutela aquí es en el mejor interés de la persona (Anexo 3a).',
          },
          residenceType: {
            label: '¿Qué tipo de hogar tiene?',
            options: {
              ownedHome: 'Una casa o departamento propio',
              rentedHome: 'Una casa o departamento rentado',
              relativeHome: 'La casa de un familiar',
              assistedLiving: 'Un centro de vida asistida',
              boardAndCare: 'Una casa de cuidado (board-and-care)',
              skilledNursing: 'Un centro de enfermería especializada',
              other: 'Otro lugar',
            },
          },
          facilityName: { label: 'Nombre del centro o lugar' },
          atResidence: {
            label: '¿Está en ese hogar ahora?',
            help: 'Responda que no si, por ejemplo, está en un hospital o se queda con alguien por ahora.',
          },
          currentLocation: { label: '¿Dónde está ahora? (dirección)' },
          currentLocationKind: { label: '¿Qué tipo de lugar es?', help: 'Por ejemplo: hospital, centro de rehabilitación.' },
          residencePlan: {
            label: '¿Puede vivir en su hogar?',
            options: {
              canStay: 'Puede seguir viviendo allí salvo que cambien las cosas',
              mustMove: 'Tendrá que mudarse después de que se nombre un tutor',
              canReturn: 'Podrá regresar a su hogar para una fecha',
              willNotReturn: 'No regresará a vivir allí',
              other: 'Otro',
            },
          },
          returnDate: { label: 'Fecha en que puede regresar' },
          residenceReasons: {
            label: 'Razones de su respuesta sobre su hogar',
            help: 'Hechos concretos: su salud, la ayuda que necesita, el hogar mismo (GC-312, punto 5f).',
          },
          attendance: {
            label: '¿La persona asistirá a la audiencia en la corte?',
            help: 'Si una condición médica lo impide, un médico u otro profesional completa una declaración de capacidad (formulario GC-335).',
            options: {
              will: 'Sí, asistirá',
              unwilling: 'Puede, pero no quiere asistir',
              unable: 'No puede asistir por razones médicas',
              outOfState: 'Está fuera del estado y no asistirá',
            },
          },
          knowsOfPetition: {
            label: '¿La persona sabe de la tutela que se propone?',
            options: { yes: 'Sí', no: 'No', unknown: 'No lo sé' },
          },
          agrees: { label: '¿Está de acuerdo?', options: { yes: 'Sí', no: 'No', unknown: 'No lo sé' } },
          contests: { label: '¿Quiere oponerse a la tutela?' },
          objectsToConservator: { label: '¿Se opone al tutor propuesto?' },
          prefersOther: { label: '¿Prefiere que otra persona sea el tutor?' },
          conservateeNominated: {
            label: '¿La persona propuso al tutor?',
            help: 'Una persona puede proponer a su propio tutor, por escrito o ante la corte (Código de Sucesiones §1810).',
          },
          voluntary: {
            label: '¿La persona misma pide la tutela?',
            help: 'Una solicitud voluntaria se indica en la petición con los hechos que muestran causa justificada (GC-310, punto 5d).',
          },
          voluntaryReason: { label: 'Los hechos de su solicitud' },
          preferences: {
            label: 'Los deseos de la persona',
            help: 'Lo que ha dicho sobre tener un tutor y sobre quién debería ser, o por qué no se pueden conocer sus deseos (Código de Sucesiones §1821; GC-310, Anexo 3f(2)).',
          },
          conservatorshipOf: {
            label: '¿Qué debe cubrir la tutela?',
            help: 'De la persona: cuidado diario, salud, vivienda. Del patrimonio: dinero y bienes.',
            options: { person: 'La persona', estate: 'El patrimonio (finanzas)', both: 'La persona y el patrimonio' },
          },
          developmentalDisability: {
            label: '¿La persona tiene una discapacidad del desarrollo?',
            help: 'Según el Código de Sucesiones §1420. Se avisa de la petición al centro regional (§1827.5).',
          },
          disabilityDetails: {
            label: 'La naturaleza y el grado de la discapacidad',
            help: 'La petición los indica en el Anexo 5f.',
          },
          limited: {
            label: '¿Pide una tutela limitada?',
            help: 'La tutela limitada es para un adulto con discapacidad del desarrollo; el tutor solo tiene las facultades que la corte otorga (Código de Sucesiones §§1801(d), 2351.5).',
          },
          limitedPowers: {
            label: '¿Cuáles de las siete facultades pide a la corte?',
            help: 'Las facultades del Código de Sucesiones §2351.5(b). La persona conserva toda facultad que no se otorgue.',
            options: {
              residence: 'Decidir dónde vive la persona',
              records: 'Ver los expedientes y documentos confidenciales de la persona',
              marriage: 'Consentir o no al matrimonio o pareja de hecho de la persona',
              contracts: 'Firmar contratos por la persona',
              medical: 'Dar o negar el consentimiento para tratamiento médico',
              social: 'Decidir sobre los contactos y relaciones sociales y sexuales de la persona',
              education: 'Tomar decisiones sobre la educación de la persona',
            },
          },
          proposedConservator: {
            label: '¿Quién debe ser el tutor?',
            relationship: { label: 'Su parentesco con la persona que necesita ayuda' },
          },
          conservatorScreening: {
            label: 'Las preguntas de evaluación del tutor propuesto (formulario GC-314)',
            help: 'El formulario confidencial de evaluación GC-314, que completa el tutor propuesto (usted, o la persona que nombró). Solo la corte lo ve (Reglas de la Corte de California, regla 7.1050).',
            otherNames: { label: 'Otros nombres usados', help: 'Apellido de soltera o cualquier otro nombre usado.' },
            driversLicense: {
              label: 'Número de licencia de manejo',
              help: 'Déjelo en blanco si no tiene. El número completo de Seguro Social no se pide en línea: nuestra oficina lo recoge en persona para el formulario.',
            },
            driversLicenseState: { label: 'Estado que la emitió' },
            convicted: { label: '¿Alguna vez lo condenaron por un delito grave (felony) o menor (misdemeanor)?' },
            restrainingOrder: { label: '¿Alguna vez tuvo una orden de restricción o de protección en su contra?' },
            bankruptcy: { label: '¿Alguna vez se declaró en bancarrota?' },
            removedFiduciary: {
              label:
                '¿Alguna vez lo destituyeron como tutor, curador, administrador de un fideicomiso (trustee), albacea u otro fiduciario?',
            },
            professionalFiduciary: { label: '¿Es fiduciario profesional (Código de Negocios y Profesiones §6501)?' },
            licenseNumber: { label: 'Número de licencia de fiduciario profesional' },
            explanations: { label: 'Explique cada “sí”', help: 'Qué pasó, cuándo y dónde. El formulario adjunta estas explicaciones.' },
          },
          estateBond: {
            label: 'Fianza del tutor del patrimonio',
            help: 'La fianza protege el patrimonio. La corte puede permitir en su lugar que el dinero se guarde en una cuenta bloqueada, o se le puede pedir que no exija fianza por razones que se explican (Código de Sucesiones §§2320–2330).',
            options: {
              bond: 'Se presentará una fianza',
              blockedAccount: 'El dinero se depositará en una cuenta bloqueada',
              askWaiver: 'Pedir a la corte que no exija fianza',
            },
          },
          blockedAmount: { label: 'Cantidad que se depositará en la cuenta bloqueada' },
          blockedInstitution: { label: 'Banco o institución, y su ubicación' },
          bondWaiverReason: { label: 'Por qué no se debería exigir fianza' },
          independentPowers: {
            label: '¿Pide facultades para actuar sin aprobación previa de la corte (Código de Sucesiones §2590)?',
            help: 'Las facultades independientes permiten al tutor del patrimonio hacer ciertas cosas, como vender bienes, sin pedir permiso a la corte cada vez. La petición indica las facultades y las razones (Anexo 1d).',
          },
          independentPowersDetails: { label: 'Qué facultades y por qué' },
          medicalConsent: {
            label: '¿Pide la facultad de consentir tratamiento médico (Código de Sucesiones §2355)?',
            help: 'La corte la otorga solo si determina que la persona no puede dar su consentimiento informado para ningún tipo de tratamiento médico; se presenta una declaración de capacidad (formulario GC-335).',
          },
          prayerHealing: {
            label: '¿La persona sigue una religión que se basa solo en la oración para sanar?',
            help: 'GC-310, punto 9d (Código de Sucesiones §2355(b)).',
          },
          dementiaPowers: {
            label: '¿La persona tiene demencia y necesita medicamentos para la demencia o un centro de cuidado cerrado?',
            help: 'La corte debe otorgar estos poderes especiales por separado (Código de Sucesiones §2356.5; formulario GC-313).',
          },
          dementiaOrders: {
            label: '¿Qué órdenes por demencia?',
            options: {
              securedPlacement: 'Ingreso a un centro con perímetro cerrado',
              medication: 'Medicamentos apropiados para el cuidado y tratamiento de la demencia',
            },
          },
          votingOrder: {
            label: '¿Pide a la corte que determine que la persona no puede comunicar el deseo de votar?',
            help: 'Una persona bajo tutela conserva el derecho a votar salvo que la corte determine que no puede comunicar, ni con adaptaciones razonables, el deseo de participar en el proceso electoral (Código Electoral §§2208–2209).',
          },
          dispenseNotice: {
            label: '¿Hay algún familiar que no se puede encontrar, o que no debería recibir aviso?',
            help: 'La petición puede pedir a la corte que dispense el aviso a esa persona (Anexo 1l).',
          },
          dispenseDetails: { label: 'Sus nombres, y lo que hizo para encontrarlos o sus razones' },
          temporaryNeeded: {
            label: '¿Necesita una tutela temporal de inmediato?',
            help: 'Para una necesidad urgente antes de la audiencia (formulario GC-111).',
          },
          temporaryReason: { label: '¿Qué es lo urgente?' },
          physicalHealth: {
            label: 'Salud física: lo que no puede hacer',
            help: 'Ejemplos concretos y recientes: moverse y hacer ejercicio, higiene personal, ir a citas médicas, tomar sus medicamentos como se le recetan (GC-312, punto 3a).',
          },
          food: { label: 'Alimentación', help: 'Ejemplos: comer o beber, preparar comida, comprar comida (GC-312, punto 3b).' },
          clothing: { label: 'Ropa', help: 'Ejemplos: vestirse, lavar la ropa, comprar ropa (GC-312, punto 3c).' },
          shelter: {
            label: 'Vivienda',
            help: 'Ejemplos: pagar la renta o hipoteca, pagar los servicios, mantener la casa (GC-312, punto 3d).',
          },
          finances: {
            label: 'Manejo del dinero y los bienes',
            help: 'Ejemplos de una incapacidad importante para manejar dinero o bienes, como cuentas sin pagar (GC-312, punto 4a).',
          },
          undueInfluence: {
            label: 'Resistir el fraude o la influencia indebida',
            help: 'Ejemplos como estafas o presiones de otras personas (GC-312, punto 4b).',
          },
          diagnoses: {
            label: 'Diagnósticos o condiciones médicas',
            help: 'Como los conoce por los médicos. Escriba “desconocido” si no los sabe.',
          },
          medications: { label: 'Medicamentos', help: 'Nombres y cómo los toma, si lo sabe.' },
          healthServicesUnknown: { label: 'No sé, ni puedo averiguar razonablemente, qué servicios de salud recibió en el último año' },
          healthServices: {
            label: 'Servicios de salud en el último año',
            help: 'Consultas médicas, pruebas, hospitalizaciones, cirugías, medicamentos administrados, curaciones, terapia. Escriba “ninguno” si no hubo (GC-312, punto 7a).',
          },
          socialServicesUnknown: { label: 'No sé, ni puedo averiguar razonablemente, qué servicios sociales recibió en el último año' },
          socialServices: {
            label: 'Ayuda y cuidadores en el último año',
            help: 'Quién ayuda y cómo: compañía, higiene, limpieza, compras, cocina, manejo del dinero (GC-312, punto 7b). Escriba “ninguno” si no hubo.',
          },
          hasPhysician: {
            label: '¿La persona tiene un médico?',
            help: 'El nombre y la dirección del médico se necesitan para la declaración de capacidad (formularios GC-335 y GC-335A).',
          },
          physician: { label: 'El médico' },
          alternatives: {
            label: 'Alternativas menos restrictivas',
            help: 'Para cada una: si se intentó, por cuánto tiempo y cómo, y por qué no responde a las necesidades de la persona; o por qué no es adecuada y no se debe intentar (GC-312, punto 6).',
            supportedDecisions: { label: 'Un acuerdo de toma de decisiones con apoyo (Código de Bienestar e Instituciones §21001)' },
            healthSurrogate: { label: 'Designar a un sustituto para atención médica (Código de Sucesiones §4711)' },
            healthDirective: { label: 'Una directiva anticipada de atención médica' },
            powerOfAttorney: { label: 'Un poder' },
            trust: { label: 'Un fideicomiso' },
            other: { label: 'Otras alternativas consideradas o intentadas' },
          },
          basis: {
            label: '¿De dónde vienen los hechos que dio?',
            help: 'El punto 9 del GC-312 pregunta si los hechos son de su propio conocimiento o de la declaración de otra persona.',
            options: { personal: 'De mi propio conocimiento', declaration: 'De la declaración de otra persona, que entregaré' },
          },
          personalPropertyValue: {
            label: 'Valor estimado de sus bienes personales',
            help: 'Cuentas bancarias, inversiones, vehículos y objetos de valor.',
          },
          incomeRealProperty: { label: 'Ingreso anual de inmuebles (rentas)' },
          incomePersonalProperty: { label: 'Ingreso anual de bienes personales', help: 'Intereses y dividendos.' },
          incomePensions: { label: 'Pensiones anuales', help: 'Pensiones de jubilación y anualidades.' },
          incomeWages: { label: 'Salario anual' },
          incomePublicBenefits: { label: 'Beneficios públicos anuales', help: 'Seguro Social, SSI y otra asistencia pública.' },
          incomeOther: { label: 'Otros ingresos anuales' },
          realPropertyValue: { label: 'Valor estimado de los inmuebles que posee', help: 'Déjelo en blanco si no tiene.' },
          vaBenefits: {
            label: '¿La persona recibe, o tiene derecho a, beneficios del Departamento de Asuntos de Veteranos de EE. UU.?',
            help: 'La petición lo indica, y el VA recibe aviso (Código de Sucesiones §1822).',
          },
          vaMonthly: { label: 'Beneficio mensual estimado del VA' },
          stateHospital: {
            label: '¿La persona es paciente (o está de permiso) de un hospital estatal o centro de desarrollo?',
            help: 'Una institución del Departamento de Hospitales Estatales o del Departamento de Servicios del Desarrollo de California (GC-310, punto 4a).',
          },
          stateHospitalName: { label: '¿Qué institución?' },
          tribeMember: {
            label: '¿La persona es miembro de una tribu indígena reconocida a nivel federal?',
            help: 'La tribu recibe aviso (GC-310, punto 4c).',
          },
          tribe: {
            label: 'La tribu',
            name: { label: 'Nombre de la tribu' },
            location: { label: 'Ubicación de la tribu (estado de su sede principal)' },
            residesOnTribalLand: { label: '¿La persona vive en tierras tribales?' },
            ownsTribalLand: { label: '¿La persona tiene bienes en tierras tribales?' },
          },
          otherProceedings: {
            label: '¿Se presentó en otro estado, país o corte tribal un caso de tutela o similar sobre la persona?',
            help: 'GC-310, punto 3g (Código de Sucesiones §2031(b)).',
          },
          otherProceedingsDetails: { label: 'Dónde, y la fecha en que se presentó' },
          separationProceedings: {
            label: '¿Hay un caso de divorcio, separación legal o anulación entre la persona y su cónyuge o pareja?',
            help: 'Los puntos 6 y 7 del GC-310 lo preguntan cuando el peticionario o el tutor propuesto es el cónyuge o la pareja de hecho.',
          },
          separationDetails: { label: 'El caso, y por qué el nombramiento sigue siendo en el mejor interés de la persona' },
          relatives: {
            help: 'El cónyuge o pareja de hecho registrada, y los familiares hasta el segundo grado: padres, abuelos, hijos, nietos, hermanos, con sus direcciones. Anote a un familiar fallecido con la fecha de fallecimiento. Reciben aviso de la audiencia (Código de Sucesiones §1821).',
          },
          relativesSearch: {
            label: 'Si no se encontró a algunos familiares: qué se hizo para buscarlos',
            help: 'La petición describe lo que se hizo (GC-310, Anexo 3f(1)). Déjelo en blanco si anotó a todos los familiares.',
          },
        },
        summary: {
          person: 'Tutela de la persona de {conservatee}',
          estate: 'Tutela del patrimonio de {conservatee}',
          both: 'Tutela de la persona y del patrimonio de {conservatee}',
        },
        submit: {
          successTitle: 'Cuestionario de tutela enviado',
          successText: 'Gracias. Revisaremos sus respuestas y nos comunicaremos con usted sobre los siguientes pasos.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
