import { useCallback } from 'react';
import { describeAuthError, type DescribedAuthError } from '../../lib/auth/errors';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';

/**
 * Report a failed auth call as the spec's toast: `title` for a Cognito answer (Sign in failed, Sign up failed, …),
 * "An error occurred" for an unexpected exception; the text is the translated server message.
 */
export function useAuthError() {
  const { t, translate } = useI18n();
  const toast = useToast();
  return useCallback(
    (err: unknown, titleKey: string): DescribedAuthError => {
      const described = describeAuthError(err, translate);
      toast.error(described.expected ? translate(titleKey) : t('auth.toast.errorTitle'), described.message);
      return described;
    },
    [t, translate, toast],
  );
}
