/**
 * The shipped court forms and their provenance: functions/packets/forms/manifest.json beside the PDFs. Every PDF is a
 * pdf-lib-ready copy of an official Judicial Council download (decrypted with qpdf, XFA and the usage-rights signature
 * removed: scripts/court-forms/prepare.ts); the manifest records where the official file came from and the sha256 of
 * both. `scripts/court-forms/cli.ts add` is the only way a form gets here: it checks the form's own footer (form number
 * and "Rev." date) first. At run time a PDF whose bytes do not match the manifest is refused.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestForm {
  /** As printed: "SC-100". */
  readonly form: string;
  readonly title: string;
  /** As printed in the form's footer: "Rev. January 1, 2026". */
  readonly revision: string;
  readonly pages: number;
  /** AcroForm fields (pdf-lib), buttons included. */
  readonly fields: number;
  readonly source: { readonly repository: string; readonly commit: string; readonly path: string; readonly alsoAt?: readonly string[] };
  /** sha256 of the official (encrypted, XFA) download. */
  readonly sha256Official: string;
  /** sha256 of the shipped pdf-lib-ready copy `<form>.pdf`. */
  readonly sha256Ready: string;
  readonly bytesReady: number;
}

export interface Manifest {
  readonly description: string;
  readonly forms: readonly ManifestForm[];
}

export const MANIFEST_FILE = 'manifest.json';

export const pdfFileOf = (form: string): string => `${form}.pdf`;

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
}
