/**
 * The Legal Document Assistant contract for self-help services, in English and Spanish, built for one questionnaire
 * type (the service), the forms the client selected and the fee. Used by the agreement page (read, print, accept),
 * the signed PDF and the tests. Plain strings only, so the web, the PDF and tests can all use them.
 *
 * B&P §6410(a): "a written contract, the contents of which shall be prescribed by regulations adopted by the
 * Department of Consumer Affairs" — the standard contract of 16 CCR §3950. The contract follows that form in its order
 * and words, with the business's facts in its blanks (./sources/ccr-3950.ts holds the text that could be verified; the
 * test compares it word for word):
 *   heading · county block (county, clerk's office, address, telephone, web site) · parties ("between me, … and you,
 *   …") · IMPORTANT NOTICES 1–7 (2 and 3 in 12-point bold) · SELF-HELP SERVICES: kinds of services I can and cannot
 *   perform, Part I the services to be performed, Part II their cost · signatures of both parties.
 * Beside the form, what the statute adds: the §6408 identification (name, address, phone, registration number, county,
 * expiry; with the bond of §6405), the §6408.5 statement, and the §6410(b)(6) statement in 12-point bold.
 * The business's own terms (when work starts, payment, cancellation and refunds, records, language, e-signature) are
 * in a separate, labelled ADDENDUM after the form: they add to it and change nothing in it.
 *
 * Part I, Part II and the lists under "kinds of services" could not be read from a stored copy of §3950: their words
 * here are the statute's (§6400(d) self-help service, §6410(b)(7)) in the form's first person. Counsel compares them
 * with the official text (docs/compliance.md, M1).
 *
 * Cancellation: §6410 gives no statutory cooling-off period (the 3-day rule of Civil Code §1689.6 covers home
 * solicitation sales, not a contract the client signs on our website). The addendum's cancellation term is the
 * business's own policy: cancel at any time in writing, full refund before work starts, otherwise a refund of the fee
 * for work not yet done.
 */
import { BUSINESS, formatAddress } from '../business';
import { CATALOGUE, type QuestionnaireType } from '../catalogue';
import { formatDate, formatMoney, interpolate, type Locale } from '../i18n/core';
import catalogueMessages from '../i18n/messages/catalogue';
import { LDA_CONTRACT_VERSION } from './version';

export { LDA_CONTRACT_VERSION };

export type ContractBlock =
  | { kind: 'p'; text: string }
  /** A statement the law wants in 12-point bold type (16 CCR §3950 notices 2–3; B&P §6410(b)(4)–(7), §6408.5). */
  | { kind: 'notice'; text: string }
  | { kind: 'list'; items: string[] }
  /** Label/value pairs (contact details, the fee). */
  | { kind: 'facts'; items: Array<{ label: string; value: string }> };

export interface ContractSection {
  id: string;
  heading: string;
  blocks: ContractBlock[];
}

export interface ContractDocument {
  version: string;
  locale: Locale;
  /** The form's heading. */
  title: string;
  /** The form's county block: the county of registration and its clerk's office. */
  county: Array<{ label: string; value: string }>;
  /** "This is a contract between me, … and you, …" */
  parties: string;
  /** The standard contract's parts, in the form's order, and the statements the statute adds. */
  sections: ContractSection[];
  /** The business's own terms, apart from the form. */
  addendum: { heading: string; intro: string; sections: ContractSection[] };
  /** The sentence above the acceptance controls. */
  acceptance: string;
}

export interface ContractInput {
  locale: Locale;
  type: QuestionnaireType;
  /** The client's name when known (the signed-in profile); otherwise a blank to fill. */
  clientName?: string | null;
  clientEmail?: string | null;
  /**
   * The forms the client selected for us to prepare (POST /orders/{id}/forms). Absent: the whole list of forms the
   * service prepares, from which the client selects.
   */
  forms?: readonly string[] | null;
}

