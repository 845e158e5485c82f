import { useQuery, useQueryClient } from '@tanstack/react-query';
/**
 * /questionnaire/:type — loads the type's definition (its own chunk, lib/answers/questionnaire.ts) and the client's
 * draft (if any), both behind one loader, and shows the questionnaire form, wired to the API: autosave to
 * /drafts/{type}, submission to /submissions, then the thank-you page. Drafts are carried to the current version by
 * the server, so the form only ever needs the current definition.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { typeFromSlug } from '../../../../shared/questionnaire-slugs';
import type { Answers } from '../../../../shared/questionnaires/types';
import { questionnaireQuery } from '../../lib/answers/questionnaire';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { LoadFailed } from '../../ui/LoadFailed';
import { deleteDraft, draftQuery, saveDraft, submitAnswers } from './api';
import { QuestionnaireForm } from './QuestionnaireForm';
import type { FormValues } from './values';
import { thankYouPath } from '../../lib/questionnaire-paths';

export default function QuestionnairePage() {
  // The route's slug (shared/questionnaire-slugs.ts): `document-preparation`, never the domestic-violence type's id.
  const type = typeFromSlug(useParams().type);
  const { t } = useI18n();
  if (!type) {
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
  const { t, translate, locale } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const definition = useQuery(questionnaireQuery(type));
  const def = definition.data;
  const loaded = useQuery(draftQuery(type));
  // "Start over" after a failed load: the form without the saved answers.
  const [skipDraft, setSkipDraft] = useState(false);
  // The draft as read for this opening of the form (undefined until then), never a copy from an earlier one.
  const draft = skipDraft ? null : loaded.isSuccess && loaded.isFetchedAfterMount ? loaded.data : undefined;

  const submitKeys = def?.submit;
  const onSubmitted = useCallback(() => {
    navigate(thankYouPath(type), {
      state: { successTitleKey: submitKeys?.successTitleKey, successTextKey: submitKeys?.successTextKey },
    });
  }, [navigate, type, submitKeys]);
  // Until when the saved answers are kept: the loaded draft's date until a save moves it (90 days later) or "Start
  // over" deletes the draft (none).
  const [savedUntil, setSavedUntil] = useState<string | null | undefined>(undefined);
  const keptUntil = savedUntil === undefined ? (draft?.expiresAt ?? null) : savedUntil;
  const save = useCallback(
    async (answers: FormValues, step: string) => setSavedUntil((await saveDraft(queryClient, type, answers, step)).expiresAt),
    [type, queryClient],
  );
  const discard = useCallback(async () => {
    await deleteDraft(queryClient, type);
    setSavedUntil(null);
  }, [type, queryClient]);
  const submit = useCallback(
    async (answers: Answers, key: string) => void (await submitAnswers(queryClient, type, answers, key, locale)),
    [type, queryClient, locale],
  );

  if (!def && definition.isError && !definition.isFetching) {
    return (
      <div className="q-form">
        <LoadFailed message={t('q.common.ui.loadFailed')} retryLabel={t('q.common.ui.retry')} onRetry={() => void definition.refetch()} />
      </div>
    );
  }
  if (!def || (draft === undefined && !(loaded.isError && !loaded.isFetching))) {
    return (
      <div className="q-loading">
        <Loading label={t('q.common.ui.loading')} />
      </div>
    );
  }
  if (draft === undefined) {
    // Starting without the saved answers would overwrite them on the first autosave: the client decides.
    return (
      <div className="q-form">
        <h1 className="q-title">{translate(def.titleKey)}</h1>
        <LoadFailed
          message={t('q.common.ui.draft.loadError')}
          retryLabel={t('q.common.ui.draft.retry')}
          onRetry={() => void loaded.refetch()}
        >
          <Button onClick={() => setSkipDraft(true)}>{t('q.common.ui.draft.startOver')}</Button>
        </LoadFailed>
      </div>
    );
  }
  return (
    <QuestionnaireForm
      def={def}
      initialAnswers={draft?.answers}
      initialStepId={draft?.step}
      restored={draft !== null}
      keptUntil={keptUntil}
      saveDraft={save}
      discardDraft={discard}
      submit={submit}
      onSubmitted={onSubmitted}
    />
  );
}
