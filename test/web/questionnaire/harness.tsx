/** Renders the questionnaire form in a data router (the leave guard needs one) with fake persistence. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { QuestionnaireForm, type QuestionnaireFormProps } from '../../../web/src/features/questionnaire/QuestionnaireForm';
import { QUESTIONNAIRE_MESSAGES } from '../../../shared/questionnaires/registry';
import { I18nProvider, registerMessages } from '../../../web/src/lib/i18n/I18nProvider';
import { TestQueryProvider } from '../query';

// Every questionnaire's labels: the tests render whichever definition they import (the pages load theirs: load.ts).
QUESTIONNAIRE_MESSAGES.forEach(registerMessages);

export function renderForm(def: QuestionnaireDefinition, props: Partial<QuestionnaireFormProps> = {}) {
  const saveDraft = jest.fn<Promise<void>, Parameters<QuestionnaireFormProps['saveDraft']>>().mockResolvedValue(undefined);
  const discardDraft = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
  const submit = jest.fn<Promise<void>, Parameters<QuestionnaireFormProps['submit']>>().mockResolvedValue(undefined);
  const onSubmitted = jest.fn();
  const router = createMemoryRouter(
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
    { initialEntries: ['/questionnaire'] },
  );
  const user = userEvent.setup();
  const view = render(
    <TestQueryProvider>
      <I18nProvider initialLocale="en">
        <RouterProvider router={router} />
      </I18nProvider>
    </TestQueryProvider>,
  );
  return { ...view, user, router, saveDraft, discardDraft, submit, onSubmitted };
}
