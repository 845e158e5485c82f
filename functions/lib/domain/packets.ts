/**
 * A submission's court-forms packet, for staff: its status, the merged PDF, or one form alone. The submission's
 * answers are read with the definition version they were written under (an older version is upgraded, or becomes
 * worksheets, and the packet says so); a missing submission is 404, and so is a form the questionnaire does not serve
 * or the answers do not call for. Building never fails for the answers' sake (functions/lib/packet/build.ts). Apart
 * from domain/submissions.ts so that only the documents function bundles pdf-lib and the forms.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { CaseDocument } from '../../../shared/api/casework';
import { ROOT_FIELD } from '../../../shared/api/errors';
import { DOCUMENT_ERRORS, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_CASE } from '../../../shared/documents';
import type { Caller } from '../auth';
import { cancellationCodes, tableName, transact, type TransactItem } from '../db';
import { notifyClient } from '../outbox/outbox';
import { putDocumentObject } from '../storage';
import { officeDocumentPutOps } from '../store/documents';
import { keys } from '../store/keys';
import { actorOf, toCaseDocument } from './casework';
import { formSlug, type PacketStatusResponse } from '../../../shared/api/packets';
import { filingOf, filingParts } from '../../../shared/courts/filing';
import type { Locale } from '../../../shared/i18n/core';
import { formsOf } from '../../../shared/questionnaires/forms/registry';
import type { Answers } from '../../../shared/questionnaires/types';
import { notFound, validationFailed } from '../errors';
import { log } from '../log';
import { formAssets } from '../packet/assets';
import { buildPacket, type BuiltPacket } from '../packet/build';
import { getSubmissionWithAnswers, type SubmissionItem } from '../store/submissions';

/**
 * Where the shipped forms are: FORMS_DIR (the documents function's bundle carries them in `forms/`, and the CDK sets
 * it: infra/aws/constructs/api.ts), else the repository's copy (local stack and tests run from the repository root).
 */
export const formsDir = (): string => process.env.FORMS_DIR || join(process.cwd(), 'functions/packets/forms');

const notInPacket = () => notFound('This form is not in the submission’s packet');

/** The packet of submission `id`; with `slug`, only that form of its questionnaire (404 when it serves none such). */
async function packetOf(
  id: string,
  lang: Locale | undefined,
  slug?: string,
): Promise<{ packet: BuiltPacket; form?: string; meta: SubmissionItem }> {
  const found = await getSubmissionWithAnswers(id);
  if (!found) throw notFound('Submission not found');
  const { meta } = found;
  // A Spanish case's forms are filled with the English staff approved (and the glossary's fixed words); what is still
  // waiting is listed on the cover. The answers as the client gave them stay in the case file (issue 26).
  const { filingAnswers } = await import('./translations');
  const { answers, pending } = await filingAnswers(meta, found.answers as Answers);
  const only = slug === undefined ? undefined : formsOf(meta.questionnaireType).find((e) => formSlug(e.form) === slug)?.form;
  if (slug !== undefined && !only) throw notInPacket();
  const packet = await buildPacket(
    {
      type: meta.questionnaireType,
      definitionVersion: meta.definitionVersion ?? 1,
      answers,
      submission: { id: meta.id, clientName: meta.clientName, locale: meta.locale, createdAt: meta.createdAt },
      lang: lang ?? 'en',
      assets: formAssets(formsDir()),
      ...(meta.locale === 'es' ? { pendingTranslations: pending } : {}),
      // The court the captions name: staff's choice on the case, else the courthouse the answers point to.
      filing: filingParts(filingOf(meta.questionnaireType, answers, meta.filing ?? null)),
    },
    only === undefined ? {} : { only },
  );
  // The id only: no names or answers in logs.
  log('info', only ? 'court form built' : 'court-forms packet built', { ref: id });
  return { packet, form: only, meta };
}

