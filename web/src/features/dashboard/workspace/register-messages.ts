/** The workspace's words (its own and the document types'), registered by every section that shows them. */
import documentsMessages from '../../../../../shared/i18n/messages/documents';
import workspaceMessages from '../../../../../shared/i18n/messages/workspace';
import { registerMessages } from '../../../lib/i18n/I18nProvider';

registerMessages(documentsMessages);
registerMessages(workspaceMessages);
