/**
 * The case workspace's sections rendered alone with the real providers (query cache, i18n, toasts or the console's
 * Flashbar); the network is faked at its two edges: the API (global fetch through the real typed client, answers
 * checked by the contracts) and S3's presigned POST (XMLHttpRequest, driven by the test: progress, answer, failure).
 */
import { render, type RenderResult } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import type { ReactElement } from 'react';
import Flashbar from '@cloudscape-design/components/flashbar';
import type { CaseDocument, DocumentRequest, Message, MessagesPage } from '../../../shared/api/casework';
import type { ErrorCode } from '../../../shared/api/errors';
import type { Locale } from '../../../shared/i18n/core';
import { NotificationsProvider, useFlashbarItems } from '../../../web/src/features/admin/hooks/notifications';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
// The signed-in app's words, which the router loads with every page that is not a public page (app/router.tsx).
import '../../../web/src/lib/i18n/account-messages';
import { toastStore } from '../../../web/src/lib/toast/store';
import { Toaster } from '../../../web/src/lib/toast/ToastProvider';
import '../cloudscape';
import { TestQueryProvider } from '../query';

export { fakeApi, type Sent } from '../http';

// findBy/waitFor wait up to 10 s for the DOM (test/web/setup.ts): Cloudscape renders slowly on a busy machine.

// jsdom's Blob has no arrayBuffer() (the browser's has): the file check reads the first bytes with it.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// Nor scrollIntoView: a request's "Upload this document" scrolls the form into view.
Element.prototype.scrollIntoView ??= function () {};

export const CASE = 'case-1';
export const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const pdfFile = (name = 'draft.pdf', bytes: Uint8Array<ArrayBuffer> = PDF) => new File([bytes], name, { type: 'application/pdf' });

export const apiError = (status: number, code: ErrorCode, fieldErrors?: Record<string, string[]>) => ({
  status,
  body: { error: { code, message: code, ...(fieldErrors ? { fieldErrors } : {}) } },
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 17, minute)).toISOString();

export function makeDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id: randomUUID(),
    name: 'Driver license.jpg',
    contentType: 'image/jpeg',
    kind: 'identification',
    size: 250_000,
    status: 'available',
    source: 'client',
    requestId: null,
    uploadedBy: { role: 'client', name: 'Lucía Torres' },
    createdAt: at(0),
    availableAt: at(1),
    review: null,
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: randomUUID(),
    title: 'Marriage certificate',
    details: 'A clear photo of both pages is fine.',
    kind: 'vital_record',
    status: 'open',
    requestedBy: { role: 'staff', name: 'Rosa' },
    createdAt: at(2),
    fulfilledAt: null,
    waivedAt: null,
    documentIds: [],
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return { id: randomUUID(), body: 'Hello', documentId: null, author: { role: 'staff', name: 'Rosa' }, at: at(3), ...overrides };
}

export const noMarkers = { clientReadAt: null, staffReadAt: null, lastClientMessageAt: null, lastStaffMessageAt: null };

/** A page of the thread as the API answers it (newest first), with markers. */
export const threadPage = (items: Message[], thread: Partial<MessagesPage['thread']> = {}, nextCursor: string | null = null) => ({
  items,
  nextCursor,
  thread: { ...noMarkers, ...thread },
});

/** The presigned POST the start routes answer. */
export function startAnswer(doc: CaseDocument) {
  return {
    document: { ...doc, status: 'uploading', size: null, availableAt: null },
    upload: { url: 'http://s3.test/lda-documents', fields: { key: `uploads/${CASE}/${doc.id}`, policy: 'p' }, expiresAt: at(30) },
  };
}

/**
 * XMLHttpRequest for S3's presigned POST, driven by the test: `FakeXhr.sent` holds each request made; `progress`,
 * `answer` (S3's status), `fail` (network) and the page's own `abort` fire the handlers the browser would.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static install(): void {
    FakeXhr.sent = [];
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  }
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number): void {
    this.status = status;
    this.onload?.();
  }
  fail(): void {
    this.onerror?.();
  }
}

/** A client's section with the query cache, i18n and the toast region. */
export function renderClient(ui: ReactElement, opts: { locale?: Locale } = {}): RenderResult {
  toastStore.clear();
  return render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        {ui}
        <Toaster />
      </I18nProvider>
    </TestQueryProvider>,
  );
}

function Flashes() {
  return <Flashbar items={useFlashbarItems('Dismiss')} />;
}

/** A staff section with the query cache, i18n and the console's notifications (a Flashbar, as the shell shows them). */
export function renderStaff(ui: ReactElement, opts: { locale?: Locale } = {}): RenderResult {
  return render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <NotificationsProvider>
          <Flashes />
          {ui}
        </NotificationsProvider>
      </I18nProvider>
    </TestQueryProvider>,
  );
}
