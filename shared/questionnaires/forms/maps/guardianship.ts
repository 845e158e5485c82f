/**
 * What the guardianship-minor maps share (GC-210, GC-210(P), GC-212, GC-240, GC-110): the caption's names of the
 * children, the proposed guardians (the client and a co-guardian), and the parents' nominations and consents wherever
 * the parents were asked (once for all the children, or per child). Plain value specs and conditions, composed for the
 * typed maps (the map-paths test reads their paths against the definition).
 */
import type { ValueSpec } from '../model';
import type { Condition } from '../../types';
import { oneLineAddress } from './caption';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
export const CO = is('hasCoGuardian', true);

/** "Daniel Ortiz, Sofía Ramírez Ortiz" — the caption's GUARDIANSHIP OF (name). */
export const CHILDREN_NAMES: ValueSpec = { each: 'uccjea.children', value: { from: 'name' } };

/** The proposed guardian, and the co-guardian when there is one. */
export const GUARDIAN_NAMES: ValueSpec = {
  join: [{ from: 'guardian.name' }, { if: CO, then: { from: 'coGuardian.name' } }],
  separator: ' and ',
};
export const GUARDIAN_ADDRESSES: ValueSpec = {
  join: [
    oneLineAddress('guardian'),
    { if: CO, then: { join: [{ from: 'coGuardian.name' }, oneLineAddress('coGuardian')], separator: ': ' } },
  ],
  separator: '; ',
};
export const GUARDIAN_PHONES: ValueSpec = {
  join: [{ from: 'guardian.phone' }, { if: CO, then: { from: 'coGuardian.phone' } }],
  separator: '; ',
};

/** Whether any parent consents (GC-211 item 4) or nominates (items 2–3), wherever the parents were asked. */
export const anyParent = (field: string, value: string | boolean): Condition => ({
  any: [
    is(`mother.${field}`, value),
    is(`father.${field}`, value),
    // Per child, when the children do not share both parents (the UCCJEA fragment allows up to 20 children).
    ...Array.from({ length: 20 }, (_, i) => [
      is(`uccjea.children.${i}.mother.${field}`, value),
      is(`uccjea.children.${i}.father.${field}`, value),
    ]).flat(),
  ],
});
