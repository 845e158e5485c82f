/**
 * "Court and case number" on the admin case page (issue 25): the courthouse every caption of the court forms names —
 * proposed from the client's answers with the reason, or chosen by staff (who and when) — and the case number they
 * print. Staff change both here; the request is validated with the API's own schema before it is sent, and a change
 * made meanwhile by someone else answers with a conflict and the latest choice.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { ApiError } from '../../../../../shared/api/client';
import { FilingRequestSchema, type FilingResponse } from '../../../../../shared/courts/api';
import { COURTHOUSES, courthouseById, FILING_LOCATOR_URL } from '../../../../../shared/courts/courthouses';
import filingMessages from '../../../../../shared/i18n/messages/filing';
import { call } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { caseKeys } from '../api/casework';
import { invalidateAdmin } from '../api/client';
import { useNotify } from '../hooks/notifications';
import { errorDetail } from '../hooks/useStatusChange';

registerMessages(filingMessages);

const filingKey = (id: string) => [...caseKeys.all(id), 'filing'] as const;

/** The reason's placeholders in the reader's words: "the decedent", "family law". */
function reasonText(data: FilingResponse, translate: (key: string, values?: Record<string, string>) => string): string {
  const v = data.proposal.values;
  const values: Record<string, string> = { ...v };
  if (v.what) values.what = translate(`filing.what.${v.what}`);
  if (v.kind) values.kind = translate(`filing.hears.${v.kind}`);
  return translate(`filing.reasons.${data.proposal.reason}`, values);
}

const addressOf = (c: NonNullable<FilingResponse['courthouse']>) => `${c.street}, ${c.city}, CA ${c.zip}`;

