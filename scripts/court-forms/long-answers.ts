/**
 * Long-answer variants of the questionnaires' samples, for the fidelity check (fidelity.ts): what a real client writes
 * rather than what a sample needs. From a sample and its definition: every free-text answer becomes a long, realistic
 * narrative (2,400 characters the first two times a question is answered, then shorter in a list's further items, within
 * the field's own limit: DV-100's item 5f was 2,450 in the audit), names
 * become long names written as people write them (Vietnamese, Polish, Irish and Spanish letters), street addresses
 * long ones, each list grows to six items (children, assets, incidents) where its definition allows, and every optional
 * free-text question the sample left unanswered (where it is shown) is answered in a few sentences. The result
 * is validated with the questionnaire's own schema; a change the schema refuses (a rule on a list's order, a name
 * field with a narrower limit) is undone, so every variant is answers a client could have submitted.
 */
import type { Locale } from '../../shared/i18n/core';
import { isRecord } from '../../shared/questionnaires/conditions';
import { allFields } from '../../shared/questionnaires/define';
import type { Answers, Field, QuestionnaireDefinition } from '../../shared/questionnaires/types';
import { validateWith } from '../../shared/questionnaires/validate';

const NARRATIVE: Record<Locale, readonly string[]> = {
  en: [
    'On the evening of March 14, 2025, at about 9:30 p.m., he came to my apartment on Alvarado Street without calling first. When I opened the door only a little, he pushed it open, grabbed my left arm above the elbow and pulled me into the hallway. He said that if I did not drop the case he would take our son to Mexico and I would never see him again. My neighbor in apartment 4, Mrs. Ana Ruiz, opened her door when she heard me screaming, and he let go and walked down the stairs.',
    'The next morning I had dark bruises on my arm the size of his fingers, and I took photographs with my phone, which I can show the judge. I went to the clinic on Sunset Boulevard because my wrist hurt when I lifted anything; the doctor wrote in my chart that the injury matched what I described and told me to keep it wrapped for two weeks. Since then I have not been able to sleep through the night and I check the windows and the door several times before going to bed.',
    'Between April 2 and April 20, 2025, he sent me more than 60 text messages and called from numbers I did not recognize, sometimes ten times in one night. Many messages said that I was a bad mother, that nobody would believe me, and that he knew where I worked and what time I leave. On April 18 he waited in the parking lot of my job at 5:15 p.m. and followed my car for several blocks until I drove into the police station on Temple Street, where I reported it and was given report number 25-0418-3321.',
    'This has happened before. In December 2024 he broke the screen of my phone during an argument so that I could not call anyone, and in the summer of 2023 he threw a glass against the kitchen wall next to my head while our son was in the next room. I did not report those times because I was afraid of what he would do and because I depended on him to pay the rent. I am asking the court to order him to stay away from me, my son, my home, my job and my car, and to stop contacting me in any way.',
  ],
  es: [
    'La noche del 14 de marzo de 2025, como a las 9:30, llegó a mi apartamento en la calle Alvarado sin avisar. Cuando abrí la puerta solo un poco, la empujó, me agarró el brazo izquierdo arriba del codo y me jaló hacia el pasillo. Me dijo que si no retiraba el caso se llevaría a nuestro hijo a México y que nunca lo volvería a ver. Mi vecina del apartamento 4, la señora Ana Ruiz, abrió su puerta cuando me oyó gritar, y él me soltó y bajó por las escaleras.',
    'A la mañana siguiente tenía moretones oscuros en el brazo del tamaño de sus dedos, y les tomé fotos con mi teléfono, que puedo mostrarle al juez. Fui a la clínica del bulevar Sunset porque me dolía la muñeca al levantar cualquier cosa; la doctora anotó en mi expediente que la lesión coincidía con lo que le conté y me dijo que la mantuviera vendada dos semanas. Desde entonces no he podido dormir toda la noche y reviso las ventanas y la puerta varias veces antes de acostarme.',
    'Entre el 2 y el 20 de abril de 2025 me mandó más de 60 mensajes de texto y me llamó desde números que no reconocía, a veces diez veces en una noche. Muchos mensajes decían que yo era una mala madre, que nadie me iba a creer y que él sabía dónde trabajo y a qué hora salgo. El 18 de abril me esperó en el estacionamiento de mi trabajo a las 5:15 de la tarde y siguió mi carro varias cuadras hasta que entré a la estación de policía de la calle Temple, donde lo reporté y me dieron el número de reporte 25-0418-3321.',
    'Esto ya había pasado antes. En diciembre de 2024 rompió la pantalla de mi teléfono durante una discusión para que yo no pudiera llamar a nadie, y en el verano de 2023 aventó un vaso contra la pared de la cocina junto a mi cabeza mientras nuestro hijo estaba en el cuarto de al lado. No reporté esas veces porque tenía miedo de lo que haría y porque dependía de él para pagar la renta. Le pido a la corte que le ordene mantenerse alejado de mí, de mi hijo, de mi casa, de mi trabajo y de mi carro, y que deje de comunicarse conmigo de cualquier forma.',
  ],
};

