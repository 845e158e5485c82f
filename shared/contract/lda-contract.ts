/**
 * The Legal Document Assistant contract for self-help services, in English and Spanish, built for one questionnaire
 * type (the service) and its fee. Used by the agreement page (read, print, accept), the receipt and anything that
 * prints the contract. Plain strings only, so the web, the PDF and tests can all use it.
 *
 * What the law asks of it (California Business and Professions Code):
 *  - §6410(a): a written contract, given to the client before any service is provided.
 *  - §6410(b)(1)–(2): the services to be performed and their cost.            → sections "services", "fee"
 *  - §6410(b)(3): the county clerk's office of the county of registration: address, phone, website. → "clerk"
 *  - §6410(b)(4): on the face of the contract, in 12-point bold: the LDA is not an attorney and may not perform the
 *    legal services an attorney performs.                                      → notice 1 (kind 'notice')
 *  - §6410(b)(5): the county clerk has not evaluated or approved the registrant's knowledge, experience or quality.
 *  - §6410(b)(6): free or low-cost representation through a local bar association or legal aid foundation; contact law
 *    enforcement, a district attorney or legal aid if the consumer believes they were a victim of fraud, the
 *    unauthorized practice of law or any other injury.
 *  - §6410(b)(7): the LDA may not practise law, including any advice, explanation, opinion or recommendation about
 *    legal rights, remedies, defenses, options, selection of forms or strategies.
 *  - §6408: name, business address, phone, registration number, its expiry and county on every contract and receipt.
 *  - §6408.5: "I am not an attorney. I can only provide self help services at your specific direction." in the
 *    language of the document.
 *  - §6409: original documents are returned on request, if the contract is not signed or ends, and when the work is done.
 *  - §6405: the $25,000 bond (issuer and number shown).
 * Notices marked `kind: 'notice'` are the statutory statements: the page renders them bold at 12 pt or larger.
 *
 * Structure: the order of the Department of Consumer Affairs' standard contract (16 CCR §3950): the parties and the
 * LDA's identification, numbered notices, the kinds of services the LDA can and cannot perform, the services to be
 * performed and their cost, then the other terms and the signatures of both parties (`contractSignatures`: the
 * client's typed name and date, and the LDA's name, registration number, county and date).
 *
 * Cancellation: §6410 gives no statutory cooling-off period (the 3-day rule of Civil Code §1689.6 covers home
 * solicitation sales, not a contract the client signs on our website). Section "cancel" is the business's own policy:
 * cancel at any time in writing, full refund before work starts, otherwise a refund of the fee for work not yet done.
 */
import { BUSINESS, formatAddress } from '../business';
import { CATALOGUE, type QuestionnaireType } from '../catalogue';
import { formatDate, formatMoney, interpolate, type Locale } from '../i18n/core';
import catalogueMessages from '../i18n/messages/catalogue';
import { LDA_CONTRACT_VERSION } from './version';

export { LDA_CONTRACT_VERSION };

/** The county clerk's website (§6410(b)(3) "if available"): the Los Angeles County Registrar-Recorder/County Clerk. */
export const COUNTY_CLERK_WEBSITE = 'https://www.lavote.gov';

export type ContractBlock =
  | { kind: 'p'; text: string }
  /** A statutory statement: bold, at least 12 pt (B&P §6410(b)(4)–(7)). */
  | { kind: 'notice'; text: string }
  | { kind: 'list'; items: string[] }
  /** Label/value pairs (contact details). */
  | { kind: 'facts'; items: Array<{ label: string; value: string }> };

export interface ContractSection {
  id: string;
  heading: string;
  blocks: ContractBlock[];
}

export interface ContractDocument {
  version: string;
  locale: Locale;
  title: string;
  /** "This is a contract between … and you, …" */
  parties: string;
  sections: ContractSection[];
  /** The sentence above the acceptance controls. */
  acceptance: string;
}

export interface ContractInput {
  locale: Locale;
  type: QuestionnaireType;
  /** The client's name when known (the signed-in profile); otherwise "you". */
  clientName?: string | null;
  clientEmail?: string | null;
}

/** The LDA's identification (§6408), for the contract header, receipts and printed copies. */
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

/** The forms of a service as the contract names them (from the questionnaire's form maps, via the catalogue). */
function formsList(always: readonly string[], whenNeeded: readonly string[], w: Words): string {
  if (whenNeeded.length === 0) return always.join(', ');
  if (always.length === 0) return interpolate(w.formsOnlyWhenNeeded, { more: whenNeeded.join(', ') });
  return interpolate(w.formsWithMore, { forms: always.join(', '), more: whenNeeded.join(', ') });
}

