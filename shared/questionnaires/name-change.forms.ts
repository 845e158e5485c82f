/**
 * The forms the name-change questionnaire serves (reference: /work/shared/reference/court-forms.md §3.15; model:
 * forms/model.ts). Filled field by field, each in its own module under forms/maps/: NC-100 (Rev. January 1, 2023),
 * NC-110 (Rev. January 1, 2023, one copy per person whose name changes: `repeat`, attached to NC-100 or NC-300), NC-120
 * (the order to show cause, when a change is published) and NC-121 (its proof of service on a minor's parent who does
 * not sign). NC-125 (gender identity, no publication) and NC-300 (when recognition of a change of gender is also asked:
 * the form NC-100 itself names it) are worksheets in their item order.
 */
import { defineForms } from './forms/build';
import { NOT_RECOGNITION, nc100, petitioners } from './forms/maps/nc-100';
import { nc110 } from './forms/maps/nc-110';
import { nc120 } from './forms/maps/nc-120';
import { nc121 } from './forms/maps/nc-121';
import { composedCond, mapsFor } from './forms/typed';
import { NEEDS_PUBLICATION, type nameChange } from './name-change';

const { is, worksheet } = mapsFor<typeof nameChange>();
const PUBLICATION = composedCond(NEEDS_PUBLICATION);

const names = { kind: 'rows', item: '', label: '', source: ['people'] } as const;

const nc125 = worksheet({
  kind: 'worksheet',
  form: 'NC-125',
  title: 'Order to Show Cause for Change of Name to Conform to Gender Identity',
  reason: 'not in the verified forms folder',
  when: { all: [NOT_RECOGNITION, { not: PUBLICATION }] },
  items: [
    { kind: 'value', item: 'Caption', label: 'Petition of', value: petitioners },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    {
      ...names,
      item: '1',
      label: 'Present and proposed names',
      columns: [
        { label: 'Present name', value: { from: 'presentName' } },
        { label: 'Proposed name', value: { from: 'proposedName' } },
      ],
    },
    { kind: 'court', item: '2–3', label: 'Objection deadline and hearing only if an objection is filed (no publication)' },
  ],
});

/** NC-100 (Rev. January 1, 2023) names the form for this request: NC-300 (the older NC-200 series before 2023). */
const nc300 = worksheet({
  kind: 'worksheet',
  form: 'NC-300',
  title: 'Petition for Recognition of Change of Gender (with change of name and new birth certificate)',
  reason: 'not in the verified forms folder',
  when: is('genderRecognition', true),
  items: [
    {
      kind: 'value',
      item: 'Caption',
      label: 'Petitioner (name, address, phone, email)',
      value: {
        join: [
          { from: 'petitioner.name' },
          { from: 'petitioner.street' },
          { from: 'petitioner.city' },
          { raw: 'petitioner.state' },
          { from: 'petitioner.zip' },
          { from: 'petitioner.phone' },
          { from: 'petitioner.email' },
        ],
      },
    },
    { kind: 'value', item: 'Caption', label: 'County', value: { from: 'county' } },
    { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
    {
      ...names,
      item: '1–3',
      label: 'Each person: present and proposed name, birth date and place, residence, relationship to the petitioner',
      columns: [
        { label: 'Present name', value: { from: 'presentName' } },
        { label: 'Proposed name', value: { from: 'proposedName' } },
        { label: 'Born', value: { join: [{ from: 'birthDate' }, { from: 'placeOfBirth' }], separator: ', ' } },
        { label: 'Residence', value: { from: 'residenceAddress' } },
        { label: 'Change of gender asked', value: { from: 'genderIdentity' } },
        {
          label: 'Parents (for a minor)',
          value: { join: [{ from: 'otherParentName' }, { from: 'otherParentAddress' }, { from: 'nearRelatives' }], separator: '; ' },
        },
      ],
    },
    {
      kind: 'value',
      item: '4',
      label: 'Required to register as a sex offender (Code Civ. Proc. §1279.5)',
      value: { from: 'sexOffenderRegistration' },
    },
    {
      kind: 'staff',
      item: 'Signature',
      label: 'Date and signature; the attestation of the change of gender for each person',
      note: 'signed by the client',
    },
  ],
});

export const nameChangeForms = defineForms({
  type: 'name-change',
  version: 2,
  forms: [nc100, nc300, nc110, nc120, nc125, nc121],
});
