/**
 * One Spanish glossary for the whole product (review m14): the term we use, and the variants we do not, with why.
 * test/unit/glossary.test.ts scans every Spanish string (site, journey, dashboard, mail, PDFs, chat, questionnaires,
 * the notice and the contract) for the discouraged variants. Add a term here before using a new one.
 *
 * The second part (below SPANISH_GLOSSARY) is the filing glossary of the translation desk (issue 26): Spanish
 * relationship and place words with one fixed English equivalent on a court form, and the fixed names the machine
 * draft keeps whole. Both parts live here so that the product has one glossary.
 *
 * Voice: the LDA's first-person statements are the registrant's (María Rivera): "No soy abogada", "registrada"; the
 * Notary Public's are Daniel's: "No soy abogado" (Gov. Code §8219.5). "Somos un Asistente de Documentos Legales
 * registrado" speaks for the business.
 */
export interface GlossaryTerm {
  /** What we write. */
  use: string;
  /** What we do not write (a Spanish string matching it fails the test). */
  avoid: RegExp;
  why: string;
}

export const SPANISH_GLOSSARY: readonly GlossaryTerm[] = [
  {
    use: 'corte (la corte, de la corte, ante la corte)',
    avoid: /\btribunal(?:es)?\b/i,
    why: 'The Judicial Council’s Spanish forms and this clientele say “corte”; two words for the court confused the disclaimers.',
  },
  {
    use: 'Asistente de Documentos Legales',
    avoid: /\bAsistente Legal\b|\bLDA\b(?!-)/,
    why: '“Asistente legal” reads as “legal assistant”, a paralegal title restricted by B&P §§6452/6454; the acronym means nothing to Spanish readers.',
  },
  {
    use: 'Aviso al Consumidor',
    avoid: /\bAviso al consumidor\b/,
    why: 'The notice’s name, written one way everywhere.',
  },
  {
    use: 'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
    avoid: /No soy abogado\. Solo puedo/,
    why: 'The B&P §6408.5 statement is the registrant’s own, in her voice.',
  },
  {
    use: 'curaduría (conservatorship), curador',
    avoid: /tutelas? \(conservatorship\)|tutela de adultos/i,
    why: '“Tutela” is the guardianship of a minor; the adult proceeding is a curaduría.',
  },
  {
    use: 'disolución sumaria',
    avoid: /divorcio sumario/i,
    why: 'The catalogue’s and FL-800’s name for it.',
  },
  {
    use: 'entregadora de documentos judiciales registrada',
    avoid: /entregador de documentos judiciales registrado/i,
    why: 'The registered process server is Sofía Rivera.',
  },
  {
    use: 'N.º de envío (a submission)',
    avoid: /n[úu]mero de solicitud/i,
    why: '“Solicitud” is the Request for Order (Solicitud de orden).',
  },
  {
    use: 'administrador del fideicomiso (trustee)',
    avoid: /fideicomisari[oa]s?/i,
    why: 'In Mexican law the “fideicomisario” is the trust’s beneficiary, not the trustee.',
  },
  {
    use: 'llamada gratuita sobre nuestros servicios y precios',
    avoid: /consulta gratuita/i,
    why: 'A free “consulta” next to notary services is the notario-fraud hook (review M9); we explain services and prices, not cases.',
  },
  {
    use: 'divorcio sin oposición / con oposición',
    avoid: /divorcio (?:no )?disputado/i,
    why: 'The site’s and the catalogue’s words.',
  },
];

/**
 * THE FILING GLOSSARY: Spanish words with one fixed English equivalent on a court form or a generated document —
 * relationships ("Abuela materna" → "Maternal grandmother"), titles in a business ("Presidenta" → "President") and places
 * ("Los Ángeles" → "Los Angeles"). A text answer declared `term` or `place` (shared/questionnaires/types.ts,
 * FilingLanguage) that is one of these is written in English without a machine draft or staff approval; anything else
 * goes to the translation desk (`term`) or prints as written (`place`).
 * docs/translation.md. Add filing words here, nowhere else.
 *
 * Entries are keyed by their normalized Spanish (lower case, without accents, articles or possessives: see
 * `normalizeTerm`), so "Mi mamá", "la Mamá" and "mama" are the same entry.
 */