/** The LDA's identification (§6408), for the contract, receipts and printed copies. */
export function ldaFacts(locale: Locale): Array<{ label: string; value: string }> {
  const w = WORDS[locale];
  const lda = BUSINESS.lda;
  return [
    { label: w.factName, value: BUSINESS.name },
    { label: w.factAddress, value: formatAddress() },
    { label: w.factPhone, value: BUSINESS.phone },
    { label: w.factEmail, value: BUSINESS.email },
    { label: w.factRegistration, value: lda.registrationNumber },
    { label: w.factCounty, value: interpolate(w.countyOf, { county: lda.county }) },
    { label: w.factExpires, value: formatDate(lda.expires, locale) },
    {
      label: w.factBond,
      value: interpolate(w.bondValue, {
        amount: formatMoney(lda.bond.amountCents, locale),
        issuer: lda.bond.issuer,
        number: lda.bond.number,
      }),
    },
  ];
}

export const serviceTitle = (type: QuestionnaireType, locale: Locale): string => catalogueMessages[locale].catalogue[type].title;

/** Every form the service prepares (those always in its packet, then those the answers may call for). */
export const serviceForms = (type: QuestionnaireType): string[] => [...CATALOGUE[type].forms, ...CATALOGUE[type].formsWhenNeeded];

export function ldaContract(input: ContractInput): ContractDocument {
  const { locale, type } = input;
  const w = WORDS[locale];
  const clerk = BUSINESS.lda.countyClerk;
  const selected = input.forms?.length ? input.forms : null;
  const vars = {
    registrant: BUSINESS.lda.registrant,
    business: BUSINESS.name,
    client: input.clientName?.trim() || '______________________',
    service: serviceTitle(type, locale),
    forms: (selected ?? serviceForms(type)).join('; '),
    price: formatMoney(CATALOGUE[type].priceCents, locale),
    county: BUSINESS.lda.county,
    days: BUSINESS.turnaround.standardDays,
    years: BUSINESS.caseFileRetentionYears,
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    address: formatAddress(),
    notary: formatMoney(BUSINESS.notary.feePerSignatureCents, locale),
  };
  const f = (s: string) => interpolate(s, vars);
  const ps = (texts: readonly string[]): ContractBlock[] => texts.map((text) => ({ kind: 'p', text: f(text) }));

  const sections: ContractSection[] = [
    { id: 'assistant', heading: w.assistantHeading, blocks: [{ kind: 'facts', items: ldaFacts(locale) }] },
    {
      id: 'notices',
      heading: w.noticesHeading,
      // Numbered as in the standard form; notices 2 and 3 in 12-point bold.
      blocks: w.notices.map((n, i) => ({ kind: n.bold ? ('notice' as const) : ('p' as const), text: `${i + 1}. ${f(n.text)}` })),
    },
    {
      id: 'statutory',
      heading: w.statutoryHeading,
      blocks: w.statutory.map((text) => ({ kind: 'notice' as const, text: f(text) })),
    },
    {
      id: 'kinds',
      heading: w.servicesHeading,
      blocks: [
        { kind: 'p', text: w.canHeading },
        { kind: 'p', text: w.canIntro },
        { kind: 'list', items: w.canItems.map(f) },
        { kind: 'p', text: w.cannotHeading },
        { kind: 'notice', text: w.cannotText },
      ],
    },
    {
      id: 'services',
      heading: w.partOneHeading,
      blocks: [
        { kind: 'p', text: f(w.partOneIntro) },
        { kind: 'list', items: [f(selected ? w.formsSelected : w.formsToSelect), ...w.partOneItems.map(f)] },
      ],
    },
    {
      id: 'cost',
      heading: w.partTwoHeading,
      blocks: [{ kind: 'facts', items: [{ label: w.feeLabel, value: f(w.feeValue) }] }, ...ps(w.partTwoText)],
    },
  ];

  const addendum: ContractSection[] = w.addendum.map((a) => ({ id: a.id, heading: a.heading, blocks: ps(a.text) }));

  return {
    version: LDA_CONTRACT_VERSION,
    locale,
    title: w.title,
    county: [
      { label: w.countyBlock[0], value: BUSINESS.lda.county },
      { label: w.countyBlock[1], value: clerk.name },
      { label: w.countyBlock[2], value: clerk.address },
      { label: w.countyBlock[3], value: clerk.phone },
      { label: w.countyBlock[4], value: clerk.website },
    ],
    parties: f(w.parties),
    sections,
    addendum: { heading: f(w.addendumHeading), intro: w.addendumIntro, sections: addendum },
    acceptance: w.acceptance,
  };
}

