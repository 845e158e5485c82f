/**
 * A case's contact rules in the console (shared/contact-rules.ts; UX review row 1): at the top of the case, what the
 * client said is safe (and what is not), when, and a safe way to reach them, with the messages the outbox held because
 * of them; beside every action that would message the client (a status change, a message, a document request, a
 * document sent for review), a warning that they will not be emailed and how to reach them instead. Staff change the
 * rules only from what the client told them, with a note. The server holds what the rules forbid whatever the screen
 * says: this is what staff need to know before they act.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { CaseContactResponse } from '../../../../../shared/api/contact';
import { allowsEverything, CONTACT_CHANNELS, type ContactChannel, type ContactRules } from '../../../../../shared/contact-rules';
import safetyMessages from '../../../../../shared/i18n/messages/safety';
import { ApiError, call } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { useNotify } from '../hooks/notifications';

registerMessages(safetyMessages);

/** Under the case's own key prefix (api/casework.ts caseKeys.all), so refreshing the case refreshes these too. */
const contactKey = (id: string) => ['admin', 'case', id, 'contact'] as const;

const contactQuery = (id: string) =>
  queryOptions({
    queryKey: contactKey(id),
    queryFn: ({ signal }) => call('GET /admin/submissions/{id}/contact', { params: { id }, signal }),
    // Held notices appear a moment after an action (the outbox decides): read again while the rules restrict.
    refetchInterval: (q) => (allowsEverything(q.state.data?.rules) ? false : 15_000),
  });

function useChannelList() {
  const { t } = useI18n();
  return (channels: readonly ContactChannel[]) => channels.map((c) => t(`safety.contact.channels.${c}`)).join(', ');
}

/** The client's own words as a sentence of the summary: a full stop unless they end with one (or ? ! …). */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** How to reach the client instead, in the rules' own words (for the warnings). */
function useSafeWay() {
  const { t } = useI18n();
  const list = useChannelList();
  return (rules: ContactRules) => {
    const safe = CONTACT_CHANNELS.filter((c) => rules.allowed[c]);
    const parts = [
      safe.length ? t('safety.contact.safe', { channels: list(safe) }) : t('safety.contact.noneSafe'),
      rules.safeTimes ? t('safety.contact.times', { times: sentence(rules.safeTimes) }) : '',
      rules.safeContact ? t('safety.contact.how', { how: sentence(rules.safeContact) }) : '',
    ];
    return parts.filter(Boolean).join(' ');
  };
}

