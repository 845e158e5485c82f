import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SENSITIVE_TYPES } from '../../../../shared/questionnaire-types';
import { useAuth } from '../auth/AuthProvider';
import { onQuickExit, setSensitiveAccount } from '../safety/leave';
import { ordersQuery } from './lists';

/**
 * On every signed-in page of a client (inside QueryLayer): whether they have a sensitive case (an order of a
 * SENSITIVE_TYPES questionnaire, which every case starts with), so "Quick exit" shows on all their pages — the
 * dashboard and the case page name the case (docs/security.md F1). Quick exit also empties the query cache.
 */
export function SensitiveCaseWatch() {
  const auth = useAuth();
  const client = useQueryClient();
  const isClient = auth.status === 'signedIn' && !auth.isAdmin && auth.client !== 'staff';
  const orders = useQuery({ ...ordersQuery(), enabled: isClient });
  useEffect(() => onQuickExit(() => client.clear()), [client]);
  useEffect(() => {
    if (!isClient) setSensitiveAccount(false);
    else if (orders.data) setSensitiveAccount(orders.data.some((o) => SENSITIVE_TYPES.has(o.questionnaireType)));
  }, [isClient, orders.data]);
  return null;
}
