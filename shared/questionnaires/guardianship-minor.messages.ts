import { defineMessages } from '../i18n/core';

/**
 * Help texts give published, neutral information (what the form asks and what the law says), never a recommendation
 * (Bus. & Prof. Code §6411(e)).
 */
export default defineMessages({
  en: {
    q: {
      guardianshipMinor: {
        title: 'Guardianship of a Minor',
        steps: {
          guardian: 'About you (proposed guardian)',
          children: 'The children',
          family: 'Parents and relatives',
          guardianship: 'The guardianship',
          additional: 'Additional information',
        },
        fields: {
          guardian: { label: 'Your contact information' },
          relatedToChildren: { label: 'Are you related to the children?' },
          relationship: { label: 'Your relationship to the children', help: 'For example: maternal grandmother, aunt, family friend.' },
          household: {
            label: 'Who else lives in your home?',
            help: 'Names, ages and relationship to you. The court screens every adult in the home.',
          },
          screening: {
            label: 'Your screening questions (form GC-212)',
            help: 'The questions of the confidential screening form GC-212. Only the court and the people it designates see this form (Cal. Rules of Court, rule 7.1001).',
            otherNames: { label: 'Other names used', help: 'A maiden name or any other name used.' },
            driversLicense: {
              label: 'Driver’s license number',
              help: 'Leave blank if there is none. The full Social Security number is not asked online: our office collects it in person for the form.',
            },
            driversLicenseState: { label: 'State that issued it' },
            workPhone: { label: 'Work phone' },
            sexOffender: { label: 'Required to register as a sex offender (Penal Code §290)?' },
            criminalRecord: { label: 'Ever charged with, arrested for, or convicted of a felony or a misdemeanor?' },
            drugAlcoholArrest: { label: 'Any of these arrests were for drug- or alcohol-related offenses' },
            restrainingOrder: { label: 'A restraining or protective order filed against you in the last 10 years?' },
            mentalHealthCare: { label: 'Receiving services from a psychiatrist, psychologist or therapist for a mental health issue?' },
            caseworkerInHome: {
              label: 'Does anyone in the home (you included) have a social worker, or a parole or probation officer?',
            },
            childAbuseCharges: {
              label:
                'Has anyone in the home (you included) been charged with, arrested for, or convicted of child abuse, neglect or molestation?',
            },
            childAbuseReports: {
              label:
                'Do you know of any report of child abuse, neglect or molestation about anyone in the home (you included), to child protective services or the police?',
            },
            substanceUse: { label: 'Has anyone in the home (you included) habitually used illegal substances or abused alcohol?' },
            substanceCharges: {
              label:
                'Has anyone in the home (you included) been charged with, arrested for, or convicted of a crime involving illegal substances or alcohol?',
            },
            mentalIllnessInHome: { label: 'Does anyone in the home (you included) suffer from a mental illness?' },
            physicalDisability: { label: 'A physical disability that would impair performing the duties of a guardian?' },
            adverseInterest: {
              label: 'An interest that the court may consider a risk to, or to affect, faithfully performing the duties of guardian?',
            },
            priorFiduciary: { label: 'Ever appointed guardian, conservator, executor or other fiduciary in another case?' },
            removedFiduciary: { label: 'Ever removed as guardian, conservator, executor or other fiduciary?' },
            professionalFiduciary: { label: 'A private professional fiduciary (Bus. & Prof. Code §6501)?' },
            fiduciaryLicensed: { label: 'Currently licensed by the Professional Fiduciaries Bureau?' },
            bankruptcy: { label: 'Filed for bankruptcy in the last 10 years?' },
            explanations: {
              label: 'Explain each “yes”',
              help: 'What happened, when and where; for a social worker or officer, their name and address; for a report, the agency’s name and address. The form attaches these explanations.',
            },
          },
          coGuardianScreening: { label: 'The co-guardian’s screening questions (their own form GC-212)' },
          sameParents: {
            label: 'Do all the children have the same mother and the same father?',
            help: 'Answer yes if there is only one child. If not, you give each child’s parents.',
          },
          uccjea: {
            children: {
              lastName: {
                label: 'The child’s last name (surname)',
                help: 'As on the birth certificate, both surnames if the child has two (“Ramírez Ortiz”). The court forms print the name in first, middle and last parts.',
              },
              livesWithYou: { label: 'Does this child live with you now?' },
              school: { label: 'School or child care', help: 'Its name, if the child attends one.' },
              schoolPhone: { label: 'School phone' },
              phone: { label: 'The child’s own phone (if any)' },
            },
          },
          mother: { label: 'Mother' },
          father: { label: 'Father' },
          parent: {
            name: { help: 'Write “unknown” if you do not know the name.' },
            status: {
              label: 'Situation of this parent',
              options: {
                consents: 'Agrees with the guardianship',
                objects: 'Does not agree, or has not been asked',
                unknownWhereabouts: 'I don’t know where they are',
                deceased: 'Deceased',
                unknown: 'Unknown (parent not identified)',
              },
            },
            address: { label: 'Their address', help: 'Where they live now. The court requires notice to each parent.' },
            nominates: {
              label: 'Will this parent sign a nomination of the guardian (form GC-211)?',
              help: 'A parent may nominate a guardian in writing (Prob. Code §1500).',
            },
          },
          otherCustodian: {
            label: 'Does someone other than the parents have custody of the children?',
            help: 'The petition names the person with legal custody when it is not a parent (Prob. Code §1510(c)(2)).',
          },
          custodian: { label: 'The person with custody' },
          nomination: {
            label: 'Has a parent nominated a guardian in a will or another signed writing?',
            help: 'The petition lists a nomination (GC-210 items 4a and 6).',
            options: { none: 'No', you: 'Yes, me', someoneElse: 'Yes, someone else' },
          },
          nominee: {
            label: 'The person nominated',
            by: { label: 'Nominated in', options: { will: 'A will', otherWriting: 'Another signed writing' } },
          },
          relatives: {
            help: 'The children’s grandparents on both sides and their brothers and sisters (half brothers and sisters included), with addresses. List a relative who has died with the date of death. The court requires notice to them (Prob. Code §§1510(c)(3), 1511).',
          },
          guardianshipOf: {
            label: 'What does the guardianship need to cover?',
            help: 'Of the person: care, school, health. Of the estate: money or property the children own.',
            options: { person: 'The person', estate: 'The estate (finances)', both: 'Both the person and the estate' },
          },
          hasCoGuardian: {
            label: 'Will another person be guardian together with you?',
            help: 'The other person joins the petition and answers their own screening questions (form GC-212) below.',
          },
          coGuardian: { label: 'The co-guardian', relationship: { label: 'Their relationship to the children' } },
          reason: {
            label: 'Why is a guardianship needed?',
            help: 'GC-210 item 8 asks why a guardian of the person or of the estate is necessary or convenient for the children.',
          },
          parentalCustodyDetrimental: {
            label: 'Does the petition state that custody with the parents would be harmful to the children?',
            help: 'GC-210 item 8 has a box for this statement (Fam. Code §3041). The court decides on the facts you give.',
          },
          intentToAdopt: {
            label: 'Do you intend to adopt the child?',
            help: 'GC-210 item 5 asks whether the petitioner has taken or will take the child into their care with the intent to adopt.',
          },
          licensedFosterHome: { label: 'Is your home a licensed foster family home?' },
          adoptionPetitionFiled: { label: 'Have you ever filed a petition to adopt any of these children?' },
          adoptionPetitionDetails: { label: 'Which court, when, and what happened' },
          temporaryNeeded: {
            label: 'Do you need a temporary guardianship right away?',
            help: 'For an urgent need before the hearing, such as medical care or school enrollment.',
          },
          temporaryReason: { label: 'What is urgent?' },
          estatePersonalProperty: {
            label: 'Value of the children’s money and personal property',
            help: 'Bank accounts, inheritances, settlements and belongings of value.',
          },
          estateAnnualIncome: { label: 'Their yearly income from all sources', help: 'Interest, rents, benefits, wages, pensions.' },
          estateRealProperty: { label: 'Value of real property they own' },
          estateBond: {
            label: 'Bond for the guardian of the estate',
            help: 'A bond protects the children’s estate. The court may instead allow money to be kept in a blocked account, or be asked not to require a bond for stated reasons (Prob. Code §§2320–2330).',
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
            help: 'Independent powers let a guardian of the estate do certain things, such as sell property, without asking the court each time. The petition lists the powers and the reasons (Attachment 9).',
          },
          independentPowersDetails: { label: 'Which powers, and why' },
          dispenseNotice: {
            label: 'Is there a relative who cannot be found, or who should not receive notice?',
            help: 'The court may excuse notice when a person cannot be found with reasonable effort, or when notice would be contrary to the interest of justice (Prob. Code §1511(g)).',
          },
          dispenseReasons: {
            label: 'Why?',
            options: {
              cannotFind: 'They cannot be found with reasonable effort',
              justice: 'Notice would be contrary to the interest of justice',
            },
          },
          dispenseDetails: {
            label: 'Their names, and your efforts to find them or your reasons',
            help: 'The petition states these in Attachment 10.',
          },
          nativeAmerican: {
            label: 'Are any of the children members of, or eligible for membership in, a Native American tribe?',
            help: 'Required by the Indian Child Welfare Act (form ICWA-010(A)).',
            options: { no: 'No', yes: 'Yes', unknown: 'I don’t know' },
          },
          tribes: {
            label: 'Tribes',
            help: 'Each tribe the children, their parents or grandparents may belong to, if known.',
            item: 'Tribe {n}',
            add: 'Add a tribe',
            name: { label: 'Tribe or band' },
            location: { label: 'Location (city, state)' },
          },
          ancestors: {
            label: 'Parents, grandparents and great-grandparents who may have Indian ancestry',
            help: 'The notice to the tribes (form ICWA-030) gives these people’s names, birth dates and places, and tribes, so far as known.',
            item: 'Person {n}',
            add: 'Add a person',
            relationship: { label: 'Relationship to the children' },
            birthDate: { label: 'Date of birth' },
            birthPlace: { label: 'Place of birth' },
            tribe: { label: 'Tribe' },
            enrollment: { label: 'Enrollment number (if known)' },
          },
          sijFindings: {
            label: 'Do you want to ask the court for Special Immigrant Juvenile findings (form GC-220)?',
            help: 'Findings a state court may make for a child’s application to U.S. immigration authorities for Special Immigrant Juvenile status (Code Civ. Proc. §155). We can’t advise about immigration: talk to an immigration attorney or a representative accredited by the U.S. Department of Justice.',
          },
        },
        summary: {
          person: 'Guardianship of the person: {children}',
          estate: 'Guardianship of the estate: {children}',
          both: 'Guardianship of the person and estate: {children}',
        },
        submit: {
          successTitle: 'Guardianship Questionnaire Submitted',
          successText: 'Thank you. We will prepare your petition and contact you about the notices and the court investigation.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      guardianshipMinor: {
        title: 'Tutela de un menor',
        steps: {
          guardian: 'Sobre usted (tutor propuesto)',
          children: 'Los menores',
          family: 'Padres y familiares',
          guardianship: 'La tutela',
          additional: 'Información adicional',
        },
        fields: {
          guardian: { label: 'Sus datos de contacto' },
          relatedToChildren: { label: '¿Es usted pariente de los menores?' },
          relationship: { label: 'Su parentesco con los menores', help: 'Por ejemplo: abuela materna, tía, amigo de la familia.' },
          household: {
            label: '¿Quién más vive en su casa?',
            help: 'Nombres, edades y parentesco con usted. La corte revisa a todos los adultos del hogar.',
          },
          screening: {
            label: 'Sus preguntas de evaluación (formulario GC-212)',
            help: 'Las preguntas del formulario confidencial de evaluación GC-212. Solo la corte y las personas que ella designe ven este formulario (Reglas de la Corte de California, regla 7.1001).',
            otherNames: { label: 'Otros nombres usados', help: 'Apellido de soltera o cualquier otro nombre usado.' },
            driversLicense: {
              label: 'Número de licencia de manejo',
              help: 'Déjelo en blanco si no tiene. El número completo de Seguro Social no se pide en línea: nuestra oficina lo recoge en persona para el formulario.',
            },
            driversLicenseState: { label: 'Estado que la emitió' },
            workPhone: { label: 'Teléfono del trabajo' },
            sexOffender: { label: '¿Debe registrarse como delincuente sexual (Código Penal §290)?' },
            criminalRecord: {
              label: '¿Alguna vez lo han acusado, arrestado o condenado por un delito grave (felony) o menor (misdemeanor)?',
            },
            drugAlcoholArrest: { label: 'Algún arresto fue por delitos relacionados con drogas o alcohol' },
            restrainingOrder: { label: '¿Se presentó una orden de restricción o de protección contra usted en los últimos 10 años?' },
            mentalHealthCare: { label: '¿Recibe servicios de un psiquiatra, psicólogo o terapeuta por un asunto de salud mental?' },
            caseworkerInHome: {
              label: '¿Alguien en el hogar (usted incluido) tiene un trabajador social, o un oficial de libertad condicional o vigilada?',
            },
            childAbuseCharges: {
              label:
                '¿Alguien en el hogar (usted incluido) ha sido acusado, arrestado o condenado por maltrato, descuido o abuso sexual de menores?',
            },
            childAbuseReports: {
              label:
                '¿Sabe de algún reporte de maltrato, descuido o abuso sexual de menores sobre alguien del hogar (usted incluido) ante los servicios de protección infantil o la policía?',
            },
            substanceUse: {
              label: '¿Alguien en el hogar (usted incluido) ha usado habitualmente sustancias ilegales o abusado del alcohol?',
            },
            substanceCharges: {
              label:
                '¿Alguien en el hogar (usted incluido) ha sido acusado, arrestado o condenado por un delito con sustancias ilegales o alcohol?',
            },
            mentalIllnessInHome: { label: '¿Alguien en el hogar (usted incluido) padece una enfermedad mental?' },
            physicalDisability: { label: '¿Tiene una discapacidad física que le impediría cumplir los deberes de tutor?' },
            adverseInterest: {
              label:
                '¿Tiene algún interés que la corte pueda considerar un riesgo para cumplir fielmente los deberes de tutor, o que los afecte?',
            },
            priorFiduciary: { label: '¿Alguna vez lo nombraron tutor, curador, albacea u otro fiduciario en otro caso?' },
            removedFiduciary: { label: '¿Alguna vez lo destituyeron como tutor, curador, albacea u otro fiduciario?' },
            professionalFiduciary: { label: '¿Es fiduciario profesional privado (Código de Negocios y Profesiones §6501)?' },
            fiduciaryLicensed: { label: '¿Tiene licencia vigente de la Oficina de Fiduciarios Profesionales?' },
            bankruptcy: { label: '¿Se declaró en bancarrota en los últimos 10 años?' },
            explanations: {
              label: 'Explique cada “sí”',
              help: 'Qué pasó, cuándo y dónde; para un trabajador social u oficial, su nombre y dirección; para un reporte, el nombre y la dirección de la agencia. El formulario adjunta estas explicaciones.',
            },
          },
          coGuardianScreening: { label: 'Las preguntas de evaluación del cotutor (su propio formulario GC-212)' },
          sameParents: {
            label: '¿Todos los menores tienen la misma madre y el mismo padre?',
            help: 'Responda que sí si hay un solo menor. Si no, indicará los padres de cada menor.',
          },
          uccjea: {
            children: {
              lastName: {
                label: 'Apellido(s) del menor',
                help: 'Como en el acta de nacimiento, los dos apellidos si tiene dos (“Ramírez Ortiz”). Los formularios de la corte escriben el nombre en partes: nombre, segundo nombre y apellido.',
              },
              livesWithYou: { label: '¿Este menor vive con usted actualmente?' },
              school: { label: 'Escuela o guardería', help: 'El nombre, si asiste a una.' },
              schoolPhone: { label: 'Teléfono de la escuela' },
              phone: { label: 'Teléfono propio del menor (si tiene)' },
            },
          },
          mother: { label: 'Madre' },
          father: { label: 'Padre' },
          parent: {
            name: { help: 'Escriba “desconocido” si no sabe el nombre.' },
            status: {
              label: 'Situación de este padre o madre',
              options: {
                consents: 'Está de acuerdo con la tutela',
                objects: 'No está de acuerdo, o no se le ha preguntado',
                unknownWhereabouts: 'No sé dónde está',
                deceased: 'Falleció',
                unknown: 'Desconocido (no identificado)',
              },
            },
            address: { label: 'Su dirección', help: 'Donde vive ahora. La corte exige avisar a cada padre o madre.' },
            nominates: {
              label: '¿Este padre o madre firmará una propuesta del tutor (formulario GC-211)?',
              help: 'Un padre o una madre puede proponer un tutor por escrito (Código de Sucesiones §1500).',
            },
          },
          otherCustodian: {
            label: '¿Alguien que no sea uno de los padres tiene la custodia de los menores?',
            help: 'La petición nombra a la persona con la custodia legal cuando no es uno de los padres (Código de Sucesiones §1510(c)(2)).',
          },
          custodian: { label: 'La persona con la custodia' },
          nomination: {
            label: '¿Algún padre o madre propuso un tutor en un testamento u otro documento firmado?',
            help: 'La petición indica la propuesta (GC-210, puntos 4a y 6).',
            options: { none: 'No', you: 'Sí, a mí', someoneElse: 'Sí, a otra persona' },
          },
          nominee: {
            label: 'La persona propuesta',
            by: { label: 'Propuesta en', options: { will: 'Un testamento', otherWriting: 'Otro documento firmado' } },
          },
          relatives: {
            help: 'Los abuelos de los menores por ambos lados y sus hermanos (medios hermanos incluidos), con sus direcciones. Anote a un familiar fallecido con la fecha de fallecimiento. La corte exige avisarles (Código de Sucesiones §§1510(c)(3), 1511).',
          },
          guardianshipOf: {
            label: '¿Qué debe cubrir la tutela?',
            help: 'De la persona: cuidado, escuela, salud. Del patrimonio: dinero o bienes de los menores.',
            options: { person: 'La persona', estate: 'El patrimonio (finanzas)', both: 'La persona y el patrimonio' },
          },
          hasCoGuardian: {
            label: '¿Otra persona será tutora junto con usted?',
            help: 'La otra persona se une a la petición y responde sus propias preguntas de evaluación (formulario GC-212) abajo.',
          },
          coGuardian: { label: 'El cotutor', relationship: { label: 'Su parentesco con los menores' } },
          reason: {
            label: '¿Por qué se necesita la tutela?',
            help: 'El punto 8 del GC-210 pregunta por qué es necesario o conveniente nombrar un tutor de la persona o del patrimonio de los menores.',
          },
          parentalCustodyDetrimental: {
            label: '¿La petición declara que la custodia de los padres sería perjudicial para los menores?',
            help: 'El punto 8 del GC-210 tiene una casilla para esta declaración (Código de Familia §3041). La corte decide según los hechos que usted da.',
          },
          intentToAdopt: {
            label: '¿Tiene la intención de adoptar al menor?',
            help: 'El punto 5 del GC-210 pregunta si el peticionario tiene o tendrá al menor bajo su cuidado con la intención de adoptarlo.',
          },
          licensedFosterHome: { label: '¿Su hogar es un hogar de crianza con licencia?' },
          adoptionPetitionFiled: { label: '¿Alguna vez presentó una petición para adoptar a alguno de estos menores?' },
          adoptionPetitionDetails: { label: 'En qué corte, cuándo y qué pasó' },
          temporaryNeeded: {
            label: '¿Necesita una tutela temporal de inmediato?',
            help: 'Para una necesidad urgente antes de la audiencia, como atención médica o inscripción escolar.',
          },
          temporaryReason: { label: '¿Qué es lo urgente?' },
          estatePersonalProperty: {
            label: 'Valor del dinero y los bienes personales de los menores',
            help: 'Cuentas bancarias, herencias, indemnizaciones y pertenencias de valor.',
          },
          estateAnnualIncome: {
            label: 'Sus ingresos anuales de todas las fuentes',
            help: 'Intereses, rentas, beneficios, salarios, pensiones.',
          },
          estateRealProperty: { label: 'Valor de los inmuebles que poseen' },
          estateBond: {
            label: 'Fianza del tutor del patrimonio',
            help: 'La fianza protege el patrimonio de los menores. La corte puede permitir en su lugar que el dinero se guarde en una cuenta bloqueada, o se le puede pedir que no exija fianza por razones que se explican (Código de Sucesiones §§2320–2330).',
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
            help: 'Las facultades independientes permiten al tutor del patrimonio hacer ciertas cosas, como vender bienes, sin pedir permiso a la corte cada vez. La petición indica las facultades y las razones (Anexo 9).',
          },
          independentPowersDetails: { label: 'Qué facultades y por qué' },
          dispenseNotice: {
            label: '¿Hay algún familiar que no se puede encontrar, o que no debería recibir aviso?',
            help: 'La corte puede dispensar el aviso cuando no se encuentra a una persona con un esfuerzo razonable, o cuando avisarle sería contrario al interés de la justicia (Código de Sucesiones §1511(g)).',
          },
          dispenseReasons: {
            label: '¿Por qué?',
            options: {
              cannotFind: 'No se le puede encontrar con un esfuerzo razonable',
              justice: 'Avisarle sería contrario al interés de la justicia',
            },
          },
          dispenseDetails: {
            label: 'Sus nombres, y lo que hizo para encontrarlos o sus razones',
            help: 'La petición los indica en el Anexo 10.',
          },
          nativeAmerican: {
            label: '¿Alguno de los menores es miembro de una tribu nativa americana, o puede serlo?',
            help: 'Lo exige la Ley de Bienestar del Niño Indígena (formulario ICWA-010(A)).',
            options: { no: 'No', yes: 'Sí', unknown: 'No lo sé' },
          },
          tribes: {
            label: 'Tribus',
            help: 'Cada tribu a la que los menores, sus padres o abuelos puedan pertenecer, si se sabe.',
            item: 'Tribu {n}',
            add: 'Agregar una tribu',
            name: { label: 'Tribu o banda' },
            location: { label: 'Ubicación (ciudad, estado)' },
          },
          ancestors: {
            label: 'Padres, abuelos y bisabuelos que puedan tener ascendencia indígena',
            help: 'El aviso a las tribus (formulario ICWA-030) da los nombres, fechas y lugares de nacimiento y tribus de estas personas, hasta donde se sepa.',
            item: 'Persona {n}',
            add: 'Agregar una persona',
            relationship: { label: 'Parentesco con los menores' },
            birthDate: { label: 'Fecha de nacimiento' },
            birthPlace: { label: 'Lugar de nacimiento' },
            tribe: { label: 'Tribu' },
            enrollment: { label: 'Número de inscripción (si lo sabe)' },
          },
          sijFindings: {
            label: '¿Quiere pedir a la corte determinaciones para el Estatus de Inmigrante Juvenil Especial (formulario GC-220)?',
            help: 'Determinaciones que una corte estatal puede hacer para la solicitud de un menor ante las autoridades de inmigración de EE. UU. para el Estatus de Inmigrante Juvenil Especial (Código de Procedimiento Civil §155). No podemos asesorarle sobre inmigración: hable con un abogado de inmigración o con un representante acreditado por el Departamento de Justicia de EE. UU.',
          },
        },
        summary: {
          person: 'Tutela de la persona: {children}',
          estate: 'Tutela del patrimonio: {children}',
          both: 'Tutela de la persona y del patrimonio: {children}',
        },
        submit: {
          successTitle: 'Cuestionario de tutela enviado',
          successText: 'Gracias. Prepararemos su petición y nos comunicaremos con usted sobre los avisos y la investigación de la corte.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
