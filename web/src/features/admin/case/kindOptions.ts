import { DOCUMENT_KINDS, documentKindLabel } from '../../../../../shared/documents';
import { useI18n } from '../../../lib/i18n/I18nProvider';

/** The document types as Select options, labelled in the staff member's language. */
export function useKindOptions() {
  const { translate } = useI18n();
  return DOCUMENT_KINDS.map((k) => ({ value: k, label: translate(documentKindLabel(k)) }));
}
