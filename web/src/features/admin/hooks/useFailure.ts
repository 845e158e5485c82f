/** A refused or failed call as a console flash: the error code's sentence, with the field errors the API named under it. */
import { ApiError, errorCodeText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useNotify } from './notifications';

export function useFailure(): (err: unknown) => void {
  const notify = useNotify();
  const { translate } = useI18n();
  return (err: unknown) => {
    const fields = err instanceof ApiError ? Object.values(err.fieldErrors).flat() : [];
    notify({
      type: 'error',
      header: errorCodeText(err, translate),
      content: fields.length ? fields.map((k) => translate(k)).join(' ') : undefined,
    });
  };
}
