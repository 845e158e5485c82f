/**
 * Helpers the family-law form maps share (request-for-order, dissolution, summary-dissolution, paternal-relationship,
 * parental-relationships .forms.ts): replacing a few rules of a fragment's map and the petitioner's box of the Summons
 * (the court's box of the caption is forms/maps/caption.ts `courtBox`). Server-side and tools only, like every map.
 */
import type { FieldRule, PdfFormMap, ValueSpec } from './forms/model';

/**
 * A map with some of its rules replaced (a fragment's map where the questionnaire answers one item differently, e.g.
 * three phone numbers instead of one). Every replaced field must already have a rule: a typo fails loudly.
 */
export function withRules(map: PdfFormMap, rules: Readonly<Record<string, FieldRule>>): PdfFormMap {
  for (const name of Object.keys(rules)) if (!(name in map.fields)) throw new Error(`${map.form} has no rule for ${name}`);
  return { ...map, fields: { ...map.fields, ...rules } };
}

/** The first phone number given, cell first ("TELEPHONE NO." boxes take one). */
export const firstPhone = (path: string): ValueSpec => ({
  if: { field: `${path}.cellPhone`, filled: true },
  then: { from: `${path}.cellPhone` },
  else: { if: { field: `${path}.homePhone`, filled: true }, then: { from: `${path}.homePhone` }, else: { from: `${path}.workPhone` } },
});

const oneLine = (path: string): ValueSpec => ({
  join: [
    { from: `${path}.street` },
    { from: `${path}.city` },
    { join: [{ raw: `${path}.state` }, { from: `${path}.zip` }], separator: ' ' },
  ],
});

/** "Name / street, city state ZIP / phone" in one box (FL-110 item 2, FL-210 item 2): the mailing address when different. */
export const nameAddressPhone = (path: string, phone: ValueSpec): ValueSpec => ({
  join: [
    { from: `${path}.name` },
    { if: { field: `${path}.differentMailing`, equals: true }, then: oneLine(`${path}.mailing`), else: oneLine(path) },
    phone,
  ],
  separator: '\n',
});
