/**
 * The chat assistant's keyword matching (shared/chat/assistant.ts): every topic in English and Spanish, the default,
 * precedence between topics, the quick questions, the send rule, and replies filled from the business profile.
 */
import { BUSINESS } from '../../shared/business';
import {
  botReply,
  canSend,
  CHAT_REPLY_DELAY_MS,
  CHAT_TOPICS,
  matchTopic,
  QUICK_QUESTIONS,
  showQuickQuestions,
  words,
  type ChatTopic,
} from '../../shared/chat/assistant';
import { createTranslator, formatMoney, LOCALES, mergeBundles, type Locale } from '../../shared/i18n/core';
import chat from '../../shared/i18n/messages/chat';
import common from '../../shared/i18n/messages/common';

const translator = (locale: Locale) => createTranslator(mergeBundles([common, chat], locale));

describe('constants (spec §4, §9)', () => {
  it('replies after 800 ms', () => expect(CHAT_REPLY_DELAY_MS).toBe(800));

  it('shows quick questions only while 2 or fewer messages exist', () => {
    expect([0, 1, 2, 3, 4].map(showQuickQuestions)).toEqual([true, true, true, false, false]);
  });

  it('does not send empty or white-space-only messages', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \t\n ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });
});

describe('words', () => {
  it('lower-cases, drops accents and punctuation', () => {
    expect(words('¿Dónde están ubicados?')).toEqual(['donde', 'estan', 'ubicados']);
    expect(words('  ')).toEqual([]);
  });
});

/** [topic, English messages, Spanish messages] */
const CASES: Array<[ChatTopic, string[], string[]]> = [
  [
    'advice',
    [
      'Do I need a lawyer?',
      'Do I need a lawyer for probate?',
      'Should I file for divorce or legal separation?',
      'Which form should I use?',
      'Which is better, a living trust or a will?',
      'Can you recommend what to ask for in custody?',
      'What should I do about the restraining order?',
      'Can I win my small claims case?',
      'Do I need an attorney to change my name?',
      'I need legal advice',
    ],
    [
      '¿Necesito un abogado?',
      '¿Necesito un abogado para divorciarme?',
      '¿Me conviene pedir la custodia completa?',
      '¿Qué formulario debo usar?',
      '¿Qué me recomienda?',
      '¿Debo firmar estos papeles?',
      '¿Tengo derecho a manutención?',
      '¿Cuál es mejor, un fideicomiso o un testamento?',
      'Necesito un consejo sobre mi divorcio',
      '¿Qué debo hacer con la orden de restricción?',
    ],
  ],
  [
    'spanish',
    ['Do you speak Spanish?', 'Is there someone who speaks Spanish?', 'Spanish please'],
    ['¿Hablan español?', '¿Habla español?', '¿Me pueden atender en español?'],
  ],
  [
    'person',
    ['Can I talk to a person?', 'I want to speak to a real person', 'Connect me with a human being', 'Can I speak with someone?'],
    ['Quiero hablar con una persona', '¿Puedo hablar con alguien?', 'Necesito hablar con un humano', '¿Hay un representante?'],
  ],
  [
    'services',
    ['What services do you offer?', 'What do you do?', 'Can you help me?'],
    ['¿Qué servicios ofrecen?', '¿Me pueden ayudar?', '¿Qué hacen?'],
  ],
  [
    'contact',
    ['How do I contact you?', 'What is your phone number?', 'What is your email address?', 'Can I call you?'],
    ['¿Cómo me comunico con ustedes?', '¿Cuál es su teléfono?', '¿Tienen correo electrónico?', 'Quiero llamarles'],
  ],
  [
    'hours',
    ['What are your hours?', 'Are you open on Saturday?', 'When do you close?'],
    ['¿Cuál es su horario?', '¿Abren los sábados?', '¿A qué hora cierran?'],
  ],
  [
    'location',
    ['Where are you located?', 'What is your address?', 'Is there parking?'],
    ['¿Dónde están ubicados?', '¿Cuál es su dirección?', '¿Cómo llego a la oficina? Necesito un mapa'],
  ],
  [
    'documentsDivorce',
    ['What do I need for a divorce?', 'What documents for my divorce?', 'Can you help with my divorce?'],
    ['¿Qué necesito para divorciarme?', '¿Qué documentos necesito para el divorcio?', 'Quiero divorciarme'],
  ],
  [
    'documentsEstate',
    ['What documents do I need for a living trust?', 'What do I bring for probate?', 'I want to make a will and a trust'],
    ['¿Qué papeles necesito para un fideicomiso?', '¿Qué documentos para la sucesión?', 'Quiero hacer mi testamento'],
  ],
  [
    'documentsNotary',
    ['What should I bring to the notary?', 'What documents for a notarization?', 'Do you have a notary?'],
    ['¿Qué llevo al notario?', '¿Qué necesito para notarizar un documento?', '¿Tienen notario?'],
  ],
  [
    'documentsGeneral',
    ['What documents do I need?', 'What paperwork is required?', 'What do I need to bring?'],
    ['¿Qué documentos necesito?', '¿Cuáles son los requisitos?', '¿Qué tengo que traer?'],
  ],
  [
    'cost',
    ['How much does a divorce cost?', 'What are your prices?', 'What is the fee for a notary?'],
    ['¿Cuánto cuesta un divorcio?', '¿Cuáles son sus precios?', '¿Cuánto cobran por notarizar?'],
  ],
  [
    'processServing',
    ['Do you have a process server?', 'Can you serve papers on my ex?', 'I need a summons served'],
    ['¿Tienen entregador de documentos?', '¿Pueden entregar los papeles a mi ex?', 'Necesito emplazar a la otra parte'],
  ],
  [
    'appointments',
    ['I want to book an appointment', 'How do I schedule a consultation?', 'Can I make a reservation?'],
    ['Quiero hacer una cita', '¿Cómo agendo una consulta?', '¿Puedo reservar para el lunes?'],
  ],
  ['default', ['Hello', 'Tell me a joke', '!!!', ''], ['Hola', 'Cuéntame un chiste', '   ']],
];

