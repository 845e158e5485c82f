import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      durablePoa: {
        title: 'Durable Power of Attorney and Health Care Directive',
        steps: {
          personal: 'Personal information',
          setup: 'Power of attorney setup',
          attorneys: 'Attorneys-in-fact',
          healthcare: 'Health care directive',
          wishes: 'Health care instructions',
          sign: 'Review and sign',
        },
        attorney: { 1: 'Attorney-in-fact 1', 2: 'Attorney-in-fact 2', 3: 'Attorney-in-fact 3' },
        fields: {
          person: {
            name: { label: 'Full legal name' },
            address: { label: 'Street address' },
            city: { label: 'City' },
            state: { label: 'State' },
            zip: { label: 'ZIP code' },
            county: { label: 'County' },
            telephone: { label: 'Telephone' },
            cell: { label: 'Cell phone' },
            dateOfBirth: { label: 'Date of birth' },
          },
          contact: {
            name: { label: 'Full name' },
            address: { label: 'Address' },
            phone: { label: 'Home or main phone' },
            otherPhone: { label: 'Work or other phone' },
          },
          principal: { label: 'About you' },
          hasSpouse: { label: 'Are you married or in a registered domestic partnership?' },
          spouse: { label: 'Your spouse or partner' },
          effective: {
            label: 'When should the power of attorney take effect?',
            help: 'It can work right away, or only if a doctor finds that you can no longer manage your affairs.',
            options: { immediately: 'Immediately', incapacity: 'Only if I become incapacitated' },
          },
          incapacityMethod: {
            label: 'Who decides that you are incapacitated?',
            options: {
              oneChosen: 'One doctor chosen by my attorney-in-fact',
              oneNamed: 'One doctor I name',
              twoChosen: 'Two doctors chosen by my attorney-in-fact',
              twoNamed: 'Two doctors I name',
            },
          },
          doctorNames: { label: 'Names of the doctors' },
          numberOfAttorneys: {
            label: 'How many attorneys-in-fact (agents) do you want?',
            help: 'An attorney-in-fact is the person you trust to act for you in money and property matters. You can name up to three.',
            options: { 1: 'One', 2: 'Two', 3: 'Three' },
          },
          coAgents: {
            label: 'Must they act together (as co-agents)?',
            help: 'Yes: they decide together (the form says “jointly”). No: each of them can act alone (“separately”).',
          },
          coAgentDescription: { label: 'Describe how they should share the decisions' },
          periodicReports: {
            label: 'Should your attorney-in-fact report regularly on what they do?',
            help: 'For example, an accounting every three months.',
          },
          reportRecipient: { label: 'Who should receive the reports?' },
          attorneys: {
            label: 'Your attorneys-in-fact',
            help: 'Enter each person you chose. The number of people matches your answer in the previous step.',
            item: 'Attorney-in-fact {n}',
            add: 'Add an attorney-in-fact',
            alternateFor: {
              label: 'Is this person an alternate?',
              help: 'An alternate acts only if the person they replace cannot or will not serve.',
              options: { none: 'No, not an alternate' },
            },
          },
          powersScope: {
            label: 'Which powers do you give your attorneys-in-fact?',
            help: 'The statutory form lists thirteen subjects, (A) to (M), and line (N) for all of them. Probate Code sections 4450 to 4463 describe what each subject covers.',
            options: {
              all: '(N) All of the powers listed on the form, (A) to (M)',
              some: 'Only the subjects I choose',
            },
          },
          powers: {
            label: 'The subjects you grant',
            help: 'Choose each subject your attorneys-in-fact may act on. A subject you do not choose is withheld.',
            options: {
              A: '(A) Real property transactions',
              B: '(B) Tangible personal property transactions',
              C: '(C) Stock and bond transactions',
              D: '(D) Commodity and option transactions',
              E: '(E) Banking and other financial institution transactions',
              F: '(F) Business operating transactions',
              G: '(G) Insurance and annuity transactions',
              H: '(H) Estate, trust, and other beneficiary transactions',
              I: '(I) Claims and litigation',
              J: '(J) Personal and family maintenance',
              K: '(K) Benefits from Social Security, Medicare, Medicaid, or other governmental programs, or civil or military service',
              L: '(L) Retirement plan transactions',
              M: '(M) Tax matters',
            },
          },
          expressPowers: {
            label: 'Powers that must be granted expressly',
            help: 'Under Probate Code section 4264, an attorney-in-fact may do the following only if the power of attorney says so expressly. Answer yes for each one you grant and no for each one you do not.',
            createTrust: { label: 'Create, modify, or revoke a trust' },
            fundTrust: { label: 'Fund with your property a trust you did not create' },
            gifts: { label: 'Make or revoke gifts of your property, in trust or otherwise' },
            survivorship: { label: 'Create or change survivorship interests in your property' },
            beneficiaries: { label: 'Designate or change the beneficiaries who receive property at your death' },
            disclaimers: { label: 'Reject or disclaim a share of an estate, trust, or other fund on your behalf' },
            delegate: { label: 'Authorize another person to exercise the authority you give' },
          },
          giftLimits: {
            label: 'Limits on gifts',
            help: 'For example, to whom gifts may be made or a largest amount per year. Leave blank for no limit.',
          },
          specialInstructions: {
            label: 'Special instructions for the power of attorney',
            help: 'The statutory form has a place for instructions that limit or extend the powers you grant. They apply to money and property matters, not to health care.',
          },
          healthAgent: {
            label: 'Your health care agent',
            help: 'The person who makes health care decisions for you when you cannot. It can be anyone you choose, and it need not be one of your attorneys-in-fact. With some exceptions (such as a relative), the law does not allow your supervising health care provider or an employee of the facility where you receive care to be your agent (Probate Code §4659).',
          },
          healthAlternates: {
            label: 'Alternate health care agents (if any)',
            help: 'The form has room for a first and a second alternate, who act in that order if your agent is not willing, able, or reasonably available.',
            item: 'Alternate agent {n}',
            add: 'Add an alternate agent',
          },
          healthAgentLimits: {
            label: 'Limits on your agent’s health care authority',
            help: 'The form gives your agent authority over all health care decisions except what you write here (Part 1.2). Leave blank for no limits.',
          },
          healthAgentEffective: {
            label: 'When does your health care agent’s authority start?',
            help: 'The form’s rule is that it starts when your primary physician determines that you are unable to make your own health care decisions, unless you mark the box for it to start immediately (Part 1.3).',
            options: {
              incapacity: 'When my primary physician determines I cannot make my own decisions',
              immediately: 'Immediately',
            },
          },
          postDeath: {
            label: 'Your agent’s authority after your death',
            help: 'The form authorizes your agent to donate organs, tissues, and parts, authorize an autopsy, and direct the disposition of your remains, except as you state (Part 1.5).',
            options: { asForm: 'As the form states, with no limits', limits: 'With limits that I state' },
          },
          postDeathLimits: { label: 'Your limits on the authority after death' },
          nominateConservator: {
            label:
              'If a court needs to appoint a conservator of your person, do you nominate your health care agent (then the alternates, in order)?',
            help: 'The form includes this nomination (Part 1.6). If you answer no, that part is struck out.',
          },
          endOfLife: {
            label: 'End-of-life decisions (Part 2.1)',
            help: 'Choice (a): you do not want your life prolonged if you have an incurable and irreversible condition that will result in your death within a relatively short time, if you become unconscious and, to a reasonable degree of medical certainty, will not regain consciousness, or if the likely risks and burdens of treatment would outweigh the expected benefits. Choice (b): you want your life prolonged as long as possible within the limits of generally accepted health care standards.',
            options: {
              notProlong: '(a) Choice not to prolong life',
              prolong: '(b) Choice to prolong life',
              ownWords: 'Neither: I will write my own instructions',
            },
          },
          endOfLifeOwnWords: { label: 'Your instructions about end-of-life treatment, in your own words' },
          painRelief: {
            label: 'Relief from pain (Part 2.2)',
            help: 'The form directs that treatment for pain or discomfort be given at all times, even if it hastens death, except as you state.',
            options: { always: 'At all times, with no exceptions', exceptions: 'At all times, except as I state' },
          },
          painReliefExceptions: { label: 'Your exceptions to pain relief' },
          otherWishes: {
            label: 'Other wishes about your health care (Part 2.3)',
            help: 'Anything you want to add to the instructions above, in your own words.',
          },
          donation: {
            label: 'Donation of organs at death (Part 3)',
            help: 'If you leave Part 3 blank, it is not a refusal to donate: the form says a donor registration you made is followed, or your agent may decide.',
            options: {
              any: '(a) I give any needed organs, tissues, or parts',
              only: '(b) I give only the organs, tissues, or parts I list',
              none: 'Leave Part 3 blank',
            },
          },
          donationParts: { label: 'The organs, tissues, or parts you give' },
          donationPurposes: {
            label: 'Purposes of your gift (Part 3(c))',
            help: 'The form lists four purposes; a purpose you do not choose is struck out.',
            options: { transplant: 'Transplant', therapy: 'Therapy', research: 'Research', education: 'Education' },
          },
          hasPhysician: {
            label: 'Do you want to name a primary physician (Part 4)?',
            help: 'Optional on the form.',
          },
          physician: { label: 'Your primary physician' },
          hasAlternatePhysician: { label: 'Do you want to name an alternate physician?' },
          alternatePhysician: { label: 'Alternate physician' },
          ahcdSigning: {
            label: 'How will your health care directive be signed?',
            help: 'The directive is valid when signed before two qualified adult witnesses or acknowledged before a Notary Public (Probate Code §4673). The financial power of attorney is signed before a Notary Public.',
            options: { witnesses: 'Before two witnesses', notary: 'Before a Notary Public' },
          },
          skilledNursing: {
            label: 'Are you a patient in a skilled nursing facility?',
            help: 'If so, a patient advocate or ombudsman must sign as a witness, even when a Notary Public acknowledges the directive (Probate Code §4675, Part 6 of the form).',
          },
          acknowledgment: {
            label:
              'I have read this document and understand that it gives the people I name broad powers over my property and my health care.',
          },
          authorization: {
            label: 'I authorize my legal document assistant to prepare these documents from my answers.',
          },
          signedName: { label: 'Type your full legal name', help: 'You will sign the final documents at a signing appointment.' },
          signedDate: { label: 'Today’s date' },
        },
        errors: {
          attorneyCount: 'Enter exactly as many attorneys-in-fact as you chose in the previous step.',
          acknowledgment: 'Please confirm that you have read and understand this document.',
          authorization: 'Please authorize us to prepare your documents.',
        },
        summary: {
          attorneys: '{count} attorney(s)-in-fact: {names}',
          healthAgent: 'health care agent: {name}',
        },
        submit: {
          successTitle: 'POA and Health Directive Submitted',
          successText: 'Thank you. We will prepare your documents and contact you to schedule the signing.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your information. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      durablePoa: {
        title: 'Poder notarial duradero y directiva de atención médica',
        steps: {
          personal: 'Datos personales',
          setup: 'Configuración del poder',
          attorneys: 'Apoderados',
          healthcare: 'Directiva de atención médica',
          wishes: 'Instrucciones de atención médica',
          sign: 'Revisar y firmar',
        },
        attorney: { 1: 'Apoderado 1', 2: 'Apoderado 2', 3: 'Apoderado 3' },
        fields: {
          person: {
            name: { label: 'Nombre legal completo' },
            address: { label: 'Dirección' },
            city: { label: 'Ciudad' },
            state: { label: 'Estado' },
            zip: { label: 'Código postal' },
            county: { label: 'Condado' },
            telephone: { label: 'Teléfono' },
            cell: { label: 'Teléfono celular' },
            dateOfBirth: { label: 'Fecha de nacimiento' },
          },
          contact: {
            name: { label: 'Nombre completo' },
            address: { label: 'Dirección' },
            phone: { label: 'Teléfono de casa o principal' },
            otherPhone: { label: 'Teléfono del trabajo u otro' },
          },
          principal: { label: 'Sobre usted' },
          hasSpouse: { label: '¿Está casado(a) o tiene una pareja de hecho registrada?' },
          spouse: { label: 'Su cónyuge o pareja' },
          effective: {
            label: '¿Cuándo debe entrar en vigor el poder notarial?',
            help: 'Puede valer de inmediato, o solo si un médico determina que usted ya no puede manejar sus asuntos.',
            options: { immediately: 'De inmediato', incapacity: 'Solo si quedo incapacitado(a)' },
          },
          incapacityMethod: {
            label: '¿Quién determina que usted está incapacitado(a)?',
            options: {
              oneChosen: 'Un médico elegido por mi apoderado',
              oneNamed: 'Un médico que yo nombro',
              twoChosen: 'Dos médicos elegidos por mi apoderado',
              twoNamed: 'Dos médicos que yo nombro',
            },
          },
          doctorNames: { label: 'Nombres de los médicos' },
          numberOfAttorneys: {
            label: '¿Cuántos apoderados (agentes) desea nombrar?',
            help: 'El apoderado es la persona de confianza que actuará por usted en asuntos de dinero y bienes. Puede nombrar hasta tres.',
            options: { 1: 'Uno', 2: 'Dos', 3: 'Tres' },
          },
          coAgents: {
            label: '¿Deben actuar juntos (como coapoderados)?',
            help: 'Sí: deciden juntos (el formulario dice “jointly”). No: cada uno puede actuar por su cuenta (“separately”).',
          },
          coAgentDescription: { label: 'Describa cómo deben repartirse las decisiones' },
          periodicReports: {
            label: '¿Debe su apoderado informar periódicamente sobre lo que hace?',
            help: 'Por ejemplo, una rendición de cuentas cada tres meses.',
          },
          reportRecipient: { label: '¿Quién debe recibir los informes?' },
          attorneys: {
            label: 'Sus apoderados',
            help: 'Escriba los datos de cada persona que eligió. La cantidad coincide con su respuesta en el paso anterior.',
            item: 'Apoderado {n}',
            add: 'Agregar un apoderado',
            alternateFor: {
              label: '¿Esta persona es suplente?',
              help: 'Un suplente actúa solo si la persona a quien reemplaza no puede o no quiere hacerlo.',
              options: { none: 'No, no es suplente' },
            },
          },
          powersScope: {
            label: '¿Qué poderes otorga a sus apoderados?',
            help: 'El formulario oficial enumera trece materias, de la (A) a la (M), y la línea (N) para todas. Las secciones 4450 a 4463 del Código de Sucesiones (Probate Code) describen qué abarca cada materia.',
            options: {
              all: '(N) Todos los poderes del formulario, de la (A) a la (M)',
              some: 'Solo las materias que yo elija',
            },
          },
          powers: {
            label: 'Las materias que otorga',
            help: 'Elija cada materia en la que sus apoderados podrán actuar. La materia que no elija queda excluida.',
            options: {
              A: '(A) Transacciones de bienes inmuebles',
              B: '(B) Transacciones de bienes muebles tangibles',
              C: '(C) Transacciones de acciones y bonos',
              D: '(D) Transacciones de materias primas (commodities) y opciones',
              E: '(E) Transacciones bancarias y con otras instituciones financieras',
              F: '(F) Transacciones de operación de negocios',
              G: '(G) Transacciones de seguros y anualidades',
              H: '(H) Transacciones de herencias, fideicomisos y otras de beneficiarios',
              I: '(I) Reclamaciones y litigios',
              J: '(J) Manutención personal y familiar',
              K: '(K) Beneficios del Seguro Social, Medicare, Medicaid u otros programas gubernamentales, o del servicio civil o militar',
              L: '(L) Transacciones de planes de jubilación',
              M: '(M) Asuntos de impuestos',
            },
          },
          expressPowers: {
            label: 'Poderes que deben otorgarse de forma expresa',
            help: 'Según la sección 4264 del Código de Sucesiones, un apoderado puede hacer lo siguiente solo si el poder lo dice de forma expresa. Conteste sí a cada uno que otorga y no a cada uno que no otorga.',
            createTrust: { label: 'Crear, modificar o revocar un fideicomiso' },
            fundTrust: { label: 'Aportar sus bienes a un fideicomiso que usted no creó' },
            gifts: { label: 'Hacer o revocar donaciones de sus bienes, en fideicomiso o de otra forma' },
            survivorship: { label: 'Crear o cambiar derechos de supervivencia sobre sus bienes' },
            beneficiaries: { label: 'Designar o cambiar a los beneficiarios que reciben bienes a su muerte' },
            disclaimers: { label: 'Rechazar o renunciar en su nombre a una parte de una herencia, un fideicomiso u otro fondo' },
            delegate: { label: 'Autorizar a otra persona a ejercer la autoridad que usted otorga' },
          },
          giftLimits: {
            label: 'Límites a las donaciones',
            help: 'Por ejemplo, a quién se pueden hacer o una cantidad máxima por año. Déjelo en blanco si no hay límite.',
          },
          specialInstructions: {
            label: 'Instrucciones especiales para el poder',
            help: 'El formulario oficial tiene un espacio para instrucciones que limitan o amplían los poderes que otorga. Se aplican a asuntos de dinero y bienes, no a la atención médica.',
          },
          healthAgent: {
            label: 'Su agente de atención médica',
            help: 'La persona que toma decisiones médicas por usted cuando usted no puede. Puede ser cualquier persona que usted elija y no tiene que ser uno de sus apoderados. Con algunas excepciones (por ejemplo, un familiar), la ley no permite que sea su agente el proveedor de salud que supervisa su atención ni un empleado del centro donde la recibe (Código de Sucesiones §4659).',
          },
          healthAlternates: {
            label: 'Agentes suplentes de atención médica (si los hay)',
            help: 'El formulario tiene espacio para un primer y un segundo suplente, que actúan en ese orden si su agente no quiere, no puede o no está razonablemente disponible.',
            item: 'Agente suplente {n}',
            add: 'Agregar un agente suplente',
          },
          healthAgentLimits: {
            label: 'Límites a la autoridad médica de su agente',
            help: 'El formulario da a su agente autoridad sobre todas las decisiones médicas, salvo lo que usted escriba aquí (Parte 1.2). Déjelo en blanco si no hay límites.',
          },
          healthAgentEffective: {
            label: '¿Cuándo comienza la autoridad de su agente de atención médica?',
            help: 'Según el formulario, comienza cuando su médico principal determina que usted no puede tomar sus propias decisiones médicas, salvo que marque la casilla para que comience de inmediato (Parte 1.3).',
            options: {
              incapacity: 'Cuando mi médico principal determine que no puedo tomar mis propias decisiones',
              immediately: 'De inmediato',
            },
          },
          postDeath: {
            label: 'La autoridad de su agente después de su muerte',
            help: 'El formulario autoriza a su agente a donar órganos, tejidos y partes, autorizar una autopsia y disponer de sus restos, salvo lo que usted indique (Parte 1.5).',
            options: { asForm: 'Como lo dice el formulario, sin límites', limits: 'Con los límites que yo indique' },
          },
          postDeathLimits: { label: 'Sus límites a la autoridad después de su muerte' },
          nominateConservator: {
            label:
              'Si una corte necesita nombrarle un curador (conservator) de su persona, ¿nombra a su agente de atención médica (y luego a los suplentes, en orden)?',
            help: 'El formulario incluye este nombramiento (Parte 1.6). Si contesta que no, esa parte se tacha.',
          },
          endOfLife: {
            label: 'Decisiones al final de la vida (Parte 2.1)',
            help: 'Opción (a): no desea que se prolongue su vida si tiene una enfermedad incurable e irreversible que causará su muerte en un tiempo relativamente corto, si queda inconsciente y, con un grado razonable de certeza médica, no recuperará la conciencia, o si los riesgos y cargas probables del tratamiento superarían los beneficios esperados. Opción (b): desea que se prolongue su vida todo lo posible dentro de los límites de las normas médicas generalmente aceptadas.',
            options: {
              notProlong: '(a) Decisión de no prolongar la vida',
              prolong: '(b) Decisión de prolongar la vida',
              ownWords: 'Ninguna: escribiré mis propias instrucciones',
            },
          },
          endOfLifeOwnWords: { label: 'Sus instrucciones sobre el tratamiento al final de la vida, con sus propias palabras' },
          painRelief: {
            label: 'Alivio del dolor (Parte 2.2)',
            help: 'El formulario indica que se dé tratamiento para el dolor o la incomodidad en todo momento, aunque acelere la muerte, salvo lo que usted indique.',
            options: { always: 'En todo momento, sin excepciones', exceptions: 'En todo momento, salvo lo que yo indique' },
          },
          painReliefExceptions: { label: 'Sus excepciones al alivio del dolor' },
          otherWishes: {
            label: 'Otros deseos sobre su atención médica (Parte 2.3)',
            help: 'Lo que quiera agregar a las instrucciones anteriores, con sus propias palabras.',
          },
          donation: {
            label: 'Donación de órganos al morir (Parte 3)',
            help: 'Dejar la Parte 3 en blanco no es negarse a donar: el formulario dice que se sigue el registro de donante que usted haya hecho, o que su agente puede decidir.',
            options: {
              any: '(a) Dono cualquier órgano, tejido o parte que se necesite',
              only: '(b) Dono solo los órganos, tejidos o partes que indico',
              none: 'Dejar la Parte 3 en blanco',
            },
          },
          donationParts: { label: 'Los órganos, tejidos o partes que dona' },
          donationPurposes: {
            label: 'Fines de su donación (Parte 3(c))',
            help: 'El formulario enumera cuatro fines; el fin que no elija se tacha.',
            options: { transplant: 'Trasplante', therapy: 'Terapia', research: 'Investigación', education: 'Educación' },
          },
          hasPhysician: {
            label: '¿Desea nombrar a un médico principal (Parte 4)?',
            help: 'Es opcional en el formulario.',
          },
          physician: { label: 'Su médico principal' },
          hasAlternatePhysician: { label: '¿Desea nombrar a un médico suplente?' },
          alternatePhysician: { label: 'Médico suplente' },
          ahcdSigning: {
            label: '¿Cómo se firmará su directiva de atención médica?',
            help: 'La directiva es válida firmada ante dos testigos adultos que cumplan los requisitos o reconocida ante un Notary Public (Código de Sucesiones §4673). El poder notarial para asuntos financieros se firma ante un Notary Public.',
            options: { witnesses: 'Ante dos testigos', notary: 'Ante un Notary Public' },
          },
          skilledNursing: {
            label: '¿Es usted paciente de un centro de enfermería especializada (skilled nursing facility)?',
            help: 'Si lo es, un defensor del paciente u ombudsman debe firmar como testigo, aunque un Notary Public reconozca la directiva (Código de Sucesiones §4675, Parte 6 del formulario).',
          },
          acknowledgment: {
            label:
              'He leído este documento y entiendo que otorga a las personas que nombro amplios poderes sobre mis bienes y mi atención médica.',
          },
          authorization: {
            label: 'Autorizo a mi asistente de documentos legales a preparar estos documentos con mis respuestas.',
          },
          signedName: { label: 'Escriba su nombre legal completo', help: 'Firmará los documentos finales en una cita de firma.' },
          signedDate: { label: 'Fecha de hoy' },
        },
        errors: {
          attorneyCount: 'Escriba exactamente tantos apoderados como eligió en el paso anterior.',
          acknowledgment: 'Confirme que ha leído y entiende este documento.',
          authorization: 'Autorícenos a preparar sus documentos.',
        },
        summary: {
          attorneys: '{count} apoderado(s): {names}',
          healthAgent: 'agente de atención médica: {name}',
        },
        submit: {
          successTitle: 'Poder notarial y directiva médica enviados',
          successText: 'Gracias. Prepararemos sus documentos y nos comunicaremos con usted para programar la firma.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su información. Inténtelo de nuevo.',
        },
      },
    },
  },
});
