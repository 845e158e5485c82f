/**
 * One upload hook for both sides of the case workspace (the client's submission page, the console's): check the file
 * (shared/documents.ts rules, a translated refusal and nothing sent), ask the API for a presigned POST (`start`), send
 * the bytes to S3 with progress and a way to cancel, then tell the API it is there (`complete`: the server checks the
 * stored bytes again). Each step's failure reads as what it is: a file rule, the API's answer (its field error or
 * code), or storage refusing the upload — never one for another.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StartUploadResponse } from '../../../../shared/api/casework';
import { DOCUMENT_ERRORS, type DocumentContentType } from '../../../../shared/documents';
import { errorText } from '../api';
import { useI18n } from '../i18n/I18nProvider';
import { checkFile, postFile, UploadRefusedError } from './files';

export interface UploadCalls {
  /**
   * The API's presigned POST for the document `name` of this type and size (the caller's closure adds what else its
   * route takes: what the document is, the request it answers…). Read from the render whose `send` is called.
   */
  start(file: { name: string; contentType: DocumentContentType; size: number }, signal: AbortSignal): Promise<StartUploadResponse>;
  /** The bytes are in storage: the API checks them and makes the document available. */
  complete(documentId: string, signal: AbortSignal): Promise<unknown>;
}

export type UploadState = { phase: 'idle' } | { phase: 'uploading'; name: string; percent: number };

export interface DocumentUpload {
  state: UploadState;
  /** The last refusal or failure as a translated sentence (null: none). */
  error: string | null;
  /** The file rules on a chosen file: its content type, or null with `error` set. */
  check(file: File): Promise<DocumentContentType | null>;
  /** Check, start, send, complete. True once the document is in the case; false on any failure (see `error`) or cancel. */
  send(file: File, name: string): Promise<boolean>;
  /** Stop the upload under way (no error is shown: the person chose it). */
  cancel(): void;
  clearError(): void;
}

export function useDocumentUpload(calls: UploadCalls): DocumentUpload {
  const { translate } = useI18n();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops the upload under way.
  useEffect(() => () => abort.current?.abort(), []);

  const check = useCallback(
    async (file: File) => {
      const result = await checkFile(file);
      setError(result.ok ? null : translate(result.error));
      return result.ok ? result.contentType : null;
    },
    [translate],
  );

  const send = async (file: File, name: string): Promise<boolean> => {
    const contentType = await check(file);
    if (!contentType) return false;
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', name, percent: 0 });
    try {
      const started = await calls.start({ name, contentType, size: file.size }, controller.signal);
      await postFile(started.upload, file, (percent) => setState({ phase: 'uploading', name, percent }), controller.signal);
      await calls.complete(started.document.id, controller.signal);
      return true;
    } catch (err) {
      if ((err as Error).name !== 'AbortError')
        setError(err instanceof UploadRefusedError ? translate(DOCUMENT_ERRORS.upload) : errorText(err, translate, { field: 'file' }));
      return false;
    } finally {
      if (abort.current === controller) abort.current = null;
      setState({ phase: 'idle' });
    }
  };

  return { state, error, check, send, cancel: () => abort.current?.abort(), clearError: () => setError(null) };
}
