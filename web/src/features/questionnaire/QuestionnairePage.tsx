import { useQueryClient } from '@tanstack/react-query';
/**
 * /questionnaire/:type — loads the client's draft (if any) and shows the questionnaire form, wired to the API:
 * autosave to /drafts/{type}, submission to /submissions, then the thank-you page.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isQuestionnaireType, type QuestionnaireType } from '../../../../shared/catalogue';
import { getQuestionnaire } from '../../../../shared/questionnaires/registry';
import type { Answers } from '../../../../shared/questionnaires/types';
import { registerQuestionnaireMessages } from '../../lib/answers/QuestionnaireAnswers';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { invalidateCaseLists, listKeys } from '../../lib/query/lists';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { LoadFailed } from '../../ui/LoadFailed';
import { deleteDraft, loadDraft, saveDraft, submitAnswers, type Draft } from './api';
import { QuestionnaireForm } from './QuestionnaireForm';
import type { FormValues } from './values';

registerQuestionnaireMessages();

type DraftState = { status: 'loading' } | { status: 'ready'; draft: Draft | null } | { status: 'failed' };

export default function QuestionnairePage() {
  const { type } = useParams();
  const { t } = useI18n();
  if (!isQuestionnaireType(type)) {
    return (
      <div className="q-form">
        <h1 className="q-title">{t('q.common.ui.notFound')}</h1>
        <p>
          <Link to="/questionnaire">{t('q.common.ui.allQuestionnaires')}</Link>
        </p>
      </div>
    );
  }
  // A new type is a new form (its own state and draft).
  return <QuestionnaireLoader key={type} type={type} />;
}

function QuestionnaireLoader({ type }: { type: QuestionnaireType }) {
  const { t, translate } = useI18n();
  const navigate = useNavigate();
  const [state, setState] = useState<DraftState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadDraft(type, controller.signal).then(
      (draft) => setState({ status: 'ready', draft }),
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [type, attempt]);

  const queryClient = useQueryClient();
  const onSubmitted = useCallback(() => {
    const { successTitleKey, successTextKey } = getQuestionnaire(type).submit;
    navigate(`/thank-you?type=${type}`, { state: { successTitleKey, successTextKey } });
  }, [navigate, type]);
  // Until when the saved answers are kept (each save moves it to 90 days later); none once discarded.
  const [keptUntil, setKeptUntil] = useState<string | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setKeptUntil(state.draft?.expiresAt ?? null);
  }, [state]);
  const save = useCallback(
    async (answers: FormValues, step: string) => {
      setKeptUntil((await saveDraft(type, answers, step)).expiresAt);
      void queryClient.invalidateQueries({ queryKey: listKeys.drafts });
    },
    [type, queryClient],
  );
  const discard = useCallback(async () => {
    await deleteDraft(type);
    setKeptUntil(null);
    void queryClient.invalidateQueries({ queryKey: listKeys.drafts });
  }, [type, queryClient]);
  const submit = useCallback(
    async (answers: Answers, key: string) => {
      await submitAnswers(type, answers, key);
      // The draft has served its purpose; a failure here only leaves a stale draft behind.
      await deleteDraft(type).catch(() => undefined);
      await invalidateCaseLists(queryClient);
    },
    [type, queryClient],
  );

  if (state.status === 'loading') {
    return (
      <div className="q-loading">
        <Loading label={t('q.common.ui.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    // Starting without the saved answers would overwrite them on the first autosave: the client decides.
    return (
      <div className="q-form">
        <h1 className="q-title">{translate(getQuestionnaire(type).titleKey)}</h1>
        <LoadFailed
          message={t('q.common.ui.draft.loadError')}
          retryLabel={t('q.common.ui.draft.retry')}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          <Button onClick={() => setState({ status: 'ready', draft: null })}>{t('q.common.ui.draft.startOver')}</Button>
        </LoadFailed>
      </div>
    );
  }
  return (
    <QuestionnaireForm
      def={getQuestionnaire(type)}
      initialAnswers={state.draft?.answers}
      initialStepId={state.draft?.step}
      restored={state.draft !== null}
      keptUntil={keptUntil}
      saveDraft={save}
      discardDraft={discard}
      submit={submit}
      onSubmitted={onSubmitted}
    />
  );
}
