/** A draft the office sent for review: approve it, or ask for changes with a comment; once answered, the answer. */
import { useId, useState } from 'react';
import type { CaseDocument } from '../../../../../shared/api/casework';
import { errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { useReviewDocument } from './api';
import './register-messages';

export function ReviewControls({
  caseId,
  doc,
  review: state,
}: {
  caseId: string;
  doc: CaseDocument;
  review: NonNullable<CaseDocument['review']>;
}) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewDocument(caseId, doc.id, {
    onSuccess: () => toast.success(t('workspace.review.sent')),
    onError: (err) => setError(errorText(err, translate, { field: 'comment' })),
  });
  const { decision } = state;
  if (decision !== 'pending')
    return (
      <p className={`d-badge d-badge--${decision === 'approved' ? 'completed' : 'processing'}`} data-testid="ws-review-state">
        {t(`workspace.review.${decision}`)}
        {state.comment ? `: “${state.comment}”` : ''}
      </p>
    );
  return (
    <div className="ws-review" data-testid="ws-review">
      <p className="d-badge d-badge--pending">{t('workspace.review.pending')}</p>
      {error && !asking && <Alert tone="error">{error}</Alert>}
      {!asking ? (
        <div className="d-actions">
          <Button
            variant="primary"
            busy={review.isPending}
            onClick={() => review.mutate({ decision: 'approved' })}
            aria-label={`${t('workspace.review.approve')}: ${doc.name}`}
          >
            {t('workspace.review.approve')}
          </Button>
          <Button onClick={() => setAsking(true)} aria-label={`${t('workspace.review.askChanges')}: ${doc.name}`}>
            {t('workspace.review.askChanges')}
          </Button>
        </div>
      ) : (
        <form
          className="d-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!comment.trim()) return setError(t('errors.field.required'));
            setError(null);
            review.mutate({ decision: 'changes_requested', comment: comment.trim() });
          }}
        >
          <Field id={`${id}-comment`} label={t('workspace.review.comment')} error={error}>
            {(control) => <textarea {...control} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </Field>
          <div className="d-actions">
            <Button type="submit" variant="primary" busy={review.isPending}>
              {t('workspace.review.send')}
            </Button>
            <Button type="button" onClick={() => setAsking(false)}>
              {t('workspace.documents.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
