/** The type's document checklist (one title per line), edited in the client's language; saved from the version read. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import type { Locale } from '../../../../../shared/i18n/core';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useSaveChecklist } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import './register-messages';

export function ChecklistEditor({ id, type, locale }: { id: string; type: QuestionnaireType; locale: Locale }) {
  const { t } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const checklist = useQuery(caseQueries.checklist(type));
  // The text being edited while the section is open (null: closed).
  const [editing, setEditing] = useState<string | null>(null);
  const save = useSaveChecklist(id, type, {
    onSuccess: () => {
      setEditing(null);
      notify({ type: 'success', header: t('adminCase.requests.checklistSaved') });
    },
    onError: failed,
  });
  const items = checklist.data?.checklist[locale] ?? [];
  function submit() {
    const c = checklist.data!.checklist;
    const lines = (editing ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    save.mutate({ en: locale === 'en' ? lines : c.en, es: locale === 'es' ? lines : c.es, expectedVersion: c.version });
  }
  return (
    <ExpandableSection
      headerText={t('adminCase.requests.editChecklist')}
      expanded={editing !== null}
      onChange={(e) => setEditing(e.detail.expanded ? items.join('\n') : null)}
    >
      <SpaceBetween size="s">
        <Textarea
          value={editing ?? ''}
          rows={6}
          onChange={(e) => setEditing(e.detail.value)}
          ariaLabel={t('adminCase.requests.editChecklist')}
        />
        <Button onClick={submit} loading={save.isPending} disabled={editing === null || !checklist.data}>
          {t('adminCase.requests.saveChecklist')}
        </Button>
      </SpaceBetween>
    </ExpandableSection>
  );
}