export function CourtFiling({ submissionId }: { submissionId: string }) {
  const { t, translate, date } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: filingKey(submissionId),
    queryFn: ({ signal }) => call('GET /admin/submissions/{id}/filing', { params: { id: submissionId }, signal }),
  });
  const data = query.data ?? null;
  const [editing, setEditing] = useState(false);
  const [courthouseId, setCourthouseId] = useState('');
  const [caseNumber, setCaseNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!data || editing) return;
    setCourthouseId(data.choice?.courthouseId ?? '');
    setCaseNumber(data.choice?.caseNumber ?? '');
  }, [data, editing]);

  const save = useMutation({
    mutationFn: (body: z.input<typeof FilingRequestSchema>) =>
      call('PUT /admin/submissions/{id}/filing', { params: { id: submissionId }, body }),
    onSuccess: (next) => {
      queryClient.setQueryData(filingKey(submissionId), next);
      void queryClient.invalidateQueries({ queryKey: caseKeys.all(submissionId) });
      // The court forms' captions name the court: their status and PDFs are stale too.
      void invalidateAdmin(queryClient, 'submissions');
      setEditing(false);
      notify({ type: 'success', header: t('filing.saved') });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'conflict') {
        notify({ type: 'warning', header: t('filing.conflict') });
        setEditing(false);
        void query.refetch();
      } else if (err instanceof ApiError && err.code === 'validation_failed') {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, keys]) => [k, translate(keys[0])])));
      } else notify({ type: 'error', header: t('filing.loadFailed'), content: errorDetail(err, translate) });
    },
  });

  const submit = () => {
    const body = { courthouseId: courthouseId || null, caseNumber: caseNumber.trim() || null, expectedAt: data?.choice?.at ?? null };
    // The API's own schema, in the browser first: a bad case number is shown at its field without a round trip.
    const parsed = FilingRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translate(i.message)])));
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  if (query.isPending)
    return (
      <Container header={<Header variant="h2">{t('filing.title')}</Header>}>
        <StatusIndicator type="loading" />
      </Container>
    );
  if (!data)
    return (
      <Container header={<Header variant="h2">{t('filing.title')}</Header>}>
        <StatusIndicator type="error">{t('filing.loadFailed')}</StatusIndicator>
      </Container>
    );

  const proposed = data.proposal.courthouseId ? courthouseById(data.proposal.courthouseId) : undefined;
  const hears = (kinds: readonly string[]) => kinds.map((k) => translate(`filing.hears.${k}`)).join(', ');
  const options = [
    { value: '', label: proposed ? t('filing.useProposal', { name: proposed.name }) : t('filing.useProposalNone') },
    ...COURTHOUSES.map((c) => ({
      value: c.id,
      label: t('filing.option', { name: c.name, city: c.city }),
      description: [c.street, c.district, hears(c.hears)].filter(Boolean).join(' · '),
    })),
  ];
  const c = data.courthouse;

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('filing.description')}
          actions={
            editing ? null : (
              <Button onClick={() => setEditing(true)} ariaLabel={`${t('filing.edit')}: ${t('filing.title')}`}>
                {t('filing.edit')}
              </Button>
            )
          }
        >
          {t('filing.title')}
        </Header>
      }
    >
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <SpaceBetween size="m">
            <FormField
              label={t('filing.choose')}
              description={
                <>
                  {t('filing.chooseHelp')}{' '}
                  <Link href={FILING_LOCATOR_URL} external externalIconAriaLabel={t('filing.opensNewTab')}>
                    {t('filing.locator')}
                  </Link>
                </>
              }
              errorText={errors.courthouseId}
            >
              <Select
                selectedOption={options.find((o) => o.value === courthouseId) ?? options[0]}
                options={options}
                onChange={(e) => setCourthouseId(e.detail.selectedOption.value ?? '')}
              />
            </FormField>
            <FormField label={t('filing.caseNumber')} description={t('filing.caseNumberHelp')} errorText={errors.caseNumber}>
              <Input
                value={caseNumber}
                onChange={(e) => setCaseNumber(e.detail.value)}
                placeholder={data.answeredCaseNumber || undefined}
                autoComplete={false}
                spellcheck={false}
              />
            </FormField>
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                variant="link"
                formAction="none"
                onClick={() => {
                  setEditing(false);
                  setErrors({});
                }}
              >
                {t('filing.cancel')}
              </Button>
              <Button variant="primary" loading={save.isPending}>
                {t('filing.save')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </form>
      ) : (
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: t('filing.courthouse'),
              value: c ? (
                <SpaceBetween size="xxxs">
                  <Box fontWeight="bold">{c.name}</Box>
                  <span>{addressOf(c)}</span>
                  {c.district ? <Box color="text-body-secondary">{`${t('filing.district')}: ${c.district}`}</Box> : null}
                  {c.mailing ? <Box color="text-body-secondary">{`${t('filing.mailing')}: ${c.mailing}`}</Box> : null}
                </SpaceBetween>
              ) : (
                <StatusIndicator type="warning">{t('filing.noCourthouse')}</StatusIndicator>
              ),
            },
            {
              label: t('filing.why'),
              value: data.choice?.courthouseId ? (
                t('filing.chosenByValue', { name: data.choice.by.name, date: date(data.choice.at, { withTime: true }) })
              ) : (
                <SpaceBetween size="xxxs">
                  <Box color="text-body-secondary">{t('filing.fromAnswers')}</Box>
                  <span>{reasonText(data, translate)}</span>
                </SpaceBetween>
              ),
            },
            {
              label: t('filing.caseNumber'),
              value: (
                <SpaceBetween size="xxxs">
                  <span>{data.caseNumber || t('filing.noCaseNumber')}</span>
                  {data.answeredCaseNumber && data.caseNumber !== data.answeredCaseNumber ? (
                    <Box color="text-body-secondary">{t('filing.caseNumberFromClient', { number: data.answeredCaseNumber })}</Box>
                  ) : null}
                  {data.choice ? (
                    <Box color="text-body-secondary">
                      {`${t('filing.chosenBy')}: ${t('filing.chosenByValue', { name: data.choice.by.name, date: date(data.choice.at, { withTime: true }) })}`}
                    </Box>
                  ) : null}
                </SpaceBetween>
              ),
            },
            { label: t('filing.county'), value: data.county || '—' },
          ]}
        />
      )}
    </Container>
  );
}