/** At the top of the case page: the rules, the held messages, and the change. Nothing when the client set none. */
export function ContactRulesBanner({ caseId }: { caseId: string }) {
  const { t, date } = useI18n();
  const list = useChannelList();
  const safeWay = useSafeWay();
  const contact = useQuery(contactQuery(caseId));
  const [editing, setEditing] = useState(false);
  const rules = contact.data?.rules ?? null;
  if (!contact.data) return null;
  if (!rules || allowsEverything(rules))
    // Any client may tell the office that a way of contacting them is no longer safe: the change is one click away.
    return (
      <Box variant="p" color="text-body-secondary" data-testid="contact-rules">
        {t('safety.contact.none')}{' '}
        <Button variant="inline-link" onClick={() => setEditing(true)}>
          {t('safety.contact.edit.open')}
        </Button>
        {editing && <EditRules caseId={caseId} current={contact.data} onClose={() => setEditing(false)} />}
      </Box>
    );
  const unsafe = CONTACT_CHANNELS.filter((c) => !rules.allowed[c]);
  const held = contact.data?.held ?? [];
  return (
    <>
      <Alert
        type="warning"
        header={t('safety.contact.title')}
        action={<Button onClick={() => setEditing(true)}>{t('safety.contact.edit.open')}</Button>}
        data-testid="contact-rules"
      >
        <SpaceBetween size="xs">
          <Box variant="p" fontWeight="bold">
            {t('safety.contact.unsafe', { channels: list(unsafe) })}
          </Box>
          <Box variant="p">{safeWay(rules)}</Box>
          <Box variant="small" color="text-body-secondary">
            {rules.source === 'staff'
              ? t('safety.contact.fromStaff', {
                  name: rules.by?.name ?? '',
                  date: date(rules.at, { withTime: true }),
                  note: rules.note ?? '',
                })
              : t('safety.contact.fromAnswers', { date: date(rules.at) })}
          </Box>
          <ExpandableSection headerText={t('safety.contact.held.heading', { count: held.length })} data-testid="held-notices">
            {held.length === 0 ? (
              <Box color="text-body-secondary">{t('safety.contact.held.none')}</Box>
            ) : (
              <ul>
                {held.map((h) => (
                  <li key={h.id}>
                    <time dateTime={h.at}>{date(h.at, { withTime: true })}</time>
                    {' · '}
                    {t(h.channel === 'sms' ? 'safety.contact.held.itemSms' : 'safety.contact.held.item', {
                      kind: t(`safety.contact.kinds.${h.kind}` as 'safety.contact.kinds.client.statusChanged'),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </ExpandableSection>
        </SpaceBetween>
      </Alert>
      {editing && contact.data && <EditRules caseId={caseId} current={contact.data} onClose={() => setEditing(false)} />}
    </>
  );
}

/**
 * Beside an action that would email the client: when their rules forbid email, a warning that this one will not be
 * (it is held, and saved in their account) and how to reach them instead. Nothing otherwise.
 */
export function ContactRulesNotice({ caseId }: { caseId: string }) {
  const { t } = useI18n();
  const safeWay = useSafeWay();
  const contact = useQuery(contactQuery(caseId));
  const rules = contact.data?.rules;
  if (!rules || rules.allowed.email) return null;
  return (
    <Alert type="warning" header={t('safety.contact.notice.title')} data-testid="contact-rules-notice">
      {t('safety.contact.notice.text', { how: safeWay(rules) })}
    </Alert>
  );
}

function EditRules({ caseId, current, onClose }: { caseId: string; current: CaseContactResponse; onClose(): void }) {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const qc = useQueryClient();
  const start = current.rules;
  const [allowed, setAllowed] = useState<Record<ContactChannel, boolean>>(start?.allowed ?? { email: true, sms: true, phone: true });
  const [times, setTimes] = useState(start?.safeTimes ?? '');
  const [how, setHow] = useState(start?.safeContact ?? '');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      call('PUT /admin/submissions/{id}/contact-rules', {
        params: { id: caseId },
        body: {
          allowed,
          safeTimes: times.trim() || null,
          safeContact: how.trim() || null,
          note: note.trim(),
          expectedAt: start?.at ?? null,
        },
      }),
    onSuccess: async () => {
      notify({ type: 'success', header: t('safety.contact.edit.savedTitle') });
      await qc.invalidateQueries({ queryKey: contactKey(caseId) });
      onClose();
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 409) {
        notify({ type: 'warning', header: t('admin.flash.conflictTitle'), content: t('safety.contact.edit.conflict') });
        await qc.invalidateQueries({ queryKey: contactKey(caseId) });
        onClose();
      } else if (err instanceof ApiError && err.fieldErrors.note) setNoteError(translate(err.fieldErrors.note[0]));
      else notify({ type: 'error', header: err instanceof ApiError ? translate(`errors.${err.code}`) : t('errors.internal') });
    },
  });
  const submit = () => {
    if (!note.trim()) return setNoteError(t('errors.field.required'));
    save.mutate();
  };
  return (
    <Modal
      visible
      onDismiss={() => (save.isPending ? undefined : onClose())}
      header={t('safety.contact.edit.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={save.isPending}>
              {t('safety.contact.edit.cancel')}
            </Button>
            <Button variant="primary" loading={save.isPending} onClick={submit} data-testid="save-contact-rules">
              {t('safety.contact.edit.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('safety.contact.edit.intro')}</Box>
        <FormField label={t('safety.contact.edit.channels')}>
          <SpaceBetween size="xxs">
            {CONTACT_CHANNELS.map((c) => (
              <Checkbox key={c} checked={allowed[c]} onChange={(e) => setAllowed((a) => ({ ...a, [c]: e.detail.checked }))}>
                {t(`safety.contact.channels.${c}`)}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
        <FormField label={t('safety.contact.edit.times')} constraintText={`${times.length}/200`}>
          <Input value={times} onChange={(e) => setTimes(e.detail.value.slice(0, 200))} />
        </FormField>
        <FormField label={t('safety.contact.edit.how')} constraintText={`${how.length}/300`}>
          <Input value={how} onChange={(e) => setHow(e.detail.value.slice(0, 300))} />
        </FormField>
        <FormField label={t('safety.contact.edit.note')} errorText={noteError ?? undefined} constraintText={`${note.length}/1000`}>
          <Textarea
            value={note}
            rows={3}
            onChange={(e) => {
              setNoteError(null);
              setNote(e.detail.value.slice(0, 1000));
            }}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
