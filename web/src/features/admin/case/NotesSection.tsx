/** Internal notes on the case: staff only, never shown to the client (unlike the status-change note). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { MAX_NOTE_LENGTH } from '../../../../../shared/casework';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useAddNote } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import './register-messages';

export function NotesSection({ id }: { id: string }) {
  const { t, date } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const notes = useQuery(caseQueries.notes(id));
  const [body, setBody] = useState('');
  const add = useAddNote(id, {
    onSuccess: () => {
      setBody('');
      notify({ type: 'success', header: t('adminCase.notes.added') });
    },
    onError: failed,
  });
  return (
    <Container
      header={
        <Header variant="h2" description={t('adminCase.notes.description')}>
          {t('adminCase.notes.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {notes.data && notes.data.items.length === 0 && <Box color="text-body-secondary">{t('adminCase.notes.none')}</Box>}
        <ul className="admin-notes">
          {(notes.data?.items ?? []).map((n) => (
            <li key={n.id}>
              <Box variant="small">
                <strong>{n.author.name}</strong> · {date(n.at, { withTime: true })}
              </Box>
              <div className="admin-prewrap">{n.body}</div>
            </li>
          ))}
        </ul>
        <FormField
          label={t('adminCase.notes.label')}
          description={t('adminCase.notes.description')}
          constraintText={`${body.length}/${MAX_NOTE_LENGTH}`}
        >
          <Textarea value={body} rows={3} onChange={(e) => setBody(e.detail.value)} />
        </FormField>
        <Button onClick={() => add.mutate(body.trim())} loading={add.isPending} disabled={!body.trim() || body.length > MAX_NOTE_LENGTH}>
          {t('adminCase.notes.add')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