/** The signature blocks under the contract: the client's and the legal document assistant's (16 CCR §3950). */
export interface ContractSignatures {
  heading: string;
  client: { title: string; lines: string[] };
  assistant: { title: string; lines: string[] };
}

/**
 * Both parties' signatures. The client signs by typing their name when accepting; the LDA's block names the registrant,
 * the business, the registration number and county, and is dated with the acceptance: the registrant offers this
 * contract on these terms and countersigns each accepted copy (docs/compliance.md). `acceptance` null: blank lines.
 */
export function contractSignatures(locale: Locale, acceptance: { signatureName: string; acceptedAt: string } | null): ContractSignatures {
  const w = WORDS[locale];
  const lda = BUSINESS.lda;
  const date = acceptance ? formatDate(acceptance.acceptedAt, locale, { withTime: true }) : '______________________';
  return {
    heading: w.signaturesHeading,
    client: {
      title: w.clientSignature,
      lines: [
        `${w.signatureLine}: ${acceptance ? interpolate(w.signedElectronically, { name: acceptance.signatureName }) : '______________________'}`,
        `${w.dateLine}: ${date}`,
      ],
    },
    assistant: {
      title: w.assistantSignature,
      lines: [
        `${w.signatureLine}: ${acceptance ? interpolate(w.signedElectronically, { name: lda.registrant }) : '______________________'}`,
        `${w.nameLine}: ${lda.registrant}, ${BUSINESS.name}`,
        `${w.factRegistration}: ${lda.registrationNumber} · ${interpolate(w.countyOf, { county: lda.county })} · ${w.factExpires}: ${formatDate(lda.expires, locale)}`,
        `${w.dateLine}: ${date}`,
      ],
    },
  };
}

