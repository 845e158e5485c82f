/**
 * The chat assistant's brain (spec §2, §4, §5, §7, §9): pure keyword matching, no network. The web panel
 * (web/src/features/chat) adds the user's message, waits CHAT_REPLY_DELAY_MS behind a typing indicator, then adds
 * `botReply()`. English and Spanish keywords are both understood whatever the page language; the reply is written in
 * the page language from the `chat.replies.*` keys, with every fact (phone, hours, address, prices) taken from the
 * business profile.
 */
import { BUSINESS, describeHours, formatAddress } from '../business';
import { formatMoney, formatNumber, type Locale, type Translate, type Vars } from '../i18n/core';
import { priceOf } from '../questionnaire-types';

/** Spec §9: the bot answers after about 0.8 s. */
export const CHAT_REPLY_DELAY_MS = 800;
/** Spec §4: quick-question buttons show only while 2 or fewer messages exist. */
export const QUICK_QUESTIONS_MAX_MESSAGES = 2;
/** Longest message accepted from the input. */
export const CHAT_MAX_LENGTH = 500;

export type ChatSender = 'user' | 'bot';

/** A link under a reply: its label is `chat.links.<key>`; `href` a site path (kept in the page's language) or a URL. */
export interface ChatLink {
  key: ChatLinkKey;
  href: string;
}

/** Spec §3: the chat message entity. `timestamp` is an ISO string. A bot reply may carry links. */
export interface ChatMessage {
  id: string;
  sender: ChatSender;
  text: string;
  timestamp: string;
  links?: ChatLink[];
}

/** Quick questions (spec §9), in order; their text is `chat.quick.<key>`. */
export const QUICK_QUESTIONS = ['services', 'contact', 'location', 'documents', 'hours'] as const;
export type QuickQuestion = (typeof QUICK_QUESTIONS)[number];