/** Relationships, as a form asks them ("relationship to the child"): Spanish → English (capitalized as a form entry). */
const RELATIONSHIPS: Readonly<Record<string, string>> = {
  madre: 'Mother',
  mama: 'Mother',
  padre: 'Father',
  papa: 'Father',
  padres: 'Parents',
  'ambos padres': 'Both parents',
  'los dos padres': 'Both parents',
  hijo: 'Son',
  hija: 'Daughter',
  hijos: 'Children',
  hermano: 'Brother',
  hermana: 'Sister',
  'medio hermano': 'Half brother',
  'media hermana': 'Half sister',
  hermanastro: 'Stepbrother',
  hermanastra: 'Stepsister',
  abuelo: 'Grandfather',
  abuela: 'Grandmother',
  abuelos: 'Grandparents',
  'abuelo materno': 'Maternal grandfather',
  'abuela materna': 'Maternal grandmother',
  'abuelos maternos': 'Maternal grandparents',
  'abuelo paterno': 'Paternal grandfather',
  'abuela paterna': 'Paternal grandmother',
  'abuelos paternos': 'Paternal grandparents',
  bisabuelo: 'Great-grandfather',
  bisabuela: 'Great-grandmother',
  nieto: 'Grandson',
  nieta: 'Granddaughter',
  nietos: 'Grandchildren',
  bisnieto: 'Great-grandson',
  bisnieta: 'Great-granddaughter',
  tio: 'Uncle',
  tia: 'Aunt',
  'tio materno': 'Maternal uncle',
  'tia materna': 'Maternal aunt',
  'tio paterno': 'Paternal uncle',
  'tia paterna': 'Paternal aunt',
  'tio abuelo': 'Great-uncle',
  'tia abuela': 'Great-aunt',
  primo: 'Cousin',
  prima: 'Cousin',
  sobrino: 'Nephew',
  sobrina: 'Niece',
  esposo: 'Husband',
  esposa: 'Wife',
  marido: 'Husband',
  conyuge: 'Spouse',
  'ex esposo': 'Former husband',
  'ex esposa': 'Former wife',
  exesposo: 'Former husband',
  exesposa: 'Former wife',
  'ex conyuge': 'Former spouse',
  'pareja domestica': 'Domestic partner',
  'pareja de hecho': 'Domestic partner',
  'ex pareja': 'Former partner',
  novio: 'Boyfriend',
  novia: 'Girlfriend',
  'ex novio': 'Former boyfriend',
  'ex novia': 'Former girlfriend',
  padrastro: 'Stepfather',
  madrastra: 'Stepmother',
  hijastro: 'Stepson',
  hijastra: 'Stepdaughter',
  suegro: 'Father-in-law',
  suegra: 'Mother-in-law',
  cunado: 'Brother-in-law',
  cunada: 'Sister-in-law',
  yerno: 'Son-in-law',
  nuera: 'Daughter-in-law',
  padrino: 'Godfather',
  madrina: 'Godmother',
  ahijado: 'Godson',
  ahijada: 'Goddaughter',
  'padre adoptivo': 'Adoptive father',
  'madre adoptiva': 'Adoptive mother',
  'hijo adoptivo': 'Adopted son',
  'hija adoptiva': 'Adopted daughter',
  'padre de crianza': 'Foster father',
  'madre de crianza': 'Foster mother',
  'padre biologico': 'Biological father',
  'madre biologica': 'Biological mother',
  tutor: 'Guardian',
  tutora: 'Guardian',
  'tutor legal': 'Legal guardian',
  'tutora legal': 'Legal guardian',
  amigo: 'Friend',
  amiga: 'Friend',
  'amigo de la familia': 'Family friend',
  'amiga de la familia': 'Family friend',
  vecino: 'Neighbor',
  vecina: 'Neighbor',
  companero: 'Roommate',
  companera: 'Roommate',
  'companero de cuarto': 'Roommate',
  'companera de cuarto': 'Roommate',
  cuidador: 'Caregiver',
  cuidadora: 'Caregiver',
  ninguno: 'None',
  ninguna: 'None',
  'ningun parentesco': 'No relation',
  'sin parentesco': 'No relation',
  yo: 'Self',
};

