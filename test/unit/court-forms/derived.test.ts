/**
 * What the maps derive, committed: the light forms list (meta.generated.ts) fails here while stale (`npm run forms --
 * meta`); the coverage table in docs/questionnaires.md is checked by fidelity.test.ts, which measures its legibility
 * figures. The coverage target: every questionnaire whose maps are all written collects at least 90% of its forms'
 * client-supplied items.
 */
import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { FORMS_META } from '../../../shared/questionnaires/forms/meta.generated';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { computeCoverage, computeMeta, percent } from '../../../scripts/court-forms/derived';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

it('meta.generated.ts is the list the maps give', () => {
  expect(FORMS_META).toEqual(computeMeta());
});

it('the catalogue (hub, contract) names exactly the forms of the maps', () => {
  for (const type of QUESTIONNAIRE_TYPES) {
    const forms = FORM_MAPS[type].forms;
    expect([...CATALOGUE[type].forms, ...CATALOGUE[type].formsWhenNeeded].sort()).toEqual(forms.map((f) => f.form).sort());
  }
});

it('no longer names the wrong forms the review found (DRO ≠ FL-460; adult adoption ≠ ADOPT-200/215)', () => {
  const named = (type: keyof typeof CATALOGUE) => [...CATALOGUE[type].forms, ...CATALOGUE[type].formsWhenNeeded].join(' ');
  expect(named('domestic-relations-order')).not.toMatch(/FL-460|FL-345/);
  expect(named('adult-adoption')).not.toMatch(/ADOPT-/);
  expect(named('adult-adoption')).toMatch(/9320/);
});

it('every questionnaire with all its maps written collects ≥ 90% of its forms’ client items', () => {
  const done = computeCoverage().filter((r) => r.pending.length === 0);
  for (const row of done)
    expect({ type: row.type, coverage: percent(row.collected, row.total) >= 90 }).toEqual({ type: row.type, coverage: true });
});