/** The forms of the submission's packet with what each holds (GET /admin/submissions/{id}/court-forms). */
export async function packetStatus(id: string, lang?: Locale): Promise<PacketStatusResponse> {
  const { status } = (await packetOf(id, lang)).packet;
  return {
    submissionId: id,
    definitionVersion: status.definitionVersion,
    currentVersion: status.currentVersion,
    notes: status.notes.map((n) => ({ ...n, ...(n.values ? { values: { ...n.values } } : {}) })),
    forms: status.forms.map(({ statutes, ...f }) => ({
      ...f,
      slug: formSlug(f.form),
      ...(statutes ? { statutes: [...statutes] } : {}),
      ask: [...f.ask],
      staff: [...f.staff],
      notes: f.notes.map((n) => ({ ...n, ...(n.values ? { values: { ...n.values } } : {}) })),
    })),
  };
}

/** The cover sheet and every form of the packet, as one PDF. */
export async function packetPdf(id: string, lang?: Locale): Promise<{ bytes: Uint8Array; filename: string }> {
  const { packet } = await packetOf(id, lang);
  return { bytes: await packet.mergedPdf(), filename: `court-forms-${id}.pdf` };
}

/** One form of the packet (by its slug), filled, with its attachment pages; 404 when the answers do not call for it. */
export async function packetFormPdf(id: string, slug: string, lang?: Locale): Promise<{ bytes: Uint8Array; filename: string }> {
  const { packet, form } = await packetOf(id, lang, slug);
  const bytes = await packet.formPdf(form!);
  if (!bytes) throw notInPacket();
  return { bytes, filename: `${slug}-${id}.pdf` };
}

/** The case document's name: what the client sees in their list (never part of a storage key). */
const PACKET_DOCUMENT_NAME: Record<Locale, string> = {
  en: 'Court forms (filing packet).pdf',
  es: 'Formularios de la corte (paquete para presentar).pdf',
};

/**
 * "Add the court forms to the case" (staff): the packet as it is built now goes into the case's documents as an office
 * document of type `filing_packet`, sent for the client's review (approve, or ask for changes) — stored in S3 under an
 * opaque key like any document, its metadata, the case's counts, the client's "document ready for review" email (the
 * outbox) and an audit record written in one transaction. 2 DynamoDB calls (the submission with its answers; the
 * transaction) and one S3 PUT; the object is deleted again if the transaction is refused (the case is full).
 */
export async function addPacketToCase(caller: Caller, id: string, lang?: Locale): Promise<CaseDocument> {
  const { packet, meta } = await packetOf(id, lang);
  if ((meta.documentCount ?? 0) >= MAX_DOCUMENTS_PER_CASE)
    throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.limit] }, 'The case holds the most documents it can');
  const bytes = await packet.mergedPdf();
  if (bytes.length > MAX_DOCUMENT_BYTES)
    throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.tooLarge] }, 'The packet is larger than a case document may be');
  const now = new Date();
  const at = now.toISOString();
  const by = actorOf({ caller, as: 'staff' });
  const documentId = randomUUID();
  await putDocumentObject({ caseId: id, documentId, bytes, contentType: 'application/pdf' });
  const { item, ops } = officeDocumentPutOps({
    caseId: id,
    ownerId: meta.userId,
    id: documentId,
    name: PACKET_DOCUMENT_NAME[lang ?? 'en'],
    contentType: 'application/pdf',
    kind: 'filing_packet',
    size: bytes.length,
    uploadedBy: by,
    now,
  });
  const auditId = randomUUID();
  const audit: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.audit(at, auditId),
        entity: 'audit',
        id: auditId,
        at,
        action: 'case.courtFormsAdded',
        actorSub: caller.sub,
        actorName: by.name,
        caseId: id,
        documentId,
        bytes: bytes.length,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  try {
    await transact([...ops, notifyClient(meta, 'documentReady', now), audit]);
  } catch (err) {
    // The object is locked for the case-file period already (F8): it stays, with no document naming it.
    const codes = cancellationCodes(err);
    if (codes?.[0] === 'ConditionalCheckFailed')
      throw validationFailed({ [ROOT_FIELD]: [DOCUMENT_ERRORS.limit] }, 'The case holds the most documents it can');
    throw err;
  }
  log('info', 'court forms added to the case', { ref: id });
  return toCaseDocument(item);
}
