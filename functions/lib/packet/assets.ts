/**
 * The shipped form PDFs, read from the folder the packets function carries (functions/packets/forms locally, `forms/`
 * beside the bundle in Lambda) and checked against the manifest before use: a PDF whose sha256 differs from the
 * manifest's is refused (it is not the verified copy), and so is a form the manifest does not list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FillContext } from './fill';
import { PacketFont } from './font';
import { formHints, readLayout, type FormHints } from './layout';
import { pdfFileOf, readManifest, sha256, type Manifest, type ManifestForm } from './manifest';

export class FormAssets {
  private readonly manifest: Manifest;
  private readonly cache = new Map<string, Uint8Array>();

  constructor(readonly dir: string) {
    this.manifest = readManifest(dir);
  }

  entry(form: string): ManifestForm | undefined {
    return this.manifest.forms.find((f) => f.form === form);
  }

  /** Whether the verified PDF of `form` is here (listed and present). */
  has(form: string): boolean {
    return this.entry(form) !== undefined && existsSync(join(this.dir, pdfFileOf(form)));
  }

  /** A form's layout hints (layout.json beside the PDFs; none: every field takes the XFA defaults). */
  hints(form: string): FormHints {
    return formHints(readLayout(this.dir), form);
  }

  /** The packet font (fonts/ beside the PDFs) for a packet whose texts are `texts`. */
  font(texts: Iterable<string> = []): PacketFont {
    return PacketFont.forPacket(this.dir, texts);
  }

  /** What filling `form` needs: the packet's font (by default one for no particular texts) and the form's hints. */
  fillContext(form: string, font: PacketFont = this.font()): FillContext {
    return { font, hints: this.hints(form) };
  }

  /** The verified bytes of a form; throws when it is missing or differs from the manifest. */
  bytes(form: string): Uint8Array {
    const cached = this.cache.get(form);
    if (cached) return cached;
    const entry = this.entry(form);
    if (!entry) throw new Error(`${form} is not in the forms manifest`);
    const bytes = new Uint8Array(readFileSync(join(this.dir, pdfFileOf(form))));
    if (sha256(bytes) !== entry.sha256Ready) throw new Error(`${form}.pdf differs from the manifest (sha256): refused`);
    this.cache.set(form, bytes);
    return bytes;
  }
}

const instances = new Map<string, FormAssets>();
/** One reader per folder for the life of the process (a Lambda container reads each PDF once). */
export function formAssets(dir: string): FormAssets {
  let assets = instances.get(dir);
  if (!assets) instances.set(dir, (assets = new FormAssets(dir)));
  return assets;
}
