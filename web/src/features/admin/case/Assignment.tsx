/** Who in the office has the case: a staff member or nobody, saved from the assignee shown (409: someone changed it meanwhile). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useAssign } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import './register-messages';

export function Assignment({
  submissionId,
  assignedTo,
  onAssigned,
}: {
  submissionId: string;
  assignedTo: { sub: string; name: string } | null;
  onAssigned(): void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const staff = useQuery(caseQueries.staff());
  const [chosen, setChosen] = useState<string>(assignedTo?.sub ?? '');
  useEffect(() => setChosen(assignedTo?.sub ?? ''), [assignedTo?.sub]);
  const save = useAssign(submissionId, {
    onSuccess: () => {
      notify({ type: 'success', header: t('adminCase.assignment.saved') });
      onAssigned();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'conflict') notify({ type: 'warning', header: t('adminCase.assignment.conflict') });
      else failed(err);
      onAssigned();
    },
  });
  const options = [
    { value: '', label: t('adminCase.assignment.nobody') },
    // The assignee shows by name while the staff list loads (and if they have left the staff since).
    ...[...(staff.data?.staff ?? []), ...(assignedTo && !staff.data?.staff.some((m) => m.sub === assignedTo.sub) ? [assignedTo] : [])].map(
      (m) => ({ value: m.sub, label: m.name }),
    ),
  ];
  return (
    <Container header={<Header variant="h2">{t('adminCase.assignment.heading')}</Header>}>
      <SpaceBetween size="s" direction="horizontal" alignItems="end">
        <FormField label={t('adminCase.assignment.label')}>
          <Select
            selectedOption={options.find((o) => o.value === chosen) ?? options[0]}
            options={options}
            onChange={(e) => setChosen(e.detail.selectedOption.value ?? '')}
            statusType={staff.isPending ? 'loading' : 'finished'}
          />
        </FormField>
        <Button
          onClick={() => save.mutate({ assignee: chosen || null, expectedAssignee: assignedTo?.sub ?? null })}
          loading={save.isPending}
          disabled={chosen === (assignedTo?.sub ?? '')}
        >
          {t('adminCase.assignment.save')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
