import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';

/**
 * The step's buttons: "Previous" (not on the first step), "Back to review" (while editing a step from the review
 * step), and the form's submit button: "Next", or "Submit" on the review step.
 */
export function StepNav({
  canGoBack,
  onBack,
  onBackToReview,
  review,
  submitting,
}: {
  canGoBack: boolean;
  onBack: () => void;
  /** Shown when given. */
  onBackToReview?: () => void;
  review: boolean;
  submitting: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="q-nav">
      {canGoBack && (
        <Button large onClick={onBack}>
          {t('q.common.ui.previous')}
        </Button>
      )}
      {onBackToReview && (
        <Button large onClick={onBackToReview}>
          {t('q.common.ui.backToReview')}
        </Button>
      )}
      <Button type="submit" variant="primary" large busy={submitting}>
        {review ? t(submitting ? 'q.common.ui.submitting' : 'q.common.ui.submit') : t('q.common.ui.next')}
      </Button>
    </div>
  );
}
