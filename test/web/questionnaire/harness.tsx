/** Renders the questionnaire form in the app's router (its history holds navigations for the leave guard) with fake persistence. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { QuestionnaireForm, type QuestionnaireFormProps } from '../../../web/src/features/questionnaire/QuestionnaireForm';
import { QUESTIONNAIRE_MESSAGES } from '../../../shared/questionnaires/registry';
import { I18nProvider, registerMessages } from '../../../web/src/lib/i18n/I18nProvider';
import { TestQueryProvider } from '../query';
import { appRouter } from '../router';

// Every questionnaire's labels: the tests render whichever definition they import (the pages load theirs: load.ts).
QUESTIONNAIRE_MESSAGES.forEach(registerMessages);

/** The form at /questionnaire; `behind`: the addresses before it in the history (for going back). */
export function renderForm(def: QuestionnaireDefinition, props: Partial<QuestionnaireFormProps> = {}, behind: string[] = []) {
  const saveDraft = jest.fn<Promise<void>, Parameters<QuestionnaireFormProps['saveDraft']>>().mockResolvedValue(undefined);
  const discardDraft = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
  const submit = jest.fn<Promise<void>, Parameters<QuestionnaireFormProps['submit']>>().mockResolvedValue(undefined);
  const onSubmitted = jest.fn();
  const { router, element } = appRouter(
    [
      {
        path: '/questionnaire',
        element: (
          <QuestionnaireForm
            def={def}
            saveDraft={saveDraft}
            discardDraft={discardDraft}
            submit={submit}
            onSubmitted={onSubmitted}
            autosaveDelayMs={60_000}
            {...props}
          />
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    [...behind, '/questionnaire'],
  );
  const user = userEvent.setup();
  const view = render(
    <TestQueryProvider>
      <I18nProvider initialLocale="en">{element}</I18nProvider>
    </TestQueryProvider>,
  );
  return { ...view, user, router, saveDraft, discardDraft, submit, onSubmitted };
}