/**
 * Titles a signer or an owner holds in a business (the FBN statement's and SS-4's "name and title", the seller's
 * permit's owners): Spanish → English, as the Secretary of State's forms name the offices (Corp. Code §312: chairperson,
 * president, secretary, chief financial officer; an LLC's managers and members).
 */
const TITLES: Readonly<Record<string, string>> = {
  presidente: 'President',
  presidenta: 'President',
  vicepresidente: 'Vice President',
  vicepresidenta: 'Vice President',
  secretario: 'Secretary',
  secretaria: 'Secretary',
  tesorero: 'Treasurer',
  tesorera: 'Treasurer',
  'presidente de la junta directiva': 'Chairperson of the Board',
  'presidenta de la junta directiva': 'Chairperson of the Board',
  'presidente del consejo': 'Chairperson of the Board',
  'presidenta del consejo': 'Chairperson of the Board',
  'director ejecutivo': 'Chief Executive Officer',
  'directora ejecutiva': 'Chief Executive Officer',
  'director general': 'Chief Executive Officer',
  'directora general': 'Chief Executive Officer',
  'director financiero': 'Chief Financial Officer',
  'directora financiera': 'Chief Financial Officer',
  'oficial financiero principal': 'Chief Financial Officer',
  'oficial financiera principal': 'Chief Financial Officer',
  director: 'Director',
  directora: 'Director',
  gerente: 'Manager',
  'gerente general': 'General Manager',
  administrador: 'Manager',
  administradora: 'Manager',
  miembro: 'Member',
  'miembro administrador': 'Managing Member',
  'miembro gerente': 'Managing Member',
  socio: 'Partner',
  socia: 'Partner',
  'socio general': 'General Partner',
  'socia general': 'General Partner',
  'socio comanditario': 'Limited Partner',
  'socia comanditaria': 'Limited Partner',
  dueno: 'Owner',
  duena: 'Owner',
  propietario: 'Owner',
  propietaria: 'Owner',
  'dueno unico': 'Sole Proprietor',
  'duena unica': 'Sole Proprietor',
  'unico propietario': 'Sole Proprietor',
  'unica propietaria': 'Sole Proprietor',
  'propietario unico': 'Sole Proprietor',
  'propietaria unica': 'Sole Proprietor',
};

/** Places with an English name of their own (places without one print as written: "Zacatecas", "Whittier"). */
const PLACES: Readonly<Record<string, string>> = {
  'los angeles': 'Los Angeles',
  'condado de los angeles': 'Los Angeles County',
  'este de los angeles': 'East Los Angeles',
  'el este de los angeles': 'East Los Angeles',
  'condado de orange': 'Orange County',
  'condado de riverside': 'Riverside County',
  'condado de san bernardino': 'San Bernardino County',
  'condado de ventura': 'Ventura County',
  'condado de kern': 'Kern County',
  'condado de san diego': 'San Diego County',
  'estados unidos': 'United States',
  'estados unidos de america': 'United States of America',
  'ee uu': 'United States',
  eeuu: 'United States',
  usa: 'United States',
  mexico: 'Mexico',
  'ciudad de mexico': 'Mexico City',
  cdmx: 'Mexico City',
  'mexico df': 'Mexico City',
  'mexico d f': 'Mexico City',
  'mexico, df': 'Mexico City',
  'estado de mexico': 'State of Mexico',
  'nueva york': 'New York',
  'nuevo mexico': 'New Mexico',
  'nueva jersey': 'New Jersey',
  'nueva orleans': 'New Orleans',
  'carolina del norte': 'North Carolina',
  'carolina del sur': 'South Carolina',
  'dakota del norte': 'North Dakota',
  'dakota del sur': 'South Dakota',
  'virginia occidental': 'West Virginia',
  luisiana: 'Louisiana',
  misisipi: 'Mississippi',
  misuri: 'Missouri',
  pensilvania: 'Pennsylvania',
  hawai: 'Hawaii',
  oregon: 'Oregon',
  filadelfia: 'Philadelphia',
  'republica dominicana': 'Dominican Republic',
  espana: 'Spain',
  peru: 'Peru',
  panama: 'Panama',
  belice: 'Belize',
  brasil: 'Brazil',
  haiti: 'Haiti',
  canada: 'Canada',
  filipinas: 'Philippines',
  japon: 'Japan',
  corea: 'Korea',
  'corea del sur': 'South Korea',
  alemania: 'Germany',
  francia: 'France',
  inglaterra: 'England',
  'reino unido': 'United Kingdom',
  italia: 'Italy',
  rusia: 'Russia',
  china: 'China',
  india: 'India',
  mexicana: 'Mexican',
  mexicano: 'Mexican',
  estadounidense: 'American',
  guatemalteca: 'Guatemalan',
  guatemalteco: 'Guatemalan',
  salvadorena: 'Salvadoran',
  salvadoreno: 'Salvadoran',
  hondurena: 'Honduran',
  hondureno: 'Honduran',
};

