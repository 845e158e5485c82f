/**
 * The staff's side of the case workspace (issue 15) on the admin submission page, as sections of their own (beside
 * "Court forms", independent of it), one file each: assignment, documents (with office uploads for review and the
 * access record), document requests from the type's editable checklist, the message thread with the client, and
 * internal notes — labelled as never shown to the client, unlike the status-change note. A new section is a new file
 * and one line here.
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import type { Locale } from '../../../../../shared/i18n/core';
import { Assignment } from './Assignment';
import { DocumentsSection } from './DocumentsSection';
import { MessagesSection } from './MessagesSection';
import { NotesSection } from './NotesSection';
import { RequestsSection } from './RequestsSection';

export function CaseWorkspace(props: {
  submissionId: string;
  questionnaireType: QuestionnaireType;
  locale: Locale;
  assignedTo: { sub: string; name: string } | null;
  onAssigned(): void;
}) {
  const id = props.submissionId;
  return (
    <SpaceBetween size="l">
      <Assignment submissionId={id} assignedTo={props.assignedTo} onAssigned={props.onAssigned} />
      <DocumentsSection id={id} />
      <RequestsSection id={id} type={props.questionnaireType} locale={props.locale} />
      <MessagesSection id={id} />
      <NotesSection id={id} />
    </SpaceBetween>
  );
}
