/** What the staff job page's parts share (AdminServingJobPage.tsx). */
import Box from '@cloudscape-design/components/box';
import { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { type ServiceAddress } from '../../../../../shared/api/serving';
import { type JobState } from '../../../../../shared/serving/jobs';

export const STATE_TYPE: Record<JobState, StatusIndicatorProps.Type> = {
  new: 'pending',
  assigned: 'info',
  attempting: 'in-progress',
  served: 'success',
  substituted: 'success',
  unable: 'warning',
  proof_signed: 'success',
  proof_filed: 'success',
  cancelled: 'stopped',
};

export const EVENT_NAMES = [
  'created',
  'assigned',
  'reassigned',
  'attempt',
  'served',
  'substituted',
  'mailed',
  'unable',
  'proofSigned',
  'filed',
  'cancelled',
  'paid',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
export const isEvent = (e: string): e is EventName => (EVENT_NAMES as readonly string[]).includes(e);

export const addressText = (a: ServiceAddress) => `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
export const none = (text: string) => <Box color="text-status-inactive">{text}</Box>;
export const prewrap = (value: string | null, empty: string) => (value ? <span className="admin-prewrap">{value}</span> : none(empty));

export type Dialog = 'assign' | 'cancel' | 'filed' | 'payment' | null;
