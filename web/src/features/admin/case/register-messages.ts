/** The staff workspace's words (its own and the document types'), registered by every section that shows them. */
import adminCaseMessages from '../../../../../shared/i18n/messages/admin-case';
import documentsMessages from '../../../../../shared/i18n/messages/documents';
import { registerMessages } from '../../../lib/i18n/I18nProvider';

registerMessages(adminCaseMessages);
registerMessages(documentsMessages);
