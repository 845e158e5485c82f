import { defineMessages } from '../i18n/core';

/** Small claims (small-claims.ts, definition version 2). The limits are the law's since January 1, 2024. */
export default defineMessages({
  en: {
    q: {
      smallClaims: {
        title: 'Small Claims',
        steps: { you: 'About you', defendant: 'Who you are suing', claim: 'Your claim', filing: 'Where and how you file' },
        fields: {
          plaintiffType: {
            label: 'Are you suing as a person or for a business or other entity?',
            help: 'A person may claim up to $12,500 in small claims court; a business, public entity or other organization up to $6,250 (Code Civ. Proc. §§116.220, 116.221).',
            options: { person: 'As a person (myself)', entity: 'For a business or other entity' },
          },
          plaintiff: {
            label: 'You (the plaintiff)',
            name: {
              label: 'Your full legal name, or the business’s legal name',
              help: 'Exactly as it should appear on the claim.',
            },
          },
          licensee: {
            label:
              'Is the business a licensee or deferred deposit originator (payday lender) under Financial Code section 23000 and following?',
            help: 'The court form asks every business plaintiff.',
          },
          usesFictitiousName: {
            label: 'Do you or the business file this claim under a fictitious business name (a “DBA”)?',
            help: 'A name other than the legal name, registered with a county. The court then needs form SC-103.',
          },
          fictitiousName: {
            label: 'The fictitious business name',
            name: { label: 'Fictitious business name' },
            businessType: {
              label: 'The business is',
              options: {
                individual: 'An individual (sole proprietor)',
                partnership: 'A partnership',
                corporation: 'A corporation',
                llc: 'A limited liability company',
                association: 'An association',
                other: 'Other',
              },
            },
            county: { label: 'County where the fictitious business name statement was filed' },
            statementNumber: { label: 'Statement number (if you have it)', help: 'Printed on the filed statement.' },
            expires: { label: 'Date the statement expires (if you know it)', help: 'Statements expire five years after filing.' },
            signerName: {
              label: 'Name of the person who signs for the business',
              help: 'Only the owner, president, chief executive officer or another qualified officer may sign form SC-103.',
            },
            signerTitle: { label: 'Their title (owner, president, CEO …)' },
          },
          hasOtherPlaintiffs: {
            label: 'Is anyone else suing with you?',
            help: 'For example, a co-owner of the damaged property.',
          },
          otherPlaintiffs: {
            label: 'Other plaintiffs',
            item: 'Plaintiff {n}',
            add: 'Add a plaintiff',
            usesFictitiousName: {
              label: 'Does this plaintiff do business under a fictitious business name (a “DBA”)?',
              help: 'A name other than the legal name, registered with a county. The court form asks it of every plaintiff.',
            },
          },
          defendantType: {
            label: 'Who are you suing?',
            help: 'A business includes a corporation, a limited liability company and a partnership.',
            options: {
              person: 'A person',
              business: 'A business',
              publicEntity: 'A public entity (a city, county, state agency or district)',
            },
          },
          defendant: {
            label: 'The defendant',
            name: {
              label: 'Full legal name of the person, business or public entity',
              help: 'The exact legal name. For a business, as registered with the Secretary of State.',
            },
          },
          agent: {
            label: 'The person authorized to receive court papers for them (agent for service of process)',
            help: 'For a corporation or LLC, the California Secretary of State lists the agent at bizfileonline.sos.ca.gov. Leave blank if you do not know.',
            name: { label: 'Agent’s name' },
            jobTitle: { label: 'Job title (if you know it)' },
          },
          publicEntityClaimDate: {
            label: 'Date you filed your written claim with the public entity',
            help: 'A claim must be filed with the public entity before you can sue it in small claims court.',
          },
          hasOtherDefendants: { label: 'Are you suing anyone else in this claim?', help: 'Each other defendant goes on form SC-100A.' },
          otherDefendants: {
            label: 'Other defendants',
            item: 'Defendant {n}',
            add: 'Add a defendant',
            type: { help: 'For a business or public entity, the form asks who is authorized to receive court papers for them.' },
          },
          military: { label: 'Is any defendant on active military duty?', help: 'The court form asks for their name.' },
          militaryNames: { label: 'Name of each defendant on active duty' },
          claimAmount: {
            label: 'How much money are you asking for?',
            help: 'Up to $12,500 if you sue as a person; up to $6,250 for a business or other entity. Do not include court costs or fees for service.',
          },
          incidentDescription: { label: 'Why does the defendant owe you money?', help: 'Who, what, where and when, in your own words.' },
          dateKind: {
            label: 'Did it happen on one date or over a period of time?',
            options: { single: 'On one date', period: 'Over a period of time' },
          },
          incidentDate: { label: 'When did it happen?', help: 'The date of the event, or when the payment was due.' },
          periodFrom: { label: 'Date it started' },
          periodTo: { label: 'Date it ended' },
          damages: { label: 'How did you calculate the amount?', help: 'List each cost: repairs, unpaid rent, deposit, and so on.' },
          askedToPay: {
            label: 'Have you asked the defendant to pay you (or to return the property)?',
            help: 'The law requires asking before you sue: in person, in writing or by phone.',
          },
          attempts: { label: 'When and how did you ask?', help: 'For example: demand letter sent by certified mail on July 1.' },
          whyNotAsked: { label: 'Why not?' },
          evidence: { label: 'What evidence do you have?', help: 'Contracts, receipts, photos, messages, witnesses.' },
          venue: {
            label: 'Why will you file at the courthouse you chose?',
            help: 'The courthouse must cover one of these places.',
            options: {
              defendantLives: 'It is where the defendant lives or does business',
              propertyDamaged: 'It is where my property was damaged',
              plaintiffInjured: 'It is where I was injured',
              contract:
                'It is where a contract was made, signed, performed or broken by the defendant, or where the defendant lived or did business when they made it',
              consumerContract:
                'It is where the buyer or lessee signed the contract, lives now or lived then (a contract for personal, family or household goods, services or loans)',
              retailInstallment:
                'It is where the buyer signed the contract, lives now or lived then (a retail installment contract, like a credit card)',
              vehicleFinance:
                'It is where the buyer signed the contract, lives now or lived then, or where the vehicle is garaged (a vehicle finance sale)',
              other: 'Another reason',
            },
          },
          venueOther: { label: 'What reason?' },
          venueZip: { label: 'ZIP code of that place (if you know it)', help: 'The place you chose above.' },
          feeDispute: {
            label: 'Is your claim about a fee dispute between a lawyer and their client?',
            help: 'The court form asks this of every plaintiff.',
          },
          arbitrated: { label: 'Have you had arbitration of that fee dispute?' },
          manyClaims: {
            label: 'Have you filed more than 12 other small claims in California in the last 12 months?',
            help: 'If so, the filing fee is higher.',
          },
          twoPerYearConfirmed: {
            label:
              'I have not filed, and I understand that I may not file, more than two small claims cases for more than $2,500 in California during this calendar year.',
            help: 'Code Civ. Proc. §116.231. The court form asks you to confirm this for a claim over $2,500.',
          },
        },
        errors: {
          claimAmountMax: 'A person may claim at most $12,500 in small claims court (Code Civ. Proc. §116.221). Enter $12,500 or less.',
          claimAmountEntityMax:
            'A business or other entity may claim at most $6,250 in small claims court (Code Civ. Proc. §116.220). Enter $6,250 or less.',
          twoPerYear:
            'For a claim over $2,500 you must confirm this: no one may file more than two small claims cases over $2,500 in California in a calendar year (Code Civ. Proc. §116.231). If you have already filed two this year, this claim must be for $2,500 or less.',
        },
        summary: { caseDetails: 'Claim against {defendant} for {amount} · {date}', period: '{from} to {to}' },
        submit: {
          successTitle: 'Small Claims Questionnaire Submitted',
          successText: 'Thank you. We will prepare your claim and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      smallClaims: {
        title: 'Reclamos menores',
        steps: { you: 'Sobre usted', defendant: 'A quién demanda', claim: 'Su reclamo', filing: 'Dónde y cómo presenta' },
        fields: {
          plaintiffType: {
            label: '¿Demanda como persona o en nombre de un negocio u otra entidad?',
            help: 'Una persona puede reclamar hasta $12,500 en la corte de reclamos menores; un negocio, entidad pública u otra organización, hasta $6,250 (Código de Procedimiento Civil §§116.220, 116.221).',
            options: { person: 'A mi nombre, como persona', entity: 'En nombre de un negocio u otra entidad' },
          },
          plaintiff: {
            label: 'Usted (el demandante)',
            name: {
              label: 'Su nombre legal completo, o el nombre legal del negocio',
              help: 'Tal como debe aparecer en el reclamo.',
            },
          },
          licensee: {
            label:
              '¿El negocio es un licenciatario u originador de depósitos diferidos (prestamista de día de pago) según la sección 23000 y siguientes del Código Financiero?',
            help: 'El formulario de la corte se lo pregunta a todo negocio demandante.',
          },
          usesFictitiousName: {
            label: '¿Usted o el negocio presentan este reclamo con un nombre comercial ficticio (un “DBA”)?',
            help: 'Un nombre distinto del nombre legal, registrado en un condado. La corte necesita entonces el formulario SC-103.',
          },
          fictitiousName: {
            label: 'El nombre comercial ficticio',
            name: { label: 'Nombre comercial ficticio' },
            businessType: {
              label: 'El negocio es',
              options: {
                individual: 'Una persona (propietario único)',
                partnership: 'Una sociedad',
                corporation: 'Una corporación',
                llc: 'Una compañía de responsabilidad limitada',
                association: 'Una asociación',
                other: 'Otro',
              },
            },
            county: { label: 'Condado donde se presentó la declaración de nombre comercial ficticio' },
            statementNumber: { label: 'Número de la declaración (si lo tiene)', help: 'Aparece en la declaración presentada.' },
            expires: {
              label: 'Fecha en que vence la declaración (si la sabe)',
              help: 'Las declaraciones vencen cinco años después de presentarse.',
            },
            signerName: {
              label: 'Nombre de la persona que firma por el negocio',
              help: 'Solo el dueño, el presidente, el director ejecutivo u otro funcionario autorizado puede firmar el formulario SC-103.',
            },
            signerTitle: { label: 'Su cargo (dueño, presidente, director ejecutivo …)' },
          },
          hasOtherPlaintiffs: {
            label: '¿Alguien más demanda junto con usted?',
            help: 'Por ejemplo, un copropietario de la propiedad dañada.',
          },
          otherPlaintiffs: {
            label: 'Otros demandantes',
            item: 'Demandante {n}',
            add: 'Agregar un demandante',
            usesFictitiousName: {
              label: '¿Este demandante hace negocios con un nombre comercial ficticio (un “DBA”)?',
              help: 'Un nombre distinto del nombre legal, registrado en un condado. El formulario de la corte lo pregunta de cada demandante.',
            },
          },
          defendantType: {
            label: '¿A quién demanda?',
            help: 'Un negocio incluye una corporación, una compañía de responsabilidad limitada y una sociedad.',
            options: {
              person: 'A una persona',
              business: 'A un negocio',
              publicEntity: 'A una entidad pública (una ciudad, un condado, una agencia estatal o un distrito)',
            },
          },
          defendant: {
            label: 'El demandado',
            name: {
              label: 'Nombre legal completo de la persona, el negocio o la entidad pública',
              help: 'El nombre legal exacto. Para un negocio, como está registrado en la Secretaría de Estado.',
            },
          },
          agent: {
            label: 'La persona autorizada para recibir documentos de la corte en su nombre (agente para notificaciones)',
            help: 'Para una corporación o LLC, la Secretaría de Estado de California publica el agente en bizfileonline.sos.ca.gov. Déjelo en blanco si no lo sabe.',
            name: { label: 'Nombre del agente' },
            jobTitle: { label: 'Puesto (si lo sabe)' },
          },
          publicEntityClaimDate: {
            label: 'Fecha en que presentó su reclamo por escrito ante la entidad pública',
            help: 'Antes de demandar a una entidad pública en la corte de reclamos menores, hay que presentarle un reclamo.',
          },
          hasOtherDefendants: {
            label: '¿Demanda a alguien más en este reclamo?',
            help: 'Cada demandado adicional va en el formulario SC-100A.',
          },
          otherDefendants: {
            label: 'Otros demandados',
            item: 'Demandado {n}',
            add: 'Agregar un demandado',
            type: {
              help: 'Para un negocio o una entidad pública, el formulario pide quién está autorizado para recibir documentos de la corte en su nombre.',
            },
          },
          military: { label: '¿Algún demandado está en servicio militar activo?', help: 'El formulario de la corte pide su nombre.' },
          militaryNames: { label: 'Nombre de cada demandado en servicio activo' },
          claimAmount: {
            label: '¿Cuánto dinero reclama?',
            help: 'Hasta $12,500 si demanda como persona; hasta $6,250 para un negocio u otra entidad. No incluya los costos de la corte ni de la entrega de documentos.',
          },
          incidentDescription: {
            label: '¿Por qué le debe dinero el demandado?',
            help: 'Quién, qué, dónde y cuándo, con sus propias palabras.',
          },
          dateKind: {
            label: '¿Ocurrió en una fecha o durante un período?',
            options: { single: 'En una fecha', period: 'Durante un período' },
          },
          incidentDate: { label: '¿Cuándo ocurrió?', help: 'La fecha del hecho, o cuándo vencía el pago.' },
          periodFrom: { label: 'Fecha en que empezó' },
          periodTo: { label: 'Fecha en que terminó' },
          damages: { label: '¿Cómo calculó la cantidad?', help: 'Enumere cada costo: reparaciones, renta no pagada, depósito, etc.' },
          askedToPay: {
            label: '¿Le pidió al demandado que le pague (o que le devuelva la propiedad)?',
            help: 'La ley exige pedirlo antes de demandar: en persona, por escrito o por teléfono.',
          },
          attempts: {
            label: '¿Cuándo y cómo se lo pidió?',
            help: 'Por ejemplo: carta de cobro enviada por correo certificado el 1 de julio.',
          },
          whyNotAsked: { label: '¿Por qué no?' },
          evidence: { label: '¿Qué pruebas tiene?', help: 'Contratos, recibos, fotos, mensajes, testigos.' },
          venue: {
            label: '¿Por qué presentará el reclamo en la corte que eligió?',
            help: 'La corte debe cubrir uno de estos lugares.',
            options: {
              defendantLives: 'Es donde vive el demandado o tiene su negocio',
              propertyDamaged: 'Es donde se dañó mi propiedad',
              plaintiffInjured: 'Es donde me lesioné',
              contract:
                'Es donde el demandado hizo, firmó, cumplió o incumplió un contrato, o donde vivía o tenía su negocio cuando lo hizo',
              consumerContract:
                'Es donde el comprador o arrendatario firmó el contrato, vive ahora o vivía entonces (un contrato de bienes, servicios o préstamos personales, familiares o del hogar)',
              retailInstallment:
                'Es donde el comprador firmó el contrato, vive ahora o vivía entonces (un contrato de venta a plazos, como una tarjeta de crédito)',
              vehicleFinance:
                'Es donde el comprador firmó el contrato, vive ahora o vivía entonces, o donde se guarda el vehículo (una venta financiada de un vehículo)',
              other: 'Otra razón',
            },
          },
          venueOther: { label: '¿Qué razón?' },
          venueZip: { label: 'Código postal de ese lugar (si lo sabe)', help: 'El lugar que eligió arriba.' },
          feeDispute: {
            label: '¿Su reclamo trata de una disputa de honorarios entre un abogado y su cliente?',
            help: 'El formulario de la corte se lo pregunta a todo demandante.',
          },
          arbitrated: { label: '¿Ha tenido un arbitraje de esa disputa de honorarios?' },
          manyClaims: {
            label: '¿Ha presentado más de 12 reclamos menores en California en los últimos 12 meses?',
            help: 'Si es así, la cuota de presentación es mayor.',
          },
          twoPerYearConfirmed: {
            label:
              'No he presentado, y entiendo que no puedo presentar, más de dos casos de reclamos menores por más de $2,500 en California durante este año calendario.',
            help: 'Código de Procedimiento Civil §116.231. El formulario de la corte le pide confirmarlo para un reclamo de más de $2,500.',
          },
        },
        errors: {
          claimAmountMax:
            'Una persona puede reclamar como máximo $12,500 en la corte de reclamos menores (Código de Procedimiento Civil §116.221). Escriba $12,500 o menos.',
          claimAmountEntityMax:
            'Un negocio u otra entidad puede reclamar como máximo $6,250 en la corte de reclamos menores (Código de Procedimiento Civil §116.220). Escriba $6,250 o menos.',
          twoPerYear:
            'Para un reclamo de más de $2,500 debe confirmar esto: nadie puede presentar más de dos casos de reclamos menores por más de $2,500 en California en un año calendario (Código de Procedimiento Civil §116.231). Si ya presentó dos este año, este reclamo debe ser de $2,500 o menos.',
        },
        summary: { caseDetails: 'Reclamo contra {defendant} por {amount} · {date}', period: 'del {from} al {to}' },
        submit: {
          successTitle: 'Cuestionario de reclamos menores enviado',
          successText: 'Gracias. Prepararemos su reclamo y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
