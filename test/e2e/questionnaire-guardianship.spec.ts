/**
 * Guardianship of a minor (definition version 2) in the browser, English and Spanish: a draft holding the sample answers
 * (shared/questionnaires/samples.ts) is resumed and every step passes the browser's validation as it is — the same
 * schema as the server's — from the proposed guardian to the relatives within the second degree; the review lists each
 * child's own parents and the relatives; no axe violations; screenshots of each step at 390, 1280 and 1440 px
 * (test-results/e2e/…/guardianship-*.png).
 */
import type { Page } from '@playwright/test';
import { guardianshipMinorSample, guardianshipMinorSampleEs } from '../../shared/questionnaires/samples';
import { expect, expectNoAxeViolations, freshUser, readyOrder, saveDraft, SCREENSHOTS, signIn, test } from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`guardianship-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const STEP_IDS = ['guardian', 'children', 'family', 'guardianship', 'additional'] as const;

const CASES = {
  en: {
    sample: guardianshipMinorSample,
    steps: ['About you (proposed guardian)', 'The children', 'Parents and relatives', 'The guardianship', 'Additional information'],
    next: 'Next',
    submit: 'Submit',
    // Half-siblings: each child's own father; a relative who has died; the co-guardian.
    review: ['Luis Ortiz', 'Miguel Ortiz', 'Kevin Ortiz', 'Jorge García'],
  },
  es: {
    sample: guardianshipMinorSampleEs,
    steps: ['Sobre usted (tutor propuesto)', 'Los menores', 'Padres y familiares', 'La tutela', 'Información adicional'],
    next: 'Siguiente',
    submit: 'Enviar',
    review: ['Mateo Ibáñez Núñez', 'Íñigo Ibáñez Ruiz'],
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`guardianship of a minor (${lang}): the sample passes every step, and every step on screen`, async ({ page }, testInfo) => {
    // Six steps, each checked by axe and shot at three widths: three times the default budget (work, not waiting).
    test.slow();
    const c = CASES[lang];
    const user = await freshUser();
    await readyOrder(user, 'guardianship-minor');
    await saveDraft(user, 'guardianship-minor', c.sample);
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    await signIn(page, user, '/questionnaire/guardianship-minor');
    const out = (n: string) => testInfo.outputPath(n);

    for (const [i, title] of c.steps.entries()) {
      const heading = page.getByRole('heading', { level: 2, name: title });
      await expect(heading).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `${lang}-${i + 1}-${STEP_IDS[i]}`, out);
      await page.getByRole('button', { name: c.next, exact: true }).click();
      // A step the answers do not satisfy stays on screen with an alert: the next heading would not come.
      await expect(page.getByRole('alert')).toHaveCount(0);
    }

    await expect(page.getByRole('button', { name: c.submit, exact: true })).toBeVisible();
    for (const text of c.review) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `${lang}-6-review`, out);
  });
}
