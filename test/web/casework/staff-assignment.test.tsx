/** Who has the case (admin/case/Assignment): saved from the assignee shown; a conflict warns and refreshes; the list of staff from the API. */
import { act, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { Assignment } from '../../../web/src/features/admin/case/Assignment';
import { apiError, CASE, fakeApi, renderStaff } from './harness';

jest.setTimeout(30_000);

const STAFF = [
  { sub: 'rosa-sub', name: 'Rosa' },
  { sub: 'sofia-sub', name: 'Sofía' },
];

test('assigns to a member, saved with the assignee seen; a conflict warns; both refresh the submission', async () => {
  let conflict = false;
  const sent = fakeApi((req) => {
    if (req.path === '/admin/staff') return { status: 200, body: { staff: STAFF } };
    if (req.method === 'PUT') return conflict ? apiError(409, 'conflict') : { status: 200, body: { assignedTo: STAFF[1] } };
    return undefined;
  });
  const onAssigned = jest.fn();
  const view = renderStaff(<Assignment submissionId={CASE} assignedTo={STAFF[0]} onAssigned={onAssigned} />);
  const select = createWrapper(view.container).findSelect()!;
  expect(select.findTrigger().getElement()).toHaveTextContent('Rosa');
  expect(screen.getByRole('button', { name: 'Save assignment' })).toBeDisabled();
  await waitFor(() => expect(sent.some((r) => r.path === '/admin/staff')).toBe(true));
  act(() => select.openDropdown());
  await waitFor(() => expect(select.findDropdown().findOptionByValue('sofia-sub')).not.toBeNull());
  act(() => select.selectOptionByValue('sofia-sub'));
  act(() => screen.getByRole('button', { name: 'Save assignment' }).click());
  expect(await screen.findByText('Assignment saved.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
    [`/admin/submissions/${CASE}/assignment`, { assignee: 'sofia-sub', expectedAssignee: 'rosa-sub' }],
  ]);
  expect(onAssigned).toHaveBeenCalledTimes(1);

  conflict = true;
  act(() => screen.getByRole('button', { name: 'Save assignment' }).click());
  expect(await screen.findByText('Someone changed the assignment meanwhile. The page shows it now.')).toBeInTheDocument();
  expect(onAssigned).toHaveBeenCalledTimes(2);
});

test('in Spanish, unassigned', () => {
  fakeApi(() => undefined);
  const view = renderStaff(<Assignment submissionId={CASE} assignedTo={null} onAssigned={() => undefined} />, { locale: 'es' });
  expect(createWrapper(view.container).findSelect()!.findTrigger().getElement()).toHaveTextContent('Sin asignar');
  expect(screen.getByRole('button', { name: 'Guardar asignación' })).toBeDisabled();
});