interface Words {
  title: string;
  countyBlock: readonly [string, string, string, string, string];
  parties: string;
  assistantHeading: string;
  factName: string;
  factAddress: string;
  factPhone: string;
  factEmail: string;
  factRegistration: string;
  factCounty: string;
  factExpires: string;
  factBond: string;
  countyOf: string;
  bondValue: string;
  noticesHeading: string;
  notices: ReadonlyArray<{ text: string; bold: boolean }>;
  statutoryHeading: string;
  statutory: readonly string[];
  servicesHeading: string;
  canHeading: string;
  canIntro: string;
  canItems: readonly string[];
  cannotHeading: string;
  cannotText: string;
  partOneHeading: string;
  partOneIntro: string;
  formsSelected: string;
  formsToSelect: string;
  partOneItems: readonly string[];
  partTwoHeading: string;
  feeLabel: string;
  feeValue: string;
  partTwoText: readonly string[];
  addendumHeading: string;
  addendumIntro: string;
  addendum: ReadonlyArray<{ id: string; heading: string; text: readonly string[] }>;
  acceptance: string;
  signaturesHeading: string;
  clientSignature: string;
  assistantSignature: string;
  signatureLine: string;
  nameLine: string;
  dateLine: string;
  signedElectronically: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    title: 'LEGAL DOCUMENT ASSISTANT CONTRACT FOR SELF-HELP SERVICES',
    countyBlock: [
      'County where Registrant is registered:',
      'Name of County Clerk Office for the county of registration:',
      'Address:',
      'Telephone Number:',
      'Web Site:',
    ],
    parties:
      'This is a contract between me, {registrant}, doing business as {business}, and you, {client}, for the self-help services described in Part I below. I am the “legal document assistant” and you are the “client.”',
    assistantHeading: 'The legal document assistant (Business and Professions Code §6408)',
    factName: 'Legal document assistant',
    factAddress: 'Address',
    factPhone: 'Phone',
    factEmail: 'Email',
    factRegistration: 'Registration number',
    factCounty: 'County of registration',
    factExpires: 'Registration expires',
    factBond: 'Bond',
    countyOf: '{county} County',
    bondValue: '{amount}, {issuer}, bond no. {number}',
    noticesHeading: 'IMPORTANT NOTICES',
    notices: [
      {
        text: 'You should read and understand this entire contract before you sign it. You should understand the kinds of services that I can and cannot perform for you (see Part I below).',
        bold: false,
      },
      {
        text: 'I am not an attorney. I cannot perform the legal services that an attorney performs. I cannot engage in the practice of law.',
        bold: true,
      },
      { text: 'The county clerk has not evaluated or approved my knowledge or experience, or the quality of my work.', bold: true },
      {
        text: 'I cannot keep your original documents if you request that I return them to you. I cannot keep your original documents if you and I do not sign this contract or if this contract terminates (ends) for any reason. I cannot keep your original documents after all of the contract services have been provided (see Part I below). It is a violation of California law if I keep your original documents under any of these circumstances.',
        bold: false,
      },
      { text: 'It is a violation of California law if I make any false or misleading statement to you.', bold: false },
      {
        text: 'I cannot obtain special favors from, and I do not have any special influence with, any court or any state or federal agency.',
        bold: false,
      },
      {
        text: 'As required by law, I have filed a bond or made a cash deposit and have registered as a legal document assistant in each county in which my principal place of business is located and in which I maintain a branch office.',
        bold: false,
      },
    ],
    statutoryHeading: 'Also required by law (Business and Professions Code §§6408.5, 6410(b)(6))',
    statutory: [
      'You may obtain information regarding free or low-cost representation through a local bar association or legal aid foundation. If you believe that you have been a victim of fraud, the unauthorized practice of law, or any other injury, you may contact local law enforcement, a district attorney, or a legal aid foundation.',
      'I am not an attorney. I can only provide self help services at your specific direction.',
    ],
    servicesHeading: 'SELF-HELP SERVICES',
    canHeading: 'Kinds of services that I can perform for you:',
    canIntro: 'Self-help services, which are all of the following:',
    canItems: [
      'Completing legal documents in a ministerial manner, selected by you, by typing or otherwise completing the documents at your specific direction.',
      'Providing general published factual information that has been written or approved by an attorney, pertaining to legal procedures, rights, or obligations, to assist you in representing yourself.',
      'Making published legal documents available to you.',
      'Filing and serving legal forms and documents at your specific direction.',
    ],
    cannotHeading: 'Kinds of services that I cannot perform for you:',
    cannotText:
      'I am not permitted to engage in the practice of law. I cannot give you any kind of advice, explanation, opinion, or recommendation about possible legal rights, remedies, defenses, options, selection of forms, or strategies. I cannot represent you in court.',
    partOneHeading: 'PART I. THE SELF-HELP SERVICES I WILL PERFORM FOR YOU',
    partOneIntro: 'For your matter ({service}), and only at your specific direction, I will:',
    formsSelected: 'Type the information you give me in the online questionnaire into the forms you selected: {forms}.',
    formsToSelect: 'Type the information you give me in the online questionnaire into the forms you select from these: {forms}.',
    partOneItems: [
      'Review the completed forms with you for typing errors and for completeness (not for legal sufficiency), and make the corrections you direct.',
      'Print the forms for you to sign and, if you direct me to, file them with the court and arrange for their service.',
      'Give you, if you ask, general published factual information that has been written or approved by an attorney.',
    ],
    partTwoHeading: 'PART II. COST OF THE SERVICES',
    feeLabel: 'Fee for the services in Part I',
    feeValue: '{price} (US dollars)',
    partTwoText: [
      'Not included: court filing fees (paid to the court; you may ask the court for a fee waiver), fees of a sheriff or registered process server, Notary Public fees ({notary} per notarized signature) and certified copies.',
    ],
    addendumHeading: 'ADDENDUM: ADDITIONAL TERMS OF {business}',
    addendumIntro:
      'These terms are our own. They are not part of the standard contract form (California Code of Regulations, title 16, §3950), and nothing in them changes it.',
    addendum: [
      {
        id: 'begin',
        heading: 'When work begins, and paying',
        text: [
          'You can accept this contract only after we have given you the signed Notice to Consumer in person or mailed it to you (Business and Professions Code §6410.5(b)). We begin preparing your documents once you have accepted this contract. Nothing is charged before you accept it.',
          'You may pay online by card or at our office. If you pay at the office, we file nothing until the fee is paid.',
          'We usually finish preparing documents within {days} days after you complete the questionnaire. This is an estimate, not a promise.',
        ],
      },
      {
        id: 'forms',
        heading: 'Your forms',
        text: [
          'You select the forms we prepare, from the published information we give you about each one. You may change your selection until your documents are prepared; we record each change. We add no form you have not selected.',
        ],
      },
      {
        id: 'client',
        heading: 'What you agree to do',
        text: [
          'Give us complete and true information, and tell us if anything changes.',
          'Read every document before you sign it. You make the choices in your case and are responsible for meeting court deadlines.',
          'Ask an attorney if you need legal advice. The court’s free self-help center and the lawyer referral service can help you find one.',
        ],
      },
      {
        id: 'cancel',
        heading: 'Cancelling this contract',
        text: [
          'You may cancel this contract at any time by telling us in writing (by email to {email} or by letter to {address}).',
          'If you cancel before we begin preparing your documents, we refund everything you paid. If you cancel later, we keep only the part of the fee for work already done and refund the rest. In either case we return all your original documents right away.',
        ],
      },
      {
        id: 'records',
        heading: 'Your records',
        text: [
          'We keep your case file (your answers, your documents, and the records of your signed notice and this contract, with the time, internet address and browser they were signed from) for at least {years} years from when you give it to us. This period is our own policy; no law sets it. Documents stored online are deleted automatically {years} years after they were stored; the rest of the file may be deleted after that period. Our privacy policy says what we collect and who sees it.',
        ],
      },
      {
        id: 'language',
        heading: 'Language and signatures',
        text: [
          'This contract is given to you in English and in Spanish before you sign it. By accepting it online you sign it electronically: your typed name is your signature. You can print a copy now and at any time from your dashboard.',
          'Questions? Call us at {phone} or email {email}.',
        ],
      },
    ],
    acceptance:
      'By typing your full name and accepting, you confirm that you have read this contract and its addendum, received a copy, and agree to them.',
    signaturesHeading: 'Signatures',
    clientSignature: 'Client',
    assistantSignature: 'Legal document assistant',
    signatureLine: 'Signature',
    nameLine: 'Name',
    dateLine: 'Date',
    signedElectronically: '{name} (signed electronically)',
  },
  es: {
    title: 'CONTRATO DE ASISTENTE DE DOCUMENTOS LEGALES PARA SERVICIOS DE AUTOAYUDA',
    countyBlock: [
      'Condado donde está registrada la asistente:',
      'Nombre de la oficina del secretario del condado (county clerk) del condado de registro:',
      'Dirección:',
      'Teléfono:',
      'Sitio web:',
    ],
    parties:
      'Este es un contrato entre yo, {registrant}, que hago negocios como {business}, y usted, {client}, para los servicios de autoayuda que se describen en la Parte I más abajo. Yo soy la “asistente de documentos legales” y usted es el “cliente”.',
    assistantHeading: 'La asistente de documentos legales (Código de Negocios y Profesiones, §6408)',
    factName: 'Asistente de documentos legales',
    factAddress: 'Dirección',
    factPhone: 'Teléfono',
    factEmail: 'Correo electrónico',
    factRegistration: 'Número de registro',
    factCounty: 'Condado de registro',
    factExpires: 'El registro vence',
    factBond: 'Fianza',
    countyOf: 'Condado de {county}',
    bondValue: '{amount}, {issuer}, fianza n.º {number}',
    noticesHeading: 'AVISOS IMPORTANTES',
    notices: [
      {
        text: 'Debe leer y entender todo este contrato antes de firmarlo. Debe entender los tipos de servicios que puedo y que no puedo prestarle (vea la Parte I más abajo).',
        bold: false,
      },
      {
        text: 'No soy abogada. No puedo prestar los servicios legales que presta un abogado. No puedo ejercer la abogacía.',
        bold: true,
      },
      {
        text: 'El secretario del condado no ha evaluado ni aprobado mis conocimientos ni mi experiencia, ni la calidad de mi trabajo.',
        bold: true,
      },
      {
        text: 'No puedo quedarme con sus documentos originales si usted me pide que se los devuelva. No puedo quedarme con sus documentos originales si usted y yo no firmamos este contrato o si este contrato termina por cualquier motivo. No puedo quedarme con sus documentos originales después de haber prestado todos los servicios del contrato (vea la Parte I más abajo). Quedarme con sus documentos originales en cualquiera de estos casos viola la ley de California.',
        bold: false,
      },
      { text: 'Hacerle cualquier declaración falsa o engañosa viola la ley de California.', bold: false },
      {
        text: 'No puedo conseguir favores especiales de ninguna corte ni de ninguna agencia estatal o federal, ni tengo influencia especial sobre ellas.',
        bold: false,
      },
      {
        text: 'Como lo exige la ley, he presentado una fianza o hecho un depósito en efectivo y me he registrado como asistente de documentos legales en cada condado donde está mi lugar principal de negocios y donde tengo una sucursal.',
        bold: false,
      },
    ],
    statutoryHeading: 'También lo exige la ley (Código de Negocios y Profesiones, §§6408.5 y 6410(b)(6))',
    statutory: [
      'Puede obtener información sobre representación legal gratuita o de bajo costo en un colegio de abogados local o en una fundación de asistencia legal. Si cree que ha sido víctima de fraude, del ejercicio no autorizado de la abogacía o de cualquier otro daño, puede comunicarse con la policía local, con la fiscalía de distrito o con una fundación de asistencia legal.',
      'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
    ],
    servicesHeading: 'SERVICIOS DE AUTOAYUDA',
    canHeading: 'Tipos de servicios que puedo prestarle:',
    canIntro: 'Servicios de autoayuda, que son todos los siguientes:',
    canItems: [
      'Completar de manera mecánica los documentos legales que usted elija, escribiéndolos o llenándolos de otra forma bajo su dirección específica.',
      'Darle información objetiva general publicada, escrita o aprobada por un abogado, sobre trámites, derechos u obligaciones legales, para ayudarle a representarse a sí mismo.',
      'Poner a su disposición documentos legales publicados.',
      'Presentar y entregar formularios y documentos legales bajo su dirección específica.',
    ],
    cannotHeading: 'Tipos de servicios que no puedo prestarle:',
    cannotText:
      'No se me permite ejercer la abogacía. No puedo darle ningún tipo de consejo, explicación, opinión ni recomendación sobre sus posibles derechos legales, recursos, defensas, opciones, la selección de formularios ni estrategias. No puedo representarlo en la corte.',
    partOneHeading: 'PARTE I. LOS SERVICIOS DE AUTOAYUDA QUE LE PRESTARÉ',
    partOneIntro: 'Para su asunto ({service}), y solo bajo su dirección específica:',
    formsSelected: 'Escribiré la información que usted me dé en el cuestionario en línea en los formularios que usted eligió: {forms}.',
    formsToSelect:
      'Escribiré la información que usted me dé en el cuestionario en línea en los formularios que usted elija de estos: {forms}.',
    partOneItems: [
      'Revisaré con usted los formularios completados para detectar errores de escritura y datos que falten (no su suficiencia legal), y haré las correcciones que usted indique.',
      'Imprimiré los formularios para que usted los firme y, si usted me lo indica, los presentaré en la corte y haré los arreglos para su entrega.',
      'Le daré, si lo pide, información objetiva general publicada, escrita o aprobada por un abogado.',
    ],
    partTwoHeading: 'PARTE II. COSTO DE LOS SERVICIOS',
    feeLabel: 'Tarifa por los servicios de la Parte I',
    feeValue: '{price} (dólares estadounidenses)',
    partTwoText: [
      'No incluye: las cuotas de presentación de la corte (se pagan a la corte; puede pedirle a la corte una exención de cuotas), los honorarios del alguacil o de un entregador de documentos registrado, los honorarios del Notary Public ({notary} por firma notarizada) ni las copias certificadas.',
    ],
    addendumHeading: 'ANEXO: CONDICIONES ADICIONALES DE {business}',
    addendumIntro:
      'Estas condiciones son nuestras. No forman parte del formulario de contrato estándar (Código de Reglamentos de California, título 16, §3950), y nada en ellas lo cambia.',
    addendum: [
      {
        id: 'begin',
        heading: 'Cuándo empieza el trabajo, y el pago',
        text: [
          'Solo puede aceptar este contrato después de que le hayamos entregado en persona o enviado por correo postal el Aviso al Consumidor firmado (Código de Negocios y Profesiones, §6410.5(b)). Empezamos a preparar sus documentos cuando usted acepta este contrato. No se cobra nada antes de que lo acepte.',
          'Puede pagar en línea con tarjeta o en nuestra oficina. Si paga en la oficina, no presentamos nada hasta que la tarifa esté pagada.',
          'Normalmente terminamos de preparar los documentos dentro de {days} días después de que usted completa el cuestionario. Es un cálculo aproximado, no una promesa.',
        ],
      },
      {
        id: 'forms',
        heading: 'Sus formularios',
        text: [
          'Usted elige los formularios que preparamos, a partir de la información publicada que le damos sobre cada uno. Puede cambiar su selección hasta que preparemos sus documentos; registramos cada cambio. No agregamos ningún formulario que usted no haya elegido.',
        ],
      },
      {
        id: 'client',
        heading: 'Lo que usted se compromete a hacer',
        text: [
          'Darnos información completa y verdadera, y avisarnos si algo cambia.',
          'Leer cada documento antes de firmarlo. Usted toma las decisiones en su caso y es responsable de cumplir los plazos de la corte.',
          'Consultar a un abogado si necesita asesoría legal. El centro de ayuda gratuito de la corte y el servicio de referencia de abogados pueden ayudarle a encontrar uno.',
        ],
      },
      {
        id: 'cancel',
        heading: 'Cancelación de este contrato',
        text: [
          'Puede cancelar este contrato en cualquier momento avisándonos por escrito (por correo electrónico a {email} o por carta a {address}).',
          'Si cancela antes de que empecemos a preparar sus documentos, le devolvemos todo lo que pagó. Si cancela después, solo nos quedamos con la parte de la tarifa por el trabajo ya hecho y le devolvemos el resto. En ambos casos le devolvemos de inmediato todos sus documentos originales.',
        ],
      },
      {
        id: 'records',
        heading: 'Sus registros',
        text: [
          'Guardamos su expediente (sus respuestas, sus documentos y los registros de su aviso firmado y de este contrato, con la hora, la dirección de internet y el navegador desde los que se firmaron) durante al menos {years} años desde que nos lo entrega. Este plazo es una política nuestra; ninguna ley lo fija. Los documentos guardados en línea se borran automáticamente {years} años después de guardarse; el resto del expediente puede borrarse después de ese plazo. Nuestra política de privacidad explica qué recopilamos y quién lo ve.',
        ],
      },
      {
        id: 'language',
        heading: 'Idioma y firmas',
        text: [
          'Este contrato se le entrega en inglés y en español antes de que lo firme. Al aceptarlo en línea, usted lo firma electrónicamente: su nombre escrito es su firma. Puede imprimir una copia ahora y en cualquier momento desde su panel.',
          '¿Preguntas? Llámenos al {phone} o escriba a {email}.',
        ],
      },
    ],
    acceptance:
      'Al escribir su nombre completo y aceptar, usted confirma que leyó este contrato y su anexo, recibió una copia y está de acuerdo con ellos.',
    signaturesHeading: 'Firmas',
    clientSignature: 'Cliente',
    assistantSignature: 'Asistente de documentos legales',
    signatureLine: 'Firma',
    nameLine: 'Nombre',
    dateLine: 'Fecha',
    signedElectronically: '{name} (firmado electrónicamente)',
  },
};
