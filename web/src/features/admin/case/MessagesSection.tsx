/**
 * The thread with the client, oldest first (earlier pages on request), and the reply form. Seeing the client's
 * unread messages reads them (the list's unread count goes to 0).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { MAX_MESSAGE_LENGTH } from '../../../../../shared/casework';
import { threadView, useMarkThreadRead } from '../../../lib/casework/thread';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useMarkRead, useSendMessage } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import { ContactRulesNotice } from '../components/ContactRules';
import './register-messages';

export function MessagesSection({ id }: { id: string }) {
  const { t, date } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  // Newest page first (100 messages a page); "Show earlier messages" reads the next, older page.
  const thread = useInfiniteQuery(caseQueries.messages(id));
  const { messages, markers } = threadView(thread.data?.pages);
  useMarkThreadRead(markers, 'staff', useMarkRead(id));
  const [body, setBody] = useState('');
  const send = useSendMessage(id, {
    onSuccess: () => {
      setBody('');
      notify({ type: 'success', header: t('adminCase.messages.sent') });
    },
    onError: failed,
  });
  const tooLong = body.length > MAX_MESSAGE_LENGTH;
  return (
    <Container
      header={
        <Header variant="h2" description={t('adminCase.messages.description')}>
          {t('adminCase.messages.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {thread.data && messages.length === 0 && <Box color="text-body-secondary">{t('adminCase.messages.none')}</Box>}
        {thread.hasNextPage && (
          <Button onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
            {t('adminCase.messages.older')}
          </Button>
        )}
        <ol className="admin-thread" aria-label={t('adminCase.messages.heading')}>
          {messages.map((m) => (
            <li key={m.id} className={`admin-thread__msg admin-thread__msg--${m.author.role}`}>
              <Box variant="small">
                <strong>{m.author.role === 'client' ? `${m.author.name} (${t('adminCase.messages.client')})` : m.author.name}</strong> ·{' '}
                {date(m.at, { withTime: true })}
              </Box>
              <div className="admin-prewrap">{m.body}</div>
            </li>
          ))}
        </ol>
        <FormField
          label={t('adminCase.messages.label')}
          constraintText={`${body.length}/${MAX_MESSAGE_LENGTH}`}
          errorText={tooLong ? t('errors.field.tooLong') : undefined}
        >
          <Textarea value={body} rows={3} onChange={(e) => setBody(e.detail.value)} />
        </FormField>
        <ContactRulesNotice caseId={id} />
        <Button variant="primary" onClick={() => send.mutate(body.trim())} loading={send.isPending} disabled={!body.trim() || tooLong}>
          {t('adminCase.messages.send')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
