/**
 * The party block: a person's (or business's) name, street address, mailing address when different, phone, email,
 * date of birth and the last 4 digits of the SSN, as the forms' party items and "ATTORNEY OR PARTY WITHOUT ATTORNEY"
 * boxes need them (street, city, two-letter state, ZIP in separate boxes). Compose the parts you need inside an object
 * field of your definition:
 *
 *   { kind: 'object', name: 'plaintiff', fields: [PARTY_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS] }
 *
 * and fill the form with the helpers of party.map.ts (`partyRules`, `attorneyBox`, `oneLineAddress`). Labels are in
 * `q.party` (party.messages.ts), state names in `q.states`. `SELF_*` parts carry autocomplete hints (the client's own
 * data, WCAG 1.3.5); `OTHER_*` parts do not.
 */
import { STATE_OPTIONS } from './states';

const k = (path: string) => `q.party.${path}.label`;
const help = (path: string) => `q.party.${path}.help`;

export const PARTY_NAME = {
  kind: 'text',
  filing: 'asWritten',
  name: 'name',
  required: true,
  labelKey: k('name'),
  autoComplete: 'off',
} as const;
export const SELF_NAME = { ...PARTY_NAME, autoComplete: 'name' } as const;

export const SELF_ADDRESS = [
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'street',
    required: true,
    maxLength: 150,
    labelKey: k('street'),
    help: help('street'),
    autoComplete: 'address-line1',
  },
  { kind: 'text', filing: 'place', name: 'city', required: true, maxLength: 80, labelKey: k('city'), autoComplete: 'address-level2' },
  {
    kind: 'select',
    name: 'state',
    required: true,
    defaultValue: 'CA',
    labelKey: k('state'),
    options: STATE_OPTIONS,
    autoComplete: 'address-level1',
  },
  { kind: 'zip', name: 'zip', required: true, labelKey: k('zip'), autoComplete: 'postal-code' },
] as const;

export const OTHER_ADDRESS = [
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'street',
    required: true,
    maxLength: 150,
    labelKey: k('street'),
    help: help('street'),
    autoComplete: 'off',
  },
  { kind: 'text', filing: 'place', name: 'city', required: true, maxLength: 80, labelKey: k('city'), autoComplete: 'off' },
  { kind: 'select', name: 'state', required: true, defaultValue: 'CA', labelKey: k('state'), options: STATE_OPTIONS, autoComplete: 'off' },
  { kind: 'zip', name: 'zip', required: true, labelKey: k('zip'), autoComplete: 'off' },
] as const;

/** The same, when the client may not know it. */
export const OTHER_ADDRESS_IF_KNOWN = [
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'street',
    maxLength: 150,
    labelKey: k('streetIfKnown'),
    help: help('street'),
    autoComplete: 'off',
  },
  { kind: 'text', filing: 'place', name: 'city', maxLength: 80, labelKey: k('city'), autoComplete: 'off' },
  { kind: 'select', name: 'state', labelKey: k('state'), options: STATE_OPTIONS, autoComplete: 'off' },
  { kind: 'zip', name: 'zip', labelKey: k('zip'), autoComplete: 'off' },
] as const;

/** "Mailing address (if different)": asked only when the client says mail goes elsewhere. */
export const MAILING = [
  { kind: 'yesno', name: 'differentMailing', labelKey: k('differentMailing') },
  {
    kind: 'object',
    name: 'mailing',
    labelKey: k('mailing'),
    showIf: { field: 'differentMailing', equals: true },
    fields: [
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'street',
        required: true,
        maxLength: 150,
        labelKey: k('mailingStreet'),
        help: help('mailingStreet'),
        autoComplete: 'off',
      },
      { kind: 'text', filing: 'place', name: 'city', required: true, maxLength: 80, labelKey: k('city'), autoComplete: 'off' },
      {
        kind: 'select',
        name: 'state',
        required: true,
        defaultValue: 'CA',
        labelKey: k('state'),
        options: STATE_OPTIONS,
        autoComplete: 'off',
      },
      { kind: 'zip', name: 'zip', required: true, labelKey: k('zip'), autoComplete: 'off' },
    ],
  },
] as const;

export const SELF_CONTACT_DETAILS = [
  { kind: 'tel', name: 'phone', required: true, labelKey: k('phone'), autoComplete: 'tel' },
  { kind: 'email', name: 'email', required: true, labelKey: k('email'), autoComplete: 'email' },
] as const;

export const OTHER_CONTACT_DETAILS = [
  { kind: 'tel', name: 'phone', labelKey: k('phoneIfKnown'), autoComplete: 'off' },
  { kind: 'email', name: 'email', labelKey: k('emailIfKnown'), autoComplete: 'off' },
] as const;

export const DATE_OF_BIRTH = {
  kind: 'date',
  name: 'dateOfBirth',
  range: 'past',
  labelKey: k('dateOfBirth'),
  autoComplete: 'bday',
} as const;
export const SSN4 = { kind: 'ssn4', name: 'ssn4', labelKey: k('ssn4'), help: help('ssn4') } as const;
