/**
 * A submission's court-forms packet, for staff: its status, the merged PDF, or one form alone. The submission's
 * answers are read with the definition version they were written under (an older version is upgraded, or becomes
 * worksheets, and the packet says so); a missing submission is 404, and so is a form the questionnaire does not serve
 * or the answers do not call for. Building never fails for the answers' sake (functions/lib/packet/build.ts). Apart
 * from domain/submissions.ts so that only the documents function bundles pdf-lib and the forms.
 */
import { join } from 'node:path';
import { formSlug, type PacketStatusResponse } from '../../../shared/api/packets';
import type { Locale } from '../../../shared/i18n/core';
import { formsOf } from '../../../shared/questionnaires/forms/registry';
import type { Answers } from '../../../shared/questionnaires/types';
import { notFound } from '../errors';
import { log } from '../log';
import { formAssets } from '../packet/assets';
import { buildPacket, type BuiltPacket } from '../packet/build';
import { getSubmissionWithAnswers } from '../store/submissions';

/**
 * Where the shipped forms are: FORMS_DIR (the documents function's bundle carries them in `forms/`, and the CDK sets
 * it: infra/aws/constructs/api.ts), else the repository's copy (local stack and tests run from the repository root).
 */
export const formsDir = (): string => process.env.FORMS_DIR || join(process.cwd(), 'functions/packets/forms');

const notInPacket = () => notFound('This form is not in the submission’s packet');

/** The packet of submission `id`; with `slug`, only that form of its questionnaire (404 when it serves none such). */
async function packetOf(id: string, lang: Locale | undefined, slug?: string): Promise<{ packet: BuiltPacket; form?: string }> {
  const found = await getSubmissionWithAnswers(id);
  if (!found) throw notFound('Submission not found');
  const { meta, answers } = found;
  const only = slug === undefined ? undefined : formsOf(meta.questionnaireType).find((e) => formSlug(e.form) === slug)?.form;
  if (slug !== undefined && !only) throw notInPacket();
  const packet = await buildPacket(
    {
      type: meta.questionnaireType,
      definitionVersion: meta.definitionVersion ?? 1,
      answers: answers as Answers,
      submission: { id: meta.id, clientName: meta.clientName, locale: meta.locale, createdAt: meta.createdAt },
      lang: lang ?? 'en',
      assets: formAssets(formsDir()),
    },
    only === undefined ? {} : { only },
  );
  // The id only: no names or answers in logs.
  log('info', only ? 'court form built' : 'court-forms packet built', { ref: id });
  return { packet, form: only };
}

/** The forms of the submission's packet with what each holds (GET /admin/submissions/{id}/court-forms). */
export async function packetStatus(id: string, lang?: Locale): Promise<PacketStatusResponse> {
  const { status } = (await packetOf(id, lang)).packet;
  return {
    submissionId: id,
    definitionVersion: status.definitionVersion,
    currentVersion: status.currentVersion,
    notes: status.notes.map((n) => ({ ...n, ...(n.values ? { values: { ...n.values } } : {}) })),
    forms: status.forms.map((f) => ({
      ...f,
      slug: formSlug(f.form),
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
