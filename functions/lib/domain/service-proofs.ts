/**
 * The proof of service, signed (issue 32; the documents function, which carries pdf-lib and the shipped forms). Only
 * the server who served signs, while their registration and bond are current, and only once the rules in force are
 * met (shared/serving/rules.ts by the date of each event): the proof is drawn (functions/lib/serving/proof.ts), stored
 * (S3, with the case files' retention) and recorded on the job in one transaction with its history entry and the
 * client's email. A preview is the same drawing, unsigned, for the server to check before signing.
 */
import { createHash } from 'node:crypto';
import type { FieldJob } from '../../../shared/api/serving';
import type { Caller } from '../auth';
import { ApiError } from '../errors';
import { log } from '../log';
import { notifyServing } from '../outbox/outbox';
import { formAssets } from '../packet/assets';
import { putDocumentObject } from '../storage';
import { changeJob, getJobAndServer, getJobFile } from '../store/serving';
import { buildProof } from '../serving/proof';
import { photoBytes } from '../serving/photos';
import { actorOf, activeServer, assignedOr404, proofBlocks, proofError, toFieldJob } from './serving';
import { formsDir } from './packets';

async function load(caller: Caller, jobId: string) {
  const [job, server] = await getJobAndServer(jobId, caller.sub);
  assignedOr404(job, caller);
  const file = await getJobFile(jobId);
  return { job: file!.job, attempts: file!.attempts, server: activeServer(server) };
}

const photo = (jobId: string) => async (attemptId: string) => photoBytes(jobId, attemptId).catch(() => null);

/** The proof as it would be signed now (no signature): for the server to read before signing. */
export async function proofPreview(caller: Caller, jobId: string): Promise<{ bytes: Uint8Array; filename: string }> {
  const { job, attempts, server } = await load(caller, jobId);
  if (!job.service && job.state !== 'unable') throw new ApiError('invalid_transition', 'Nothing to prove yet: the papers are not served');
  const built = await buildProof({ job, attempts, server, signature: null, assets: formAssets(formsDir()), photo: photo(jobId) });
  return { bytes: built.bytes, filename: `${job.proofForm} preview.pdf` };
}

/** The server signs: refused (and nothing stored) unless every rule is met. */
export async function signProof(
  caller: Caller,
  jobId: string,
  body: { signatureName: string; expectedVersion: number },
  now = new Date(),
): Promise<FieldJob> {
  const { job, attempts, server } = await load(caller, jobId);
  if (job.version !== body.expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  const blocks = proofBlocks(job, attempts, server, caller, now);
  if (blocks.length) throw proofError(blocks);
  const recordId = `${job.id.slice(0, 8)}-${now.getTime().toString(36)}`.toUpperCase();
  const built = await buildProof({
    job,
    attempts,
    server,
    signature: { name: body.signatureName, at: now, recordId },
    assets: formAssets(formsDir()),
    photo: photo(jobId),
    now,
  });
  const documentId = `proof-${job.version + 1}`;
  await putDocumentObject({ caseId: job.id, documentId, bytes: built.bytes, contentType: 'application/pdf' });
  const by = actorOf(caller);
  const sha256 = createHash('sha256').update(built.bytes).digest('hex');
  // If this write fails, nothing refers to the stored PDF. It stays: case files are written under a retention and no
  // app code deletes under cases/ (docs/security.md F8); a retry writes the same version's proof again.
  await changeJob(
    job,
    {
      state: 'proof_signed',
      proof: { form: built.form, documentId, signedAt: now.toISOString(), signedBy: by, signatureName: body.signatureName, sha256 },
    },
    { name: 'proofSigned', by, detail: { form: built.form, record: recordId } },
    [notifyServing({ jobId: job.id, kind: 'proofSigned' }, now)],
    { now },
  );
  log('info', 'proof signed', { ref: job.id, code: built.form });
  const file = await getJobFile(jobId);
  return toFieldJob(file!.job, file!.attempts, now);
}
