/**
 * The generated documents say what the statutes say. The statutory forms are compared word for word with the stored
 * statute texts (shared/statutes: each file's header says where its text comes from): every word the document draws as
 * the statute's — its paragraphs, headings and the form's captions — in reading order, against every word of the
 * statute's form; the client's answers and the blanks are not part of the comparison. The adult-adoption papers' and
 * quotations are each found, verbatim, in the stored Family Code sections and in the generated PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAM_QUOTES } from '../../../functions/lib/documents/adoption';
import { STATUTE_4401 } from '../../../functions/lib/documents/poa';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';
import { generateAll, readingOrder, statuteText, statuteWords, words } from './helpers';
import { LONG } from './long-answers';

// Building packets and drawing their PDFs is CPU-bound: on a shared 2-core machine one build can outlast jest's 5 s
// default (seen in the full unit run). Nothing here asserts on time.
jest.setTimeout(120_000);

const CERTIFICATE = 'CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC';

/** §4401's form without the statute's drafting note, which the certificate itself replaces. */
const form4401 = () => words(statuteText('prob-4401.txt').replace(/\[Include certificate of acknowledgment[^\]]*\]/, ''));
/** §4701's form: the section's text without its opening words ("4701. The … form is as follows:") and history note. */
const form4701 = () =>
  words(
    statuteText('prob-4701.txt')
      .replace(/^4701\. The statutory advance health care directive form is as follows:/, '')
      .replace(/\(Amended by Stats\. 2018[^)]*\)[^)]*\)\s*$/, ''),
  );
const certificate1189 = () => words(statuteText('civ-1189.txt'));

/** The first place two word lists differ, for a readable failure. */
function firstDifference(actual: readonly string[], expected: readonly string[]): string | null {
  const n = Math.max(actual.length, expected.length);
  for (let i = 0; i < n; i++)
    if (actual[i] !== expected[i])
      return `word ${i}: document "${actual.slice(Math.max(0, i - 6), i + 6).join(' ')}" / statute "${expected.slice(Math.max(0, i - 6), i + 6).join(' ')}"`;
  return null;
}

const POA_CASES = [
  ['English sample', SAMPLES['durable-poa'], 'en'],
  ['Spanish sample', SAMPLES_ES['durable-poa']!, 'es'],
  ['long English answers', LONG['durable-poa'](false), 'en'],
  ['long Spanish answers', LONG['durable-poa'](true), 'es'],
] as const;

describe.each(POA_CASES)('the durable-poa documents, %s', (_name, answers, locale) => {
  it('the power of attorney is Prob. Code §4401’s form word for word, then Civ. Code §1189’s certificate', async () => {
    const [poa] = await generateAll('durable-poa', answers, locale);
    expect(firstDifference(statuteWords(poa.pdf.canvas, { until: CERTIFICATE }), form4401())).toBeNull();
    expect(firstDifference(statuteWords(poa.pdf.canvas, { from: CERTIFICATE }), certificate1189())).toBeNull();
  });

  it('the advance directive is Prob. Code §4701’s form word for word (and §1189’s certificate when a notary is chosen)', async () => {
    const [, ahcd] = await generateAll('durable-poa', answers, locale);
    const notary = (answers as { ahcdSigning?: string }).ahcdSigning === 'notary';
    const form = statuteWords(ahcd.pdf.canvas, notary ? { until: CERTIFICATE } : {});
    expect(firstDifference(form, form4701())).toBeNull();
    if (notary) expect(firstDifference(statuteWords(ahcd.pdf.canvas, { from: CERTIFICATE }), certificate1189())).toBeNull();
    else expect(ahcd.pdf.canvas.runs.some((r) => r.text === CERTIFICATE)).toBe(false);
  });
});

describe('the statutory text is in the PDF itself (poppler reads it back)', () => {
  it('the advance directive’s witness statement and the POA’s notice', async () => {
    const [poa, ahcd] = await generateAll('durable-poa', SAMPLES['durable-poa']);
    const dir = mkdtempSync(join(tmpdir(), 'statutes-'));
    const read = async (bytes: Uint8Array) => {
      writeFileSync(join(dir, 'd.pdf'), bytes);
      return execFileSync('pdftotext', [join(dir, 'd.pdf'), '-'])
        .toString()
        .replace(/\s+/g, ' ');
    };
    expect(await read(await ahcd.pdf.doc.save())).toContain(
      '(4) that I am not a person appointed as agent by this advance directive, and (5) that I am not the individual’s health care provider',
    );
    expect(await read(await poa.pdf.doc.save())).toContain('THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING.');
  });

  it('names its statutes in the PDF’s metadata', async () => {
    const [poa] = await generateAll('durable-poa', SAMPLES['durable-poa']);
    expect(poa.pdf.doc.getKeywords()).toContain('Prob. Code §4401');
    expect(poa.pdf.doc.getSubject()).toContain('Civ. Code §1189');
    expect(poa.pdf.doc.getTitle()).toBe('Uniform Statutory Form Power of Attorney (Probate Code §4401)');
  });
});

describe('the statute texts’ provenance', () => {
  it('§4401’s text is flagged until it is compared with the chaptered statute, and the cover sheet says so', async () => {
    const [poa] = await generateAll('durable-poa', SAMPLES['durable-poa']);
    expect(STATUTE_4401.verified).toBe(false);
    expect(poa.pdf.notes).toContain('statuteUnverified');
    expect(statuteText('prob-4401.txt')).toContain('BY ACCEPTING OR ACTING UNDER THE APPOINTMENT');
  });
});

describe('the adult-adoption papers quote the Family Code exactly', () => {
  const fam = words(statuteText('fam-9300-9328.txt')).join(' ');

  it.each(Object.entries(FAM_QUOTES))('“%s” is in the stored sections', (_key, quote) => {
    expect(fam.toLowerCase()).toContain(words(quote).join(' ').toLowerCase());
  });

  it.each([
    ['English sample', SAMPLES['adult-adoption']],
    ['Spanish sample', SAMPLES_ES['adult-adoption']!],
    ['long answers', LONG['adult-adoption'](false)],
  ])('%s: each quotation is in its document, word for word', async (_name, answers) => {
    const docs = await generateAll('adult-adoption', answers);
    const textOf = (generator: string) =>
      docs
        .filter((d) => d.entry.generator === generator)
        .flatMap((d) => readingOrder(d.pdf.canvas.runs).filter((r) => r.role !== 'margin'))
        .flatMap((r) => words(r.text))
        .join(' ');
    const inDoc = (generator: string, quote: string) => expect(textOf(generator)).toContain(words(quote).join(' '));
    inDoc('adoption-agreement', FAM_QUOTES.agreement);
    for (const key of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'noParentsConsent'] as const) inDoc('adoption-petition', FAM_QUOTES[key]);
    inDoc('adoption-order', FAM_QUOTES.findings);
  });
});
