/**
 * The typing of form maps, shown failing (issue 25): each line marked `@ts-expect-error` is a map line that must not
 * compile — a renamed question, a removed option, a misspelt option label, a path into the wrong list. `npm run
 * typecheck` compiles this file (it is not a jest test: nothing here runs), and fails if any of the marked lines
 * compiles, because the directive is then unused. The unmarked lines beside them are the same lines written right.
 */
import type { FL150_WORK } from '../../../shared/questionnaires/fragments/fl150';
import type { nameChange } from '../../../shared/questionnaires/name-change';
import type { probate } from '../../../shared/questionnaires/probate';
import type { smallClaims } from '../../../shared/questionnaires/small-claims';
import { mapsFor, mapsOver } from '../../../shared/questionnaires/forms/typed';
import type { AnswersOf, StepAnswers } from '../../../shared/questionnaires/types';

export function smallClaimsMapLines(): void {
  const { check, text, cell, is, spec } = mapsFor<typeof smallClaims>();

  text('2', 'Defendant: name', 'defendant.name');
  // @ts-expect-error — a question that does not exist (a typo, or a question renamed in the definition)
  text('2', 'Defendant: name', 'defendant.fullName');

  check('8', 'Suing a public entity', { field: 'defendantType', equals: 'publicEntity' });
  // @ts-expect-error — an option the question does not have (removed, or never there)
  check('8', 'Suing a corporation', { field: 'defendantType', equals: 'corporation' });
  // @ts-expect-error — a yes/no answer compared with text
  check('1', 'Fictitious name', { field: 'usesFictitiousName', equals: 'yes' });

  is('defendantType', 'business');
  // @ts-expect-error — the same through the condition helper
  is('defendantType', 'company');

  spec({ option: 'defendantType', labels: { person: 'Person', business: 'Business' } });
  // @ts-expect-error — an option label keyed by a value the question does not have
  spec({ option: 'defendantType', labels: { person: 'Person', corporation: 'Corporation' } });

  // A path relative to a list item must name a question of a list; the agent of another defendant is one.
  cell('agent.name');
  // @ts-expect-error — no list's items have this question
  cell('agent.fullName');

  // A money total over a list's items: the list must be a list.
  spec({ count: 'otherDefendants' });
  // @ts-expect-error — counting a question that is not a list
  spec({ count: 'defendant' });
}

export function probateMapLines(): void {
  const { check, text } = mapsFor<typeof probate>();
  text('1', 'Decedent', 'decedentName');
  // @ts-expect-error — renamed in the map but not in the definition
  text('1', 'Decedent', 'decedent.name');
  check('3e(2)', 'All heirs waive bond', { field: 'bond', equals: 'allWaive' });
  // @ts-expect-error — a bond option the probate questionnaire does not offer
  check('3e(2)', 'All heirs waive bond', { field: 'bond', equals: 'waived' });
}

export function nameChangeMapLines(): void {
  const { checkIf } = mapsFor<typeof nameChange>();
  checkIf('7e', 'Neither parent is living', 'neitherParentLiving');
  // @ts-expect-error — checkIf takes a yes/no answer only
  checkIf('7e', 'Near relatives', 'nearRelatives');
}

/** A form several questionnaires share is mapped over the fragment's own answers (FL-150 over fl150.ts). */
export function fragmentMapLines(): void {
  const { text, check } = mapsOver<AnswersOf<readonly [typeof FL150_WORK]>>();
  text('1a', 'Employer', 'fl150Work.employer');
  // @ts-expect-error — a path outside the fragment's answers (the questionnaire's own, not the fragment's)
  text('1a', 'Employer', 'petitioner.name');
  check('1', 'Paid weekly', { field: 'fl150Work.payPeriod', equals: 'week' });
  // @ts-expect-error — a pay period the fragment does not offer
  check('1', 'Paid fortnightly', { field: 'fl150Work.payPeriod', equals: 'fortnight' });
}

/**
 * The rename itself: the same map line against a definition before and after its question is renamed. It compiles
 * against the first and not against the second, which is what a map author sees when a definition changes under a map.
 */
type Before = StepAnswers<
  [
    {
      id: 'you';
      fields: [
        { kind: 'text'; name: 'plaintiffName'; required: true },
        { kind: 'radio'; name: 'kind'; required: true; options: [{ value: 'person' }, { value: 'business' }] },
      ];
    },
  ]
>;
type After = StepAnswers<
  [
    {
      id: 'you';
      fields: [
        { kind: 'text'; name: 'plaintiffFullName'; required: true },
        { kind: 'radio'; name: 'kind'; required: true; options: [{ value: 'person' }] },
      ];
    },
  ]
>;

export function renamedQuestion(): void {
  const before = mapsOver<Before>();
  const after = mapsOver<After>();
  before.text('1', 'Plaintiff', 'plaintiffName');
  // @ts-expect-error — the question was renamed to plaintiffFullName
  after.text('1', 'Plaintiff', 'plaintiffName');
  before.check('1', 'A business', { field: 'kind', equals: 'business' });
  // @ts-expect-error — the option "business" was removed
  after.check('1', 'A business', { field: 'kind', equals: 'business' });
}