/** Reply topics (spec §9); the reply text is `chat.replies.<topic>`. */
export const CHAT_TOPICS = [
  'advice',
  'spanish',
  'person',
  'services',
  'contact',
  'hours',
  'location',
  'documentsDivorce',
  'documentsEstate',
  'documentsNotary',
  'documentsGeneral',
  'cost',
  'processServing',
  'appointments',
  'default',
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** A message can be sent when it has something other than white space (spec §5). */
export const canSend = (text: string): boolean => text.trim().length > 0;

export const showQuickQuestions = (messageCount: number): boolean => messageCount <= QUICK_QUESTIONS_MAX_MESSAGES;

/**
 * Keywords, matched on accent-free lower-case words: `word` matches that word, `stem*` any word starting with it,
 * and a phrase ("how much") the words in a row. English and Spanish side by side.
 */
const KEYWORDS = {
  /**
   * Questions that ask for legal advice (B&P §6411(e); review M10): whether to hire a lawyer, which form or option to
   * choose, what to do, what one is entitled to or will win. Checked first, so such a question never gets a checklist
   * or a price as if the answer were "use us".
   */
  advice: [
    'do i need a lawyer',
    'do i need an attorney',
    'need a lawyer',
    'need an attorney',
    'need a attorney',
    'get a lawyer',
    'hire a lawyer',
    'hire an attorney',
    'talk to a lawyer',
    'should i hire',
    'legal advice',
    'advice',
    'advise',
    'recommend*',
    'which form',
    'which forms',
    'what form should',
    'what forms should',
    'which is better',
    'which one is better',
    'is it better',
    'better option',
    'what should i do',
    'should i file',
    'should i sign',
    'should i ask',
    'should i choose',
    'should i get',
    'should i go',
    'should i pick',
    'can i win',
    'will i win',
    'my chances',
    'am i entitled',
    'do i have a case',
    'do i qualify',
    'is it legal',
    'necesito un abogado',
    'necesito una abogada',
    'necesito abogado',
    'contratar un abogado',
    'hablar con un abogado',
    'consejo*',
    'aconseja*',
    'asesoria',
    'recomienda*',
    'recomendaria',
    'me conviene',
    'conviene',
    'cual es mejor',
    'que es mejor',
    'que formulario',
    'que formularios',
    'cual formulario',
    'cuales formularios',
    'que debo hacer',
    'que hago',
    'debo presentar',
    'debo firmar',
    'debo pedir',
    'deberia',
    'puedo ganar',
    'voy a ganar',
    'tengo derecho',
    'tengo un caso',
    'califico',
  ],
  /** "Do you speak Spanish?" in either language (issue 30). */
  spanish: ['spanish', 'espanol', 'habla espanol', 'hablan espanol', 'en espanol', 'castellano'],
  /** Asking for a human (issue 30): the reply offers a call or a message to the office. */
  person: [
    'a person',
    'real person',
    'a human',
    'human being',
    'talk to someone',
    'speak to someone',
    'speak with someone',
    'talk with someone',
    'somebody',
    'representative',
    'agent',
    'una persona',
    'persona real',
    'un humano',
    'con alguien',
    'hablar con alguien',
    'un agente',
    'representante',
  ],
  cost: [
    'cost*',
    'price*',
    'pricing',
    'fee',
    'fees',
    'how much',
    'charge',
    'charges',
    'afford*',
    'expensive',
    'cheap*',
    'rate',
    'rates',
    'quote',
    'costo*',
    'cuesta*',
    'cuestan',
    'precio*',
    'tarifa*',
    'cobra*',
    'cobran',
    'honorario*',
    'cuanto vale',
    'caro',
    'barato',
    'cotizacion',
  ],
  appointments: [
    'appointment*',
    'book',
    'booking',
    'schedul*',
    'reserv*',
    'consultation*',
    'meet',
    'meeting',
    'cita',
    'citas',
    'agendar',
    'agenda',
    'programar',
    'consulta',
    'consultas',
    'reunion',
  ],
  processServing: [
    'server',
    'servers',
    'serving',
    'served',
    'summons',
    'subpoena*',
    'proof of service',
    'serve papers',
    'serve the papers',
    'serve my',
    'serve someone',
    'serve him',
    'serve her',
    'emplaz*',
    'notificar',
    'entregador*',
    'citatorio*',
    'citacion*',
    'entregar documentos',
    'entregar los documentos',
    'entrega de documentos',
    'entregar papeles',
    'entregar los papeles',
  ],
  documentsIntent: [
    'document*',
    'paper*',
    'bring',
    'checklist',
    'requirement*',
    'required',
    'require',
    'what do i need',
    'do i need',
    'need to bring',
    'what i need',
    'documento*',
    'papel*',
    'papeleo',
    'requisito*',
    'traer',
    'traigo',
    'llevar',
    'llevo',
    'que necesito',
    'necesito para',
    'que se necesita',
    'que ocupo',
  ],
  divorce: ['divorc*', 'dissolution', 'separation', 'separate', 'separated', 'disolucion', 'separacion', 'separarme', 'separados'],
  estate: [
    'estate',
    'trust',
    'trusts',
    'wills',
    'last will',
    'living trust',
    'testament*',
    'probate',
    'inheritance',
    'inherit*',
    'power of attorney',
    'poa',
    'beneficiar*',
    'herencia*',
    'fideicomiso*',
    'testamento*',
    'sucesion*',
    'patrimon*',
    'heredero*',
    'poder notarial',
    'beneficiario*',
  ],
  notary: ['notar*', 'notarize*', 'notariz*', 'apostille', 'acknowledg*', 'jurat', 'notario*', 'notariza*', 'apostilla', 'sello'],
  hours: [
    'hour*',
    'open',
    'opens',
    'opening',
    'close',
    'closes',
    'closed',
    'closing',
    'weekend*',
    'saturday*',
    'sunday*',
    'evening*',
    'tonight',
    'today',
    'horario*',
    'hora',
    'horas',
    'abren',
    'abierto*',
    'abre',
    'cierran',
    'cierra',
    'cerrado*',
    'fin de semana',
    'fines de semana',
    'sabado*',
    'domingo*',
    'noche',
    'hoy',
  ],
  contact: [
    'contact*',
    'phone*',
    'call',
    'calling',
    'email*',
    'mail',
    'reach',
    'talk',
    'speak',
    'text',
    'whatsapp',
    'number',
    'contacto',
    'contactar*',
    'comunic*',
    'telefono*',
    'llamar*',
    'llame',
    'llamen',
    'correo*',
    'hablar',
    'numero',
    'mensaje',
  ],
  location: [
    'where',
    'locat*',
    'address',
    'directions',
    'direction',
    'parking',
    'map',
    'find you',
    'near',
    'donde',
    'ubica*',
    'direccion*',
    'estacionamiento',
    'mapa',
    'llegar',
    'cerca',
  ],
  services: [
    'service',
    'services',
    'offer*',
    'provide',
    'what do you do',
    'help me',
    'help with',
    'can you help',
    'do you help',
    'do you do',
    'servicio*',
    'ofrec*',
    'ayud*',
    'que hacen',
    'hacen',
  ],
} as const satisfies Record<string, readonly string[]>;

type KeywordGroup = keyof typeof KEYWORDS;

/** Lower case, accents removed ("Dónde" → "donde"), words only. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

function has(group: KeywordGroup, tokens: readonly string[], joined: string): boolean {
  return KEYWORDS[group].some((k: string) => {
    if (k.includes(' ')) return joined.includes(` ${k} `);
    if (k.endsWith('*')) {
      const stem = k.slice(0, -1);
      return tokens.some((w) => w.startsWith(stem));
    }
    return tokens.includes(k);
  });
}

/**
 * The topic of a message. Order matters: a price question about a divorce is about cost; "what do I need for a
 * divorce" is the divorce checklist; a subject alone ("notary on Saturday?") falls back to its checklist.
 */
export function matchTopic(text: string): ChatTopic {
  const tokens = words(text);
  if (tokens.length === 0) return 'default';
  const joined = ` ${tokens.join(' ')} `;
  const is = (g: KeywordGroup) => has(g, tokens, joined);

  // Advice first: "do I need a lawyer for probate?" is not a question about probate's checklist or price.
  if (is('advice')) return 'advice';
  if (is('spanish')) return 'spanish';
  if (is('person')) return 'person';
  if (is('cost')) return 'cost';
  if (is('appointments')) return 'appointments';
  if (is('processServing')) return 'processServing';
  const subject: ChatTopic | null = is('divorce')
    ? 'documentsDivorce'
    : is('estate')
      ? 'documentsEstate'
      : is('notary')
        ? 'documentsNotary'
        : null;
  if (is('documentsIntent')) return subject ?? 'documentsGeneral';
  if (is('hours')) return 'hours';
  if (is('contact')) return 'contact';
  if (is('location')) return 'location';
  if (subject) return subject;
  if (is('services')) return 'services';
  return 'default';
}

/** The facts a reply may quote, formatted for the language. */
export function replyVars(t: Translate, locale: Locale): Vars {
  const p = BUSINESS.servicePrices;
  const money = (cents: number) => formatMoney(cents, locale);
  return {
    name: BUSINESS.name,
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    address: formatAddress(),
    county: BUSINESS.lda.county,
    hours: describeHours(t, locale).join('; '),
    clients: formatNumber(BUSINESS.claims.clients, locale),
    days: BUSINESS.turnaround.standardDays,
    rushMin: BUSINESS.turnaround.rushHours[0],
    rushMax: BUSINESS.turnaround.rushHours[1],
    // The small claims questionnaire's fee (review row 10: "¿cuánto cuesta un reclamo menor?" got no figure).
    smallClaims: money(priceOf('small-claims')),
    uncontested: money(p.uncontestedDivorce),
    contested: money(p.contestedDivorce),
    requestForOrder: money(p.requestForOrder),
    exParte: money(p.exParteRequestForOrder),
    restraining: money(p.restrainingOrder),
    business: money(p.businessEntity),
    singleTrust: money(p.singleLivingTrust),
    marriedTrust: money(p.marriedLivingTrust),
    notary: money(p.notarySignature),
    processServer: BUSINESS.processServer.registrationNumber,
  };
}

/** The links a reply carries, by topic. */
export const CHAT_LINK_KEYS = [
  'selfHelp',
  'lawyerReferral',
  'call',
  'email',
  'contact',
  'messages',
  'spanishSite',
  'services',
  'start',
] as const;
export type ChatLinkKey = (typeof CHAT_LINK_KEYS)[number];

const LINK_HREFS: Record<ChatLinkKey, string> = {
  selfHelp: BUSINESS.referrals.courtSelfHelp,
  lawyerReferral: BUSINESS.referrals.lawyerReferral,
  call: `tel:${BUSINESS.phoneE164}`,
  email: `mailto:${BUSINESS.email}`,
  contact: '/contact',
  messages: '/dashboard',
  spanishSite: '/es/',
  services: '/services',
  start: '/questionnaire',
};

const TOPIC_LINKS: Record<ChatTopic, readonly ChatLinkKey[]> = {
  advice: ['selfHelp', 'lawyerReferral'],
  spanish: ['spanishSite', 'call'],
  person: ['call', 'email', 'messages', 'contact'],
  services: ['services', 'start'],
  contact: ['call', 'email', 'contact'],
  hours: ['call', 'contact'],
  location: ['contact'],
  documentsDivorce: ['start'],
  documentsEstate: ['start'],
  documentsNotary: ['contact'],
  documentsGeneral: ['start'],
  cost: ['services'],
  processServing: ['call'],
  appointments: ['contact', 'call'],
  default: ['call', 'email'],
};

export const linksFor = (topic: ChatTopic): ChatLink[] => TOPIC_LINKS[topic].map((key) => ({ key, href: LINK_HREFS[key] }));

/** The bot's answer to `text`, in the page language (`t` must hold the `chat` and `common` namespaces), with its links. */
export function botReply(text: string, t: Translate, locale: Locale): { topic: ChatTopic; text: string; links: ChatLink[] } {
  const topic = matchTopic(text);
  return { topic, text: t(`chat.replies.${topic}`, replyVars(t, locale)), links: linksFor(topic) };
}
