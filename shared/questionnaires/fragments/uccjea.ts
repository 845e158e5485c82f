/**
 * The FL-105/GC-120 UCCJEA declaration as questions: the children (oldest first, as the form lists them), where they
 * have lived for five years and with whom (each person's present address), other court cases, protective orders in
 * effect and other people who claim custody or visitation. One object field named `uccjea` at the top level of a
 * step (its conditions read `/uccjea.…`); its map is `fl105Map` (uccjea.map.ts), complete for every field of FL-105.
 *
 * How several children are handled (FL-105 item 3):
 *  - the client says how many children (`childCount`: the form shows exactly that many entries) and, when more than
 *    one, whether they have all lived together for five years (`livedTogether`);
 *  - one child, or all together: the residence history is asked once (`uccjea.residences`), covering five years or
 *    the time since the oldest child's birth; it fills item 3a, and the "one child or lived together" box is checked;
 *  - not together: each child's own history (`uccjea.children.N.residences`); the oldest child's fills item 3a, the
 *    others go on a preparer's worksheet for FL-105(A)/GC-120(A) (a form the project does not hold), and the "not
 *    lived together" box is checked.
 * Children beyond item 2's four rows and residences beyond item 3a's five rows continue on MC-025 attachments titled
 * as the form says ("FL-105, Attachment 2, Additional Children"; "Attachment 3a"), with the form's boxes checked.
 *
 * Add your own per-child questions after these with `uccjeaObject({ extraChildFields })`; add the caption (parties,
 * case number) in the map's options.
 */
import type { Condition, FieldSpec } from '../types';
import { COURT_CASES, PROTECTIVE_ORDERS } from './court-cases';

const k = (path: string) => `q.uccjea.${path}.label`;
const help = (path: string) => `q.uccjea.${path}.help`;

/** One residence: dates, where (city and state; only the state when the present address is confidential), with whom and their present address. */
export const RESIDENCE_FIELDS = [
  { kind: 'date', name: 'from', required: true, range: 'past', labelKey: k('residence.from') },
  { kind: 'date', name: 'to', range: 'past', labelKey: k('residence.to'), help: help('residence.to') },
  { kind: 'text', filing: 'place', name: 'city', required: true, maxLength: 80, labelKey: k('residence.city') },
  {
    kind: 'text',
    filing: 'place',
    name: 'state',
    required: true,
    maxLength: 80,
    labelKey: k('residence.state'),
    help: help('residence.state'),
  },
  {
    kind: 'checkbox',
    name: 'confidential',
    labelKey: k('residence.confidential'),
    help: help('residence.confidential'),
    showIf: { field: 'to', filled: false },
  },
  { kind: 'text', filing: 'term', name: 'livedWith', required: true, maxLength: 150, labelKey: k('residence.livedWith') },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'livedWithAddress',
    required: true,
    maxLength: 300,
    labelKey: k('residence.livedWithAddress'),
    help: help('residence.livedWithAddress'),
  },
  {
    kind: 'checkbox',
    name: 'livedWithConfidential',
    labelKey: k('residence.livedWithConfidential'),
    showIf: { field: 'to', filled: false },
  },
  {
    kind: 'text',
    filing: 'place',
    name: 'livedWithState',
    required: true,
    maxLength: 80,
    labelKey: k('residence.livedWithState'),
    showIf: { field: 'livedWithConfidential', equals: true },
  },
  {
    kind: 'text',
    filing: 'term',
    name: 'relationship',
    required: true,
    maxLength: 100,
    labelKey: k('residence.relationship'),
    help: help('residence.relationship'),
  },
] as const;

const residencesGroup = <const N extends string, const C extends Condition>(name: N, labelKey: string, showIf: C) =>
  ({
    kind: 'group',
    name,
    min: 1,
    max: 25,
    labelKey,
    help: help('residences'),
    itemKey: 'q.uccjea.residences.item',
    addKey: 'q.uccjea.residences.add',
    showIf,
    fields: RESIDENCE_FIELDS,
    rules: [{ kind: 'dateOrder', earlier: 'from', later: 'to', errorKey: 'q.common.errors.periodOrder' }],
  }) as const;