const ARTICLES = /^(?:mi|mis|su|sus|el|la|los|las|un|una|nuestro|nuestra|nuestros|nuestras)\s+/;

/** The glossary's key of a text: lower case, no accents (ñ read as n), no periods, no leading article or possessive, one space. */
export function normalizeTerm(text: string, dropArticles = true): string {
  let s = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./gu, '')
    .replace(/[\s\u00a0]+/gu, ' ')
    .trim();
  if (dropArticles) for (let i = 0; i < 2 && ARTICLES.test(s); i++) s = s.replace(ARTICLES, '');
  return s;
}

/** A relationship's English, or null when the glossary does not have it. */
export function relationshipInEnglish(text: string): string | null {
  return RELATIONSHIPS[normalizeTerm(text)] ?? null;
}

/** A business title's English ("Presidenta" → "President"), or null when the glossary does not have it. */
export function titleInEnglish(text: string): string | null {
  return TITLES[normalizeTerm(text)] ?? null;
}

/** A `term` answer's English: a relationship or a title the glossary has, else null (the answer goes to the desk). */
export function termInEnglish(text: string): string | null {
  return relationshipInEnglish(text) ?? titleInEnglish(text);
}

/**
 * A place's English: the whole answer if the glossary has it, else a list of places ("Los Ángeles y Orange",
 * "Tijuana, Baja California, México") with each known part in English, the others as written and the Spanish
 * conjunction as "and". Null when nothing changes (the place prints as written).
 */
export function placeInEnglish(text: string): string | null {
  // "Los Ángeles" keeps its article: it is part of the name.
  const whole = PLACES[normalizeTerm(text, false)];
  if (whole) return whole;
  const parts = text.split(/(\s*,\s*|\s+(?:y|e)\s+)/u);
  let changed = false;
  const out = parts.map((part, i) => {
    if (i % 2 === 1) {
      if (/^\s+(?:y|e)\s+$/u.test(part)) {
        changed = true;
        return ' and ';
      }
      return part;
    }
    const english = PLACES[normalizeTerm(part, false)];
    if (english && english !== part.trim()) changed = true;
    return english ?? part;
  });
  return changed ? out.join('') : null;
}

/** Both lists, for the tests and docs (read-only). */
export const GLOSSARY = { relationships: RELATIONSHIPS, titles: TITLES, places: PLACES } as const;

/**
 * Names with a fixed English form inside free text (a court, a county, a city whose English name differs), longest
 * first: the Apertium engine writes these itself rather than translating them word by word ("Corte Superior" is not
 * "Upper court"). Matched without regard to case or accents.
 */
export const FIXED_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['Corte Superior de California, condado de Los Ángeles', 'Superior Court of California, County of Los Angeles'],
  ['Corte Superior de California', 'Superior Court of California'],
  ['Corte Superior de Los Ángeles', 'Los Angeles Superior Court'],
  ['Corte Superior', 'Superior Court'],
  ['condado de Los Ángeles', 'Los Angeles County'],
  ['Este de Los Ángeles', 'East Los Angeles'],
  ['Los Ángeles', 'Los Angeles'],
  ['Ciudad de México', 'Mexico City'],
  ['Nuevo México', 'New Mexico'],
  ['México', 'Mexico'],
  ['Estados Unidos', 'United States'],
  ['Nueva York', 'New York'],
];
