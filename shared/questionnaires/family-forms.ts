/**
 * Helpers the family-law form maps share (request-for-order, dissolution, summary-dissolution, paternal-relationship,
 * parental-relationships .forms.ts): replacing a few rules of a fragment's map, the court's box of the caption, and
 * the Summons worksheets. Server-side and tools only, like every map.
 */
import { staff, text } from './forms/build';
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

/** "SUPERIOR COURT OF CALIFORNIA, COUNTY OF": the county the client gave; the courthouse's address is the preparer's. */
export function courtBox(
  names: { county: string; street: string; mailing: string; cityZip: string; branch: string },
  county: ValueSpec,
): Record<string, FieldRule> {
  return {
    [names.county]: text('Caption', 'Superior Court of California, county of', county),
    [names.street]: staff('Caption', 'Court street address', 'the courthouse of the case'),
    [names.mailing]: staff('Caption', 'Court mailing address'),
    [names.cityZip]: staff('Caption', 'Court city and ZIP code'),
    [names.branch]: staff('Caption', 'Court branch name'),
  };
}

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

/** The county box of the shared FL-105 and FL-150 maps (the fragments leave it to staff), filled from the client's answer. */
const COUNTY_FIELDS: Readonly<Record<string, string>> = {
  'FL-105': 'FL-105[0].Page1[0].P1Caption[0].CrtInfo[0].CrtCounty[0]',
  'FL-150': 'FL-150[0].Page1[0].StdP1Header_sf[0].CourtInfo[0].CrtCounty_ft[0]',
};

export function withCounty(map: PdfFormMap, county: ValueSpec): PdfFormMap {
  const field = COUNTY_FIELDS[map.form];
  if (!field) throw new Error(`No county box known for ${map.form}`);
  return withRules(map, { [field]: text('Caption', 'Superior Court of California, county of', county) });
}
