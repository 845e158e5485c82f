/**
 * Filling forms from a party block (party.ts): the party's own items and the "ATTORNEY OR PARTY WITHOUT ATTORNEY"
 * caption box of pleading-style forms (FL-105, FL-150, FL-300 …), where a self-represented client writes their own
 * name and contact details.
 */
import { na, text } from '../forms/build';
import type { FieldRule, ValueSpec } from '../forms/model';

const at = (path: string, field: string) => (path ? `${path}.${field}` : field);

/** "1234 E Cesar Chavez Ave, Los Angeles, CA 90033" (one-line address boxes). */
export const oneLineAddress = (path: string): ValueSpec => ({
  join: [
    { from: at(path, 'street') },
    { from: at(path, 'city') },
    { join: [{ raw: at(path, 'state') }, { from: at(path, 'zip') }], separator: ' ' },
  ],
});

/** "Los Angeles, CA 90033". */
export const cityStateZip = (path: string): ValueSpec => ({
  join: [{ from: at(path, 'city') }, { join: [{ raw: at(path, 'state') }, { from: at(path, 'zip') }], separator: ' ' }],
});

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
export function partyRules(path: string, names: PartyFieldNames, item: string, who: string): Record<string, FieldRule> {
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
 * The caption box filled for a client representing themselves: their name, street address (the mailing address when
 * they gave a different one, where papers reach them), phone and email; "ATTORNEY FOR": "Self-represented"; no bar
 * number, firm or fax.
 */
export function attorneyBox(path: string, names: AttorneyBoxNames): Record<string, FieldRule> {
  const mailingOr = (field: string): ValueSpec => ({
    if: { field: at(path, 'differentMailing'), equals: true },
    then: field === 'state' ? { raw: at(path, 'mailing.state') } : { from: at(path, `mailing.${field}`) },
    else: field === 'state' ? { raw: at(path, 'state') } : { from: at(path, field) },
  });
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