/** The `uccjea` object; `extraChildFields` are asked for each child after the UCCJEA's own questions. */
export const uccjeaObject = <const Extra extends readonly FieldSpec[] = readonly []>(options: { extraChildFields?: Extra } = {}) =>
  ({
    kind: 'object',
    name: 'uccjea',
    labelKey: k('uccjea'),
    help: help('uccjea'),
    fields: [
      { kind: 'number', name: 'childCount', required: true, min: 1, max: 20, labelKey: k('childCount') },
      {
        kind: 'yesno',
        name: 'livedTogether',
        required: true,
        labelKey: k('livedTogether'),
        help: help('livedTogether'),
        showIf: { field: 'childCount', greaterThan: 1 },
      },
      {
        kind: 'group',
        name: 'children',
        min: 1,
        max: 20,
        countField: 'childCount',
        labelKey: k('children'),
        help: help('children'),
        itemKey: 'q.uccjea.children.item',
        addKey: 'q.uccjea.children.add',
        fields: [
          { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: k('children.name') },
          { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: k('children.birthDate') },
          {
            kind: 'text',
            filing: 'place',
            name: 'placeOfBirth',
            required: true,
            maxLength: 120,
            labelKey: k('children.placeOfBirth'),
            help: help('children.placeOfBirth'),
          },
          {
            kind: 'select',
            name: 'sex',
            labelKey: k('children.sex'),
            options: [
              { value: 'female', labelKey: 'q.uccjea.children.sex.options.female' },
              { value: 'male', labelKey: 'q.uccjea.children.sex.options.male' },
              { value: 'nonbinary', labelKey: 'q.uccjea.children.sex.options.nonbinary' },
            ],
          },
          residencesGroup('residences', k('children.residences'), { field: '/uccjea.livedTogether', equals: false }),
          ...((options.extraChildFields ?? []) as Extra),
        ],
        rules: [
          {
            kind: 'coversYears',
            group: 'residences',
            from: 'from',
            to: 'to',
            years: 5,
            notBefore: 'birthDate',
            errorKey: 'q.common.errors.residenceHistory',
          },
        ],
      },
      residencesGroup('residences', k('residences'), { not: { field: 'livedTogether', equals: false } }),
      ...COURT_CASES,
      ...PROTECTIVE_ORDERS,
      { kind: 'yesno', name: 'otherClaimants', required: true, labelKey: k('otherClaimants'), help: help('otherClaimants') },
      {
        kind: 'group',
        name: 'claimants',
        min: 1,
        max: 10,
        showIf: { field: 'otherClaimants', equals: true },
        labelKey: k('claimants'),
        itemKey: 'q.uccjea.claimants.item',
        addKey: 'q.uccjea.claimants.add',
        fields: [
          { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: k('claimants.name') },
          { kind: 'text', filing: 'asWritten', name: 'address', required: true, maxLength: 300, labelKey: k('claimants.address') },
          { kind: 'checkbox', name: 'hasPhysicalCustody', labelKey: k('claimants.hasPhysicalCustody') },
          { kind: 'checkbox', name: 'claimsCustody', labelKey: k('claimants.claimsCustody') },
          { kind: 'checkbox', name: 'claimsVisitation', labelKey: k('claimants.claimsVisitation') },
          { kind: 'text', filing: 'names', name: 'childNames', required: true, maxLength: 200, labelKey: k('claimants.childNames') },
        ],
      },
    ],
    rules: [
      { kind: 'ordered', group: 'children', by: 'birthDate', order: 'asc', errorKey: 'q.uccjea.errors.oldestFirst' },
      {
        kind: 'coversYears',
        group: 'residences',
        from: 'from',
        to: 'to',
        years: 5,
        notBefore: 'children.*.birthDate',
        errorKey: 'q.common.errors.residenceHistory',
      },
    ],
  }) as const;

/** The `uccjea` object with no extra per-child question. */
export const UCCJEA = uccjeaObject();