describe('matchTopic', () => {
  it('covers every topic', () => {
    expect(new Set(CASES.map(([topic]) => topic))).toEqual(new Set(CHAT_TOPICS));
  });

  describe.each(CASES)('%s', (topic, english, spanish) => {
    it.each(english)('English: %j', (text) => expect(matchTopic(text)).toBe(topic));
    it.each(spanish)('Spanish: %j', (text) => expect(matchTopic(text)).toBe(topic));
  });

  it('answers the quick questions with their own topic in both languages', () => {
    const expected: Record<(typeof QUICK_QUESTIONS)[number], ChatTopic> = {
      services: 'services',
      contact: 'contact',
      location: 'location',
      documents: 'documentsGeneral',
      hours: 'hours',
    };
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const q of QUICK_QUESTIONS) expect([locale, q, matchTopic(t(`chat.quick.${q}`))]).toEqual([locale, q, expected[q]]);
    }
  });

  it('puts cost before the subject, and a checklist before hours', () => {
    expect(matchTopic('How much is a living trust?')).toBe('cost');
    expect(matchTopic('What documents do I need for the notary on Saturday?')).toBe('documentsNotary');
    expect(matchTopic('Do you offer notary services?')).toBe('documentsNotary');
    expect(matchTopic('Do you notarize on weekends?')).toBe('hours');
  });

  it('matches whole words, not parts of words', () => {
    // "ahora" (now) is not "hora" (hour); "citatorio" (summons) is not "cita" (appointment).
    expect(matchTopic('ahora mismo')).toBe('default');
    expect(matchTopic('Recibí un citatorio')).toBe('processServing');
  });
});

