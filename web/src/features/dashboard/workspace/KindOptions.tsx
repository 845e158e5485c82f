import { DOCUMENT_KINDS, documentKindLabel } from '../../../../../shared/documents';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import './register-messages';

/** The document types as a select's options, in the reader's language. */
export function KindOptions() {
  const { translate } = useI18n();
  return (
    <>
      {DOCUMENT_KINDS.map((k) => (
        <option key={k} value={k}>
          {translate(documentKindLabel(k))}
        </option>
      ))}
    </>
  );
}