export const serviceTitle = (type: QuestionnaireType, locale: Locale): string => catalogueMessages[locale].catalogue[type].title;

export function ldaContract(input: ContractInput): ContractDocument {
  const { locale, type } = input;
  const w = WORDS[locale];
  const entry = CATALOGUE[type];
  const vars = {
    business: BUSINESS.name,
    client: input.clientName?.trim() || w.youDefault,
    service: serviceTitle(type, locale),
    forms: formsList(entry.forms, entry.formsWhenNeeded, w),
    price: formatMoney(entry.priceCents, locale),
    county: BUSINESS.lda.county,
    days: BUSINESS.turnaround.standardDays,
    years: BUSINESS.caseFileRetentionYears,
    bond: formatMoney(BUSINESS.lda.bond.amountCents, locale),
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    address: formatAddress(),
    notary: formatMoney(BUSINESS.notary.feePerSignatureCents, locale),
  };
  const f = (s: string) => interpolate(s, vars);
  const clerk = BUSINESS.lda.countyClerk;

  const sections: ContractSection[] = [
    { id: 'assistant', heading: w.assistantHeading, blocks: [{ kind: 'facts', items: ldaFacts(locale) }] },
    {
      id: 'notices',
      heading: w.noticesHeading,
      blocks: [
        { kind: 'p', text: w.readFirst },
        // Numbered, as in the standard contract: the statutory statements first (bold, 12 pt), then the others.
        ...w.notices.map((text, i) => ({ kind: 'notice' as const, text: `${i + 1}. ${f(text)}` })),
        ...w.moreNotices.map((text, i) => ({ kind: 'p' as const, text: `${w.notices.length + i + 1}. ${f(text)}` })),
      ],
    },
    {
      id: 'kinds',
      heading: w.kindsHeading,
      blocks: [
        { kind: 'p', text: w.canIntro },
        { kind: 'list', items: w.canItems },
        { kind: 'p', text: w.cannotIntro },
        { kind: 'list', items: w.cannotItems },
      ],
    },
    {
      id: 'services',
      heading: w.servicesHeading,
      blocks: [
        { kind: 'p', text: f(w.servicesIntro) },
        { kind: 'list', items: w.servicesItems.map(f) },
        { kind: 'facts', items: [{ label: w.feeLabel, value: f(w.feeValue) }] },
        ...w.feeText.map((text) => ({ kind: 'p' as const, text: f(text) })),
      ],
    },
    { id: 'client', heading: w.clientHeading, blocks: [{ kind: 'list', items: w.clientItems.map(f) }] },
    { id: 'cancel', heading: w.cancelHeading, blocks: w.cancelText.map((text) => ({ kind: 'p' as const, text: f(text) })) },
    {
      id: 'clerk',
      heading: w.clerkHeading,
      blocks: [
        { kind: 'p', text: f(w.clerkIntro) },
        {
          kind: 'facts',
          items: [
            { label: w.factOffice, value: clerk.name },
            { label: w.factAddress, value: clerk.address },
            { label: w.factPhone, value: clerk.phone },
            { label: w.factWebsite, value: COUNTY_CLERK_WEBSITE },
          ],
        },
      ],
    },
    { id: 'other', heading: w.otherHeading, blocks: w.otherText.map((text) => ({ kind: 'p' as const, text: f(text) })) },
  ];

  return {
    version: LDA_CONTRACT_VERSION,
    locale,
    title: w.title,
    parties: f(w.parties),
    sections,
    acceptance: f(w.acceptance),
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
  kindsHeading: string;
  canIntro: string;
  canItems: string[];
  signaturesHeading: string;
  clientSignature: string;
  assistantSignature: string;
  signatureLine: string;
  nameLine: string;
  dateLine: string;
  signedElectronically: string;
  title: string;
  parties: string;
  youDefault: string;
  /** The forms always prepared, then those prepared when the answers call for them. */
  formsWithMore: string;
  /** Only forms that depend on the answers (e.g. business filings). */
  formsOnlyWhenNeeded: string;
  factName: string;
  factAddress: string;
  factPhone: string;
  factEmail: string;
  factWebsite: string;
  factOffice: string;
  factRegistration: string;
  factCounty: string;
  factExpires: string;
  factBond: string;
  countyOf: string;
  bondValue: string;
  assistantHeading: string;
  noticesHeading: string;
  readFirst: string;
  notices: string[];
  moreNotices: string[];
  servicesHeading: string;
  servicesIntro: string;
  servicesItems: string[];
  cannotIntro: string;
  cannotItems: string[];
  feeLabel: string;
  feeValue: string;
  feeText: string[];
  clientHeading: string;
  clientItems: string[];
  cancelHeading: string;
  cancelText: string[];
  clerkHeading: string;
  clerkIntro: string;
  otherHeading: string;
  otherText: string[];
  acceptance: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    title: 'Legal Document Assistant Contract for Self-Help Services',
    parties:
      'This is a contract between {business} (“we”, the legal document assistant) and you, {client} (“you”, the client), for the self-help services described below for: {service}.',
    youDefault: 'the client named below',
    formsWithMore: '{forms}; when your answers call for them, also {more}',
    formsOnlyWhenNeeded: 'those of {more} that your answers call for',
    factName: 'Legal document assistant',
    factAddress: 'Address',
    factPhone: 'Phone',
    factEmail: 'Email',
    factWebsite: 'Website',
    factOffice: 'Office',
    factRegistration: 'Registration number',
    factCounty: 'County of registration',
    factExpires: 'Registration expires',
    factBond: 'Bond',
    countyOf: '{county} County',
    bondValue: '{amount}, {issuer}, bond no. {number}',
    assistantHeading: 'Who we are',
    noticesHeading: 'Notices',
    kindsHeading: 'Kinds of services we can and cannot perform',
    canIntro: 'As legal document assistants we can, only at your specific direction:',
    canItems: [
      'Type or otherwise complete legal documents you have selected, in a matter in which you represent yourself.',
      'Give you published factual information about legal procedures, rights and obligations that was written or approved by an attorney.',
      'File and serve documents for you, at your direction.',
    ],
    signaturesHeading: 'Signatures',
    clientSignature: 'Client',
    assistantSignature: 'Legal document assistant',
    signatureLine: 'Signature',
    nameLine: 'Name',
    dateLine: 'Date',
    signedElectronically: '{name} (signed electronically)',
    readFirst: 'Please read this whole contract before you accept it. It explains what we can and cannot do for you.',
    notices: [
      'We are not attorneys. We may not perform the legal services that an attorney performs.',
      'We are not permitted to practice law. We cannot give you any kind of advice, explanation, opinion or recommendation about your possible legal rights, remedies, defenses, options, the selection of forms, or strategies.',
      'The county clerk has not evaluated or approved our knowledge or experience, or the quality of our services.',
      'You may get information about free or low-cost legal representation from a local bar association or a legal aid foundation. If you believe you have been the victim of fraud, the unauthorized practice of law, or any other injury, you may contact local law enforcement, a district attorney, or a legal aid foundation.',
      'I am not an attorney. I can only provide self help services at your specific direction.',
    ],
    moreNotices: [
      'We will not keep your original documents. We return them right away if you ask, if this contract is not accepted or ends for any reason, and when our services are completed.',
      'It is against California law for us to make any false or misleading statement to you. We cannot get special favors from, and have no special influence with, any court or government agency.',
      'As the law requires, we are registered as a legal document assistant in {county} County and we have filed a bond of {bond}.',
    ],
    servicesHeading: 'Services to be performed and their cost',
    servicesIntro: 'For the service “{service}”, and only at your specific direction, we will:',
    servicesItems: [
      'Type the information you give us in the online questionnaire into the court forms you chose for this service (usually {forms}).',
      'Give you general published information about court procedures that was written or approved by an attorney, if you ask for it.',
      'Review the completed forms with you for typing errors and completeness (not for legal sufficiency), and make corrections you direct.',
      'Print the forms for you to sign and, if you ask, file them with the court or arrange service of process for you. Court filing fees, process server fees and notary fees are not included in the fee below.',
    ],
    cannotIntro: 'We cannot:',
    cannotItems: [
      'Choose forms for you, tell you which legal option to take, or explain how the law applies to your situation.',
      'Represent you in court, speak for you with a judge, the other party or their attorney, or sign court papers for you.',
      'Promise any result. The court decides your case.',
    ],
    feeLabel: 'Fee for the services above',
    feeValue: '{price} (US dollars)',
    feeText: [
      'You may pay online by card or at our office. We begin preparing your documents once you have accepted this contract; if you pay at the office, we file nothing until the fee is paid.',
      'Not included: court filing fees (paid to the court; you may ask the court for a fee waiver if you qualify), fees of a sheriff or registered process server, notary fees ({notary} per notarized signature) and certified copies.',
      'We usually finish preparing documents within {days} days after you complete the questionnaire.',
    ],
    clientHeading: 'What you agree to do',
    clientItems: [
      'Give us complete and true information, and tell us if anything changes.',
      'Read every document before you sign it. You are responsible for the choices made in your case and for meeting court deadlines.',
      'Ask an attorney if you need legal advice. If you are unsure whether you need one, you can ask the court’s free self-help center.',
    ],
    cancelHeading: 'Cancelling this contract',
    cancelText: [
      'You may cancel this contract at any time by telling us in writing (by email to {email} or by letter to {address}).',
      'If you cancel before we begin preparing your documents, we refund everything you paid. If you cancel later, we keep only the part of the fee for work already done and refund the rest. In either case we return all your original documents right away.',
    ],
    clerkHeading: 'County clerk',
    clerkIntro: 'We are registered with the county clerk of {county} County. You can contact the county clerk’s office here:',
    otherHeading: 'Other terms',
    otherText: [
      'We keep your case file private and for {years} years, then destroy it securely. We share your information only with the court and people you direct us to.',
      'This contract is available in English and Spanish. By accepting it online you sign it electronically; your typed name is your signature. You can print a copy now and at any time from your dashboard.',
      'Questions? Call us at {phone} or email {email}.',
    ],
    acceptance: 'By typing your full name and accepting, you confirm that you have read this contract, received a copy, and agree to it.',
  },
  es: {
    title: 'Contrato de Asistente de Documentos Legales para Servicios de Autoayuda',
    parties:
      'Este es un contrato entre {business} (“nosotros”, el asistente de documentos legales) y usted, {client} (“usted”, el cliente), para los servicios de autoayuda que se describen abajo para: {service}.',
    youDefault: 'el cliente cuyo nombre aparece abajo',
    formsWithMore: '{forms}; cuando sus respuestas lo requieran, también {more}',
    formsOnlyWhenNeeded: 'los de {more} que sus respuestas requieran',
    factName: 'Asistente de documentos legales',
    factAddress: 'Dirección',
    factPhone: 'Teléfono',
    factEmail: 'Correo electrónico',
    factWebsite: 'Sitio web',
    factOffice: 'Oficina',
    factRegistration: 'Número de registro',
    factCounty: 'Condado de registro',
    factExpires: 'El registro vence',
    factBond: 'Fianza',
    countyOf: 'Condado de {county}',
    bondValue: '{amount}, {issuer}, fianza n.º {number}',
    assistantHeading: 'Quiénes somos',
    noticesHeading: 'Avisos',
    kindsHeading: 'Tipos de servicios que podemos y no podemos prestar',
    canIntro: 'Como asistentes de documentos legales podemos, solo bajo su dirección específica:',
    canItems: [
      'Escribir o completar de otra forma los documentos legales que usted eligió, en un asunto en el que usted se representa a sí mismo.',
      'Darle información objetiva publicada sobre trámites, derechos y obligaciones legales, escrita o aprobada por un abogado.',
      'Presentar y entregar documentos por usted, bajo su dirección.',
    ],
    signaturesHeading: 'Firmas',
    clientSignature: 'Cliente',
    assistantSignature: 'Asistente de documentos legales',
    signatureLine: 'Firma',
    nameLine: 'Nombre',
    dateLine: 'Fecha',
    signedElectronically: '{name} (firmado electrónicamente)',
    readFirst: 'Lea todo este contrato antes de aceptarlo. Explica lo que podemos y lo que no podemos hacer por usted.',
    notices: [
      'No somos abogados. No podemos prestar los servicios legales que presta un abogado.',
      'No se nos permite ejercer la abogacía. No podemos darle ningún tipo de consejo, explicación, opinión ni recomendación sobre sus posibles derechos legales, recursos, defensas, opciones, la selección de formularios ni estrategias.',
      'El secretario del condado no ha evaluado ni aprobado nuestros conocimientos ni nuestra experiencia, ni la calidad de nuestros servicios.',
      'Puede obtener información sobre representación legal gratuita o de bajo costo en un colegio de abogados local o en una fundación de asistencia legal. Si cree que ha sido víctima de fraude, del ejercicio no autorizado de la abogacía o de cualquier otro daño, puede comunicarse con la policía local, con la fiscalía de distrito o con una fundación de asistencia legal.',
      'No soy abogado. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
    ],
    moreNotices: [
      'No nos quedaremos con sus documentos originales. Se los devolvemos de inmediato si los pide, si este contrato no se acepta o termina por cualquier motivo, y cuando terminemos nuestros servicios.',
      'La ley de California nos prohíbe hacerle declaraciones falsas o engañosas. No podemos conseguir favores especiales de ninguna corte ni agencia de gobierno, ni tenemos influencia especial sobre ellas.',
      'Como lo exige la ley, estamos registrados como asistente de documentos legales en el condado de {county} y hemos presentado una fianza de {bond}.',
    ],
    servicesHeading: 'Servicios que prestaremos y su costo',
    servicesIntro: 'Para el servicio “{service}”, y solo bajo su dirección específica, nosotros:',
    servicesItems: [
      'Escribiremos la información que usted nos dé en el cuestionario en línea en los formularios de la corte que usted eligió para este servicio (normalmente {forms}).',
      'Le daremos, si lo pide, información general publicada sobre los trámites de la corte, escrita o aprobada por un abogado.',
      'Revisaremos con usted los formularios completados para detectar errores de escritura y datos que falten (no su suficiencia legal), y haremos las correcciones que usted indique.',
      'Imprimiremos los formularios para que usted los firme y, si lo pide, los presentaremos en la corte o haremos los arreglos para la entrega legal de documentos. Las cuotas de la corte, del entregador de documentos y del Notary Public no están incluidas en la tarifa de abajo.',
    ],
    cannotIntro: 'No podemos:',
    cannotItems: [
      'Elegir formularios por usted, decirle qué opción legal tomar ni explicarle cómo se aplica la ley a su situación.',
      'Representarlo en la corte, hablar por usted con un juez, con la otra parte o con su abogado, ni firmar documentos de la corte por usted.',
      'Prometerle ningún resultado. La corte decide su caso.',
    ],
    feeLabel: 'Tarifa por los servicios anteriores',
    feeValue: '{price} (dólares estadounidenses)',
    feeText: [
      'Puede pagar en línea con tarjeta o en nuestra oficina. Empezamos a preparar sus documentos cuando usted acepta este contrato; si paga en la oficina, no presentamos nada hasta que la tarifa esté pagada.',
      'No incluye: las cuotas de presentación de la corte (se pagan a la corte; puede pedir a la corte una exención de cuotas si califica), los honorarios del alguacil o de un entregador de documentos registrado, los honorarios del Notary Public ({notary} por firma notarizada) ni las copias certificadas.',
      'Normalmente terminamos de preparar los documentos dentro de {days} días después de que usted completa el cuestionario.',
    ],
    clientHeading: 'Lo que usted se compromete a hacer',
    clientItems: [
      'Darnos información completa y verdadera, y avisarnos si algo cambia.',
      'Leer cada documento antes de firmarlo. Usted es responsable de las decisiones tomadas en su caso y de cumplir los plazos de la corte.',
      'Consultar a un abogado si necesita asesoría legal. Si no sabe si lo necesita, puede preguntar en el centro de ayuda gratuito de la corte.',
    ],
    cancelHeading: 'Cancelación de este contrato',
    cancelText: [
      'Puede cancelar este contrato en cualquier momento avisándonos por escrito (por correo electrónico a {email} o por carta a {address}).',
      'Si cancela antes de que empecemos a preparar sus documentos, le devolvemos todo lo que pagó. Si cancela después, solo nos quedamos con la parte de la tarifa por el trabajo ya hecho y le devolvemos el resto. En ambos casos le devolvemos de inmediato todos sus documentos originales.',
    ],
    clerkHeading: 'Secretario del condado',
    clerkIntro:
      'Estamos registrados ante el secretario del condado de {county}. Puede comunicarse con la oficina del secretario del condado aquí:',
    otherHeading: 'Otras condiciones',
    otherText: [
      'Mantenemos su expediente en privado durante {years} años y después lo destruimos de forma segura. Solo compartimos su información con la corte y con las personas que usted nos indique.',
      'Este contrato está disponible en inglés y en español. Al aceptarlo en línea, usted lo firma electrónicamente; su nombre escrito es su firma. Puede imprimir una copia ahora y en cualquier momento desde su panel.',
      '¿Preguntas? Llámenos al {phone} o escriba a {email}.',
    ],
    acceptance:
      'Al escribir su nombre completo y aceptar, usted confirma que leyó este contrato, recibió una copia y está de acuerdo con él.',
  },
};