describe('botReply', () => {
  it.each(LOCALES)('fills every topic from the business profile (%s), with no placeholder left', (locale) => {
    const t = translator(locale);
    for (const topic of CHAT_TOPICS) {
      const text = t(`chat.replies.${topic}`);
      expect(text).not.toBe(`chat.replies.${topic}`);
    }
    const sample: Record<ChatTopic, string> = {
      advice: 'do i need a lawyer',
      spanish: 'spanish',
      person: 'a real person',
      services: 'services',
      contact: 'contact phone',
      hours: 'hours',
      location: 'where',
      documentsDivorce: 'divorce documents',
      documentsEstate: 'trust documents',
      documentsNotary: 'notary documents',
      documentsGeneral: 'documents',
      cost: 'cost',
      processServing: 'process server',
      appointments: 'appointment',
      default: 'xyz',
    };
    for (const topic of CHAT_TOPICS) {
      const reply = botReply(sample[topic], t, locale);
      expect(reply.topic).toBe(topic);
      expect(reply.text).not.toMatch(/\{\w+\}/);
      expect(reply.text.length).toBeGreaterThan(40);
    }
  });

  it('quotes the phone, e-mail, address, hours and prices of the business profile', () => {
    const t = translator('en');
    expect(botReply('phone', t, 'en').text).toContain(BUSINESS.phone);
    expect(botReply('email', t, 'en').text).toContain(BUSINESS.email);
    expect(botReply('where are you', t, 'en').text).toContain(BUSINESS.address.street);
    expect(botReply('hours', t, 'en').text).toContain('Monday to Friday: 9:00 AM – 5:00 PM; Saturday: by appointment; Sunday: closed');
    expect(botReply('price', t, 'en').text).toContain('uncontested divorce $2,500');
    expect(botReply('price', t, 'en').text).toContain('$15 per signature');
    expect(botReply('process server', t, 'en').text).toContain(BUSINESS.processServer.registrationNumber);
  });

  it('routes advice questions first to a reply that says we cannot advise and where to get advice, with its links', () => {
    for (const [locale, question, says] of [
      ['en', 'Do I need a lawyer for probate?', 'We can’t advise you on that'],
      ['es', '¿Necesito un abogado para divorciarme?', 'No podemos aconsejarle sobre eso'],
    ] as const) {
      const reply = botReply(question, translator(locale), locale);
      expect(reply.topic).toBe('advice');
      expect(reply.text).toContain(says);
      // Not the checklist or a price: no dollar amount in the answer.
      expect(reply.text).not.toMatch(/\$\d/);
      expect(reply.links.map((l) => l.href)).toEqual([BUSINESS.referrals.courtSelfHelp, BUSINESS.referrals.lawyerReferral]);
    }
  });

  it('“talk to a person”: a call or a message to the office; “Spanish?”: yes, with the Spanish site', () => {
    const person = botReply('Can I talk to a person?', translator('en'), 'en');
    expect(person.text).toContain(BUSINESS.phone);
    expect(person.links.map((l) => l.key)).toEqual(['call', 'email', 'messages', 'contact']);
    const spanish = botReply('¿Hablan español?', translator('es'), 'es');
    expect(spanish.text).toMatch(/^Sí, hablamos español\./);
    expect(spanish.links[0]).toEqual({ key: 'spanishSite', href: '/es/' });
  });

  it('answers in the page language', () => {
    expect(botReply('horario', translator('es'), 'es').text).toContain(
      'Lunes a Viernes: 9:00 a. m. – 5:00 p. m.; Sábado: con cita previa; Domingo: cerrado',
    );
    expect(botReply('horario', translator('en'), 'en').text).toContain('Our office hours');
    expect(botReply('What are your hours?', translator('es'), 'es').text).toContain('Nuestro horario');
  });
});

describe('the price of a small claims questionnaire (review row 10)', () => {
  it.each(LOCALES)('is in the cost answer (%s)', (locale) => {
    const reply = botReply(locale === 'es' ? '¿cuánto cuesta un reclamo menor?' : 'how much is small claims?', translator(locale), locale);
    expect(reply.topic).toBe('cost');
    expect(reply.text).toContain(
      locale === 'es' ? `reclamos menores ${formatMoney(25000, 'es')}` : `small claims ${formatMoney(25000, 'en')}`,
    );
  });
});
