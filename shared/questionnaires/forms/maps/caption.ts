/**
 * What the Judicial Council forms share, written once for every map: the caption's court block ("SUPERIOR COURT OF
 * CALIFORNIA, COUNTY OF", street, mailing address, city and ZIP, branch), the "ATTORNEY OR PARTY WITHOUT ATTORNEY" box
 * a self-represented client fills with their own details, a party's boxes from a party block (party.ts), and the
 * one-line address and phone values the forms print.
 *
 * The value helpers are typed by the path they are given (`oneLineAddress('plaintiff')` reads `plaintiff.street`, …),
 * so a map using them is checked against its questionnaire's answers like any of its own lines (typed.ts). The rule
 * helpers take the map's builders and a path that must hold a party block.
 */
import { na, text } from '../build';
import type { FieldRule, ValueSpec } from '../model';
import type { MapBuilders, PathIn } from '../typed';

/** `path.field`, or `field` when the path is the scope itself (""). */
export type At<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
export const at = <P extends string, K extends string>(path: P, field: K): At<P, K> => (path ? `${path}.${field}` : field) as At<P, K>;

/** "1234 E Cesar Chavez Ave, Los Angeles, CA 90033" (one-line address boxes). */
export const oneLineAddress = <P extends string>(path: P) =>
  ({
    join: [
      { from: at(path, 'street') },
      { from: at(path, 'city') },
      { join: [{ raw: at(path, 'state') }, { from: at(path, 'zip') }], separator: ' ' },
    ],
  }) as const;

/** "Los Angeles, CA 90033". */
export const cityStateZip = <P extends string>(path: P) =>
  ({ join: [{ from: at(path, 'city') }, { join: [{ raw: at(path, 'state') }, { from: at(path, 'zip') }], separator: ' ' }] }) as const;

/** The first phone number given, cell first ("TELEPHONE NO." boxes take one). */
export const firstPhone = <P extends string>(path: P) =>
  ({
    if: { field: at(path, 'cellPhone'), filled: true },
    then: { from: at(path, 'cellPhone') },
    else: {
      if: { field: at(path, 'homePhone'), filled: true },
      then: { from: at(path, 'homePhone') },
      else: { from: at(path, 'workPhone') },
    },
  }) as const;

/** "Name / street, city state ZIP / phone" in one box (FL-110 item 2, FL-210 item 2): the mailing address when different. */
export const nameAddressPhone = <P extends string, V>(path: P, phone: V) =>
  ({
    join: [
      { from: at(path, 'name') },
      { if: { field: at(path, 'differentMailing'), equals: true }, then: oneLineAddress(at(path, 'mailing')), else: oneLineAddress(path) },
      phone,
    ],
    separator: '\n',
  }) as const;

/**
 * A path of the answers that holds a party block (party.ts): a name and an address. The rule helpers below read
 * the block's own fields, so a map passes only where it is.
 */
export type PartyPath<F> = {
  [P in PathIn<F>]: `${P}.name` extends keyof F
    ? `${P}.street` extends keyof F
      ? `${P}.city` extends keyof F
        ? P
        : never
      : never
    : never;
}[PathIn<F>];

// ---------------------------------------------------------------------------------------------------------------
// The court block
// ---------------------------------------------------------------------------------------------------------------

/** The field names of a caption's court block. */
export interface CourtBoxNames {
  readonly county: string;
  readonly street: string;
  readonly mailing: string;
  readonly cityZip: string;
  readonly branch: string;
}

/**
 * "SUPERIOR COURT OF CALIFORNIA, COUNTY OF" and the courthouse: the court the case is filed in (shared/courts/filing.ts:
 * the courthouse chosen from the answers, or by staff on the case), its street, mailing address, city and ZIP, branch.
 */
export function courtBox(names: CourtBoxNames): Record<string, FieldRule> {
  return {
    [names.county]: text('Caption', 'Superior Court of California, county of', { filing: 'county' }),
    [names.street]: text('Caption', 'Court street address', { filing: 'street' }),
    [names.mailing]: text('Caption', 'Court mailing address', { filing: 'mailing' }),
    [names.cityZip]: text('Caption', 'Court city and ZIP code', { filing: 'cityZip' }),
    [names.branch]: text('Caption', 'Court branch name', { filing: 'branch' }),
  };
}

/**
 * The court block under the Judicial Council's standard field names (`CourtInfo[0].CrtCounty_ft[0]` …), which most forms
 * share: `under` gives the block's place in the form (a page or header subform).
 */
export const standardCourtBox = (under: (name: string) => string): Record<string, FieldRule> =>
  courtBox({
    county: under('CourtInfo[0].CrtCounty_ft[0]'),
    street: under('CourtInfo[0].Street_ft[0]'),
    mailing: under('CourtInfo[0].MailingAdd_ft[0]'),
    cityZip: under('CourtInfo[0].CityZip_ft[0]'),
    branch: under('CourtInfo[0].Branch_ft[0]'),
  });

/** The case number, where the caption has one: known for an existing case, or once staff enter it on the case. */
export const caseNumber = (item = 'Caption') => text(item, 'Case number', { filing: 'caseNumber' });

/** The one box of SC-100 and DV-100 for the court's name and street address. */
export const courtNameAndAddress = (item = 'Caption') => text(item, 'Court name and street address', { filing: 'courtBlock' });

// ---------------------------------------------------------------------------------------------------------------
// Parties
// ---------------------------------------------------------------------------------------------------------------

/** The party's field names on a form, for `partyRules`; leave out what the form does not have. */
export interface PartyFieldNames {
  readonly name?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly street?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
  readonly mailingStreet?: string;
  readonly mailingCity?: string;
  readonly mailingState?: string;
  readonly mailingZip?: string;
}

