/**
 * The booking's draft (what the client has typed so far), the request it makes and each step's checks with the API's
 * own schemas (shared/api/notary.ts).
 */
import type * as z from 'zod/mini';
import { AddressSchema, ContactSchema, DocumentRequestSchema, SignerSchema } from '../../../../../shared/api/notary';
import { toFieldErrors, type FieldErrors } from '../../../../../shared/api/errors';
import { travelQuote } from '../../../../../shared/notary/area';
import type { DocumentType, IdKind, NotarialAct, WitnessPlan } from '../../../../../shared/notary/rules';
import { officeTime } from '../../../../../shared/notary/time';
import type { Locale } from '../../../../../shared/i18n/core';

export const STEPS = ['where', 'documents', 'signers', 'when', 'contact', 'review'] as const;
export type Step = (typeof STEPS)[number];

export interface DocDraft {
  type: DocumentType | '';
  act: NotarialAct | '';
  signatures: string;
}
export interface SignerDraft {
  name: string;
  id: IdKind | 'witnesses' | '';
  validity: 'current' | 'issuedWithin5Years' | 'neither' | '';
  witnesses: WitnessPlan | '';
}
export interface Draft {
  mode: 'office' | 'mobile' | '';
  address: { street: string; unit: string; city: string; zip: string; notes: string };
  documents: DocDraft[];
  signers: SignerDraft[];
  startsAt: string | null;
  contact: { name: string; phone: string; email: string; locale: Locale; textReminders: boolean };
  travelAgreed: boolean;
  checklist: boolean;
}

export const emptyDoc = (): DocDraft => ({ type: '', act: '', signatures: '1' });
export const emptySigner = (name = ''): SignerDraft => ({ name, id: '', validity: '', witnesses: '' });

/** The request a draft makes (what the API and the step checks parse). */
export function requestOf(d: Draft, caseId: string | undefined): Record<string, unknown> {
  const t = d.startsAt ? officeTime(new Date(d.startsAt)) : null;
  const travel = d.mode === 'mobile' && t ? travelQuote(d.address.zip, t) : null;
  return {
    mode: d.mode || undefined,
    ...(d.mode === 'mobile'
      ? {
          address: {
            street: d.address.street,
            ...(d.address.unit.trim() ? { unit: d.address.unit } : {}),
            city: d.address.city,
            zip: d.address.zip,
            ...(d.address.notes.trim() ? { notes: d.address.notes } : {}),
          },
          ...(d.travelAgreed && travel ? { travelFeeAgreedCents: travel.totalCents } : {}),
        }
      : {}),
    documents: d.documents.map((x) => ({ type: x.type || undefined, act: x.act || undefined, signatures: Number(x.signatures) })),
    signers: d.signers.map((s) => ({
      name: s.name,
      idPlan:
        s.id === 'witnesses'
          ? { kind: 'witnesses', witnesses: s.witnesses || undefined }
          : s.id
            ? { kind: 'id', id: s.id, validity: s.validity === 'neither' ? 'expired' : s.validity || undefined }
            : undefined,
    })),
    startsAt: d.startsAt ?? undefined,
    contact: d.contact,
    ...(d.checklist ? { checklistConfirmed: true } : {}),
    ...(caseId ? { caseId } : {}),
  };
}

const errorsOf = (schema: z.ZodMiniType, value: unknown, prefix: string): FieldErrors => {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(toFieldErrors(parsed.error.issues)).map(([k, v]) => [k === '_root' ? prefix : `${prefix}.${k}`, v]),
  );
};

/** The field errors of one step, with the API's schemas. */
export function stepErrors(step: Step, d: Draft, req: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  const add = (e: FieldErrors) => Object.assign(out, e);
  if (step === 'where') {
    if (!d.mode) out.mode = ['notary.errors.mode'];
    if (d.mode === 'mobile') add(errorsOf(AddressSchema, req.address, 'address'));
  }
  if (step === 'documents') {
    (req.documents as unknown[]).forEach((doc, i) => add(errorsOf(DocumentRequestSchema, doc, `documents.${i}`)));
  }
  if (step === 'signers') {
    (req.signers as unknown[]).forEach((s, i) => add(errorsOf(SignerSchema, s, `signers.${i}`)));
    const total = d.documents.reduce((n, x) => n + (Number(x.signatures) || 0), 0);
    if (total < d.signers.length) out.documents = ['notary.errors.fewerSignatures'];
  }
  if (step === 'when' && !d.startsAt) out.startsAt = ['notary.errors.chooseTime'];
  if (step === 'contact') add(errorsOf(ContactSchema, req.contact, 'contact'));
  if (step === 'review') {
    if (d.mode === 'mobile' && !d.travelAgreed) out.travelFeeAgreedCents = ['notary.errors.travelAgreement'];
    if (!d.checklist) out.checklistConfirmed = ['notary.errors.checklist'];
  }
  return out;
}

/** Which step a server field error belongs to (to send the client back there). */
export const stepOfField = (field: string): Step =>
  field.startsWith('address') || field === 'mode'
    ? 'where'
    : field.startsWith('documents')
      ? 'documents'
      : field.startsWith('signers')
        ? 'signers'
        : field === 'startsAt'
          ? 'when'
          : field.startsWith('contact')
            ? 'contact'
            : 'review';

/** The element id of a field path ("contact.phone" → "nb-contact-phone"). */
export const idOf = (field: string) => `nb-${field.replace(/\./g, '-')}`;

export interface StepProps {
  draft: Draft;
  update: (change: (d: Draft) => Draft) => void;
  errorOf: (field: string) => string | null;
}