const LONG_NAMES = [
  'María Guadalupe Núñez-O’Brien de la Torre',
  'Nguyễn Thị Ánh Tuyết',
  'Łukasz Wołodźko-Brzęczyszczykiewicz',
  'Siobhán Ó Súilleabháin McAllister-Quiñones',
  'Ángel Óscar Ibáñez Peña y Castañeda',
  'Trần Quốc Đạt',
];
const LONG_STREET = '12345 South Long Beach Boulevard, Apartment 1204-B';
const LONG_CITY = 'Rancho Palos Verdes';
const LIST_ITEMS = 6;
/**
 * The narratives' lengths. Each free-text question is written at the longest (2,400 characters, or its own limit) the
 * first two times it is answered — DV-100's item 5f was 2,450 characters in the audit, every box must show it sends
 * such a text to an attachment, and a form's rows take a list's first items (DV-100's items 6 and 7) — and its answers
 * in a list's further items take the other lengths in turn, so a text filling its lines without continuing is seen too. The length of one answer depends only on its own
 * question and list position, never on which other questions a sample happens to answer.
 */
const NARRATIVE_LENGTHS = [2400, 2400, 600, 1200, 300];
/** The length of an optional free-text answer the sample left out. */
const UNASKED_LENGTH = 300;

/** A narrative of about `length` characters (whole sentences where it can), from the language's paragraphs. */
export function narrative(lang: Locale, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += (out ? ' ' : '') + NARRATIVE[lang][i % NARRATIVE[lang].length];
  if (out.length <= length) return out;
  const cut = out.lastIndexOf('. ', length - 1);
  return cut > length / 2 ? out.slice(0, cut + 1) : out.slice(0, length).trimEnd();
}

type Path = ReadonlyArray<string | number>;
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let cur: unknown = root;
  for (const key of path.slice(0, -1)) cur = (cur as Record<string | number, unknown>)[key];
  (cur as Record<string | number, unknown>)[path[path.length - 1]] = value;
}
function getAt(root: unknown, path: Path): unknown {
  let cur = root;
  for (const key of path) cur = isRecord(cur) || Array.isArray(cur) ? (cur as Record<string | number, unknown>)[key] : undefined;
  return cur;
}

/** The long-answer variant of a sample (see the file's comment); its answers pass the questionnaire's schema. */
export function longAnswers(def: QuestionnaireDefinition<unknown>, sample: Answers, lang: Locale): Answers {
  const out = clone(sample) as Record<string, unknown>;
  const changes: Array<{ path: Path; before: unknown }> = [];
  let names = 0;
  /** Per free-text question (its path without list positions): how many of its answers were written so far. */
  const narratives = new Map<string, number>();
  const nextLength = (path: Path) => {
    const key = path.filter((k) => typeof k === 'string').join('.');
    const n = narratives.get(key) ?? 0;
    narratives.set(key, n + 1);
    return NARRATIVE_LENGTHS[n % NARRATIVE_LENGTHS.length];
  };
  const change = (path: Path, value: unknown) => {
    changes.push({ path, before: clone(getAt(out, path)) });
    setAt(out, path, value);
  };
  const walk = (fields: readonly Field[], value: unknown, path: Path) => {
    if (!isRecord(value)) return;
    for (const f of fields) {
      const v = value[f.name];
      const p = [...path, f.name];
      if (v === undefined || v === null) {
        // An optional free-text question the sample left out ("Other (specify):", FL-100 items 7d, 8d and 11c): a client
        // may answer it too, in a few sentences (text laid after the form's label, not only its "See Attachment").
        // Where it is hidden for these answers, validation drops it again.
        if (f.kind === 'textarea') change(p, narrative(lang, Math.min(f.maxLength ?? 5000, UNASKED_LENGTH)));
        continue;
      }
      if (f.kind === 'group' && Array.isArray(v) && v.length > 0) {
        const target = Math.min(f.max, Math.max(v.length, LIST_ITEMS));
        if (target > v.length) change(p, [...v, ...Array.from({ length: target - v.length }, (_, i) => clone(v[i % v.length]) as unknown)]);
        (getAt(out, p) as unknown[]).forEach((item, i) => walk(f.fields, item, [...p, i]));
      } else if (f.kind === 'object') walk(f.fields, v, p);
      else if (typeof v === 'string' && v.trim() !== '' && (f.kind === 'textarea' || f.kind === 'text')) {
        const max = f.maxLength ?? (f.kind === 'textarea' ? 5000 : 200);
        if (f.kind === 'textarea') change(p, narrative(lang, Math.min(max, nextLength(p))));
        else if (/name/i.test(f.name) && !/business|company|newspaper|court|school|employer/i.test(f.name))
          change(p, LONG_NAMES[names++ % LONG_NAMES.length].slice(0, max));
        else if (/street|address/i.test(f.name)) change(p, LONG_STREET.slice(0, max));
        else if (/city/i.test(f.name)) change(p, LONG_CITY.slice(0, max));
      }
    }
  };
  walk(allFields(def), out, []);
  // Undo what the schema refuses, most specific change first, until the answers pass.
  for (let round = 0; round < 10; round++) {
    const result = validateWith(def, out);
    if (result.ok) return result.data as Answers;
    const bad = Object.keys(result.fieldErrors);
    const undo = changes.filter((c) => {
      const key = c.path.join('.');
      return bad.some((b) => b === key || b.startsWith(`${key}.`) || key.startsWith(`${b}.`) || b === '_root');
    });
    if (undo.length === 0) throw new Error(`${def.type}: the long variant is refused for ${bad.join(', ')}`);
    for (const c of undo.reverse()) {
      if (getAt(out, c.path.slice(0, -1)) !== undefined) setAt(out, c.path, c.before);
      changes.splice(changes.indexOf(c), 1);
    }
  }
  throw new Error(`${def.type}: the long variant does not validate`);
}
