/**
 * A case document's way to storage, the same for the client and for staff: the file rules of shared/documents.ts on
 * the chosen file, then the presigned POST to S3 over XHR (fetch reports no upload progress).
 */
import type { StartUploadResponse } from '../../../../shared/api/casework';
import { checkDocumentFile, SNIFF_BYTES, type DocumentCheck } from '../../../../shared/documents';

/** The file rules on a chosen file: its size, declared type and first bytes. */
export async function checkFile(file: File): Promise<DocumentCheck> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkDocumentFile({ name: file.name, type: file.type, size: file.size }, head);
}

/** Storage did not take the file: S3 answered other than 2xx (its policy refused it, the form expired) or the connection failed. */
export class UploadRefusedError extends Error {
  constructor(readonly status: number) {
    super(status ? `upload refused (${status})` : 'upload network error');
    this.name = 'UploadRefusedError';
  }
}

/**
 * Send `file` with the presigned POST (its fields first, then `file`), reporting progress in whole percents.
 * Resolves on S3's 2xx; rejects with UploadRefusedError otherwise, or an AbortError when `signal` aborts.
 */
export function postFile(
  upload: StartUploadResponse['upload'],
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadRefusedError(xhr.status)));
    xhr.onerror = () => reject(new UploadRefusedError(0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
