/**
 * THE GLOSSARY: Spanish words with one fixed English equivalent on a court form — relationships ("Abuela materna" →
 * "Maternal grandmother") and places ("Los Ángeles" → "Los Angeles"). A text answer declared `term` or `place`
 * (shared/questionnaires/types.ts, FilingLanguage) that is one of these is written in English without a machine draft
 * or staff approval; anything else goes to the translation desk (`term`) or prints as written (`place`).
 * docs/translation.md. One glossary for the product: add words here, nowhere else.
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
export const GLOSSARY = { relationships: RELATIONSHIPS, places: PLACES } as const;

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