/**
 * Rules filling a party's boxes from a party block at `path` ("plaintiff", "otherPlaintiffs.0"…). `who` prefixes the
 * labels ("Plaintiff"): "Plaintiff: street address".
 */
export function partyRules<F>(
  _: MapBuilders<F>,
  path: PartyPath<F>,
  names: PartyFieldNames,
  item: string,
  who: string,
): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  const add = (field: string | undefined, label: string, value: ValueSpec) => {
    if (field) rules[field] = text(item, `${who}: ${label}`, value);
  };
  add(names.name, 'name', { from: at(path, 'name') });
  add(names.phone, 'phone', { from: at(path, 'phone') });
  add(names.email, 'email', { from: at(path, 'email') });
  add(names.street, 'street address', { from: at(path, 'street') });
  add(names.city, 'city', { from: at(path, 'city') });
  add(names.state, 'state', { raw: at(path, 'state') });
  add(names.zip, 'ZIP', { from: at(path, 'zip') });
  add(names.mailingStreet, 'mailing address (if different)', { from: at(path, 'mailing.street') });
  add(names.mailingCity, 'mailing city', { from: at(path, 'mailing.city') });
  add(names.mailingState, 'mailing state', { raw: at(path, 'mailing.state') });
  add(names.mailingZip, 'mailing ZIP', { from: at(path, 'mailing.zip') });
  return rules;
}

/** The field names of an "ATTORNEY OR PARTY WITHOUT ATTORNEY" box. */
export interface AttorneyBoxNames {
  readonly barNumber: string;
  readonly name: string;
  readonly firm: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
  readonly attorneyFor: string;
}

/**
 * The "ATTORNEY OR PARTY WITHOUT ATTORNEY" box under the Judicial Council's standard field names
 * (`AttyInfo[0].AttyName_ft[0]` …), which most forms share but for the bar number's field: `BarNo_ft` on the family-law
 * forms, `AttyBarNo_dc` on the probate, guardianship and conservatorship forms. `under` gives the box's place in the
 * form (a page or header subform).
 */
export const standardAttorneyNames = (under: (name: string) => string, barNumber: 'BarNo_ft' | 'AttyBarNo_dc'): AttorneyBoxNames => ({
  barNumber: under(`AttyInfo[0].${barNumber}[0]`),
  name: under('AttyInfo[0].AttyName_ft[0]'),
  firm: under('AttyInfo[0].AttyFirm_ft[0]'),
  street: under('AttyInfo[0].AttyStreet_ft[0]'),
  city: under('AttyInfo[0].AttyCity_ft[0]'),
  state: under('AttyInfo[0].AttyState_ft[0]'),
  zip: under('AttyInfo[0].AttyZip_ft[0]'),
  phone: under('AttyInfo[0].Phone_ft[0]'),
  fax: under('AttyInfo[0].Fax_ft[0]'),
  email: under('AttyInfo[0].Email_ft[0]'),
  attorneyFor: under('AttyInfo[0].AttyFor_ft[0]'),
});

/** `attorneyBoxAt` under the standard field names (`standardAttorneyNames`), like `standardCourtBox` for the court block. */
export const standardAttorneyBox = (
  path: string,
  under: (name: string) => string,
  barNumber: 'BarNo_ft' | 'AttyBarNo_dc',
  options: { mailing?: boolean } = {},
): Record<string, FieldRule> => attorneyBoxAt(path, standardAttorneyNames(under, barNumber), options);

/**
 * The caption box filled for a client representing themselves: their name, street address (the mailing address when
 * they gave a different one, where papers reach them), phone and email; "ATTORNEY FOR": "Self-represented"; no bar
 * number, firm or fax.
 */
export function attorneyBox<F>(_: MapBuilders<F>, path: PartyPath<F>, names: AttorneyBoxNames): Record<string, FieldRule> {
  return attorneyBoxAt(path, names);
}

/** `attorneyBox` for a party path the caller has already checked (a form map shared by several questionnaires). */
export function attorneyBoxAt(path: string, names: AttorneyBoxNames, options: { mailing?: boolean } = {}): Record<string, FieldRule> {
  const own = (field: string): ValueSpec => (field === 'state' ? { raw: at(path, 'state') } : { from: at(path, field) });
  // A party block without MAILING (DV-100's protected person) has only its street address.
  const mailingOr = (field: string): ValueSpec =>
    options.mailing === false
      ? own(field)
      : {
          if: { field: at(path, 'differentMailing'), equals: true },
          then: field === 'state' ? { raw: at(path, 'mailing.state') } : { from: at(path, `mailing.${field}`) },
          else: own(field),
        };
  const item = 'Caption';
  return {
    [names.barNumber]: na('The client represents themselves: no State Bar number', 'State Bar number'),
    [names.name]: text(item, 'Party without attorney: name', { from: at(path, 'name') }),
    [names.firm]: na('The client represents themselves: no firm', 'Firm name'),
    [names.street]: text(item, 'Party without attorney: street address', mailingOr('street')),
    [names.city]: text(item, 'Party without attorney: city', mailingOr('city')),
    [names.state]: text(item, 'Party without attorney: state', mailingOr('state')),
    [names.zip]: text(item, 'Party without attorney: ZIP', mailingOr('zip')),
    [names.phone]: text(item, 'Party without attorney: telephone', { from: at(path, 'phone') }),
    [names.fax]: na('Not collected: clients are reached by phone and email', 'Fax number'),
    [names.email]: text(item, 'Party without attorney: email', { from: at(path, 'email') }),
    [names.attorneyFor]: text(item, 'Attorney for', { text: 'Self-represented' }),
  };
}
