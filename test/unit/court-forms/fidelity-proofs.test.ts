/**
 * Fileable as printed, for the proofs of service (issue 32): every proof form (SC-104, SC-104A, POS-010, FL-115,
 * FL-330, FL-335, DV-200), built by the serving proof builder from a long, realistic job (scripts/serving/long-proofs.ts:
 * long names, a long description and address, four attempts, substituted service with its mailing, and personal
 * service), is held to the packet forms' fidelity check (scripts/court-forms/fidelity.ts): every filled text field
 * lands legibly — not over the form's printed words, not struck by a rule or a border, not cut at its edge. The check
 * can fail here too: a proof field moved onto the printing is caught.
 */
import { PDFDocument, type PDFTextField } from 'pdf-lib';
import { checkPdf, PrintedCache, type FieldVerdict } from '../../../scripts/court-forms/fidelity';
import { buildLongProof, PROOF_VARIANTS, type ProofVariant } from '../../../scripts/serving/long-proofs';
import { PROOF_FORMS, type ProofFormId } from '../../../shared/serving/forms/registry';

// Eleven proofs rendered by poppler (at most two renders at a time); nothing here asserts on time.
jest.setTimeout(10 * 60_000);

const cache = new PrintedCache();
const cases = PROOF_FORMS.flatMap((form) => PROOF_VARIANTS[form].map((variant) => ({ form, variant })));
const verdicts = new Map<string, FieldVerdict[]>();
const bytesOf = new Map<string, Uint8Array>();
const key = (form: ProofFormId, variant: ProofVariant) => `${form} ${variant}`;

beforeAll(async () => {
  for (const { form, variant } of cases) {
    const built = await buildLongProof(form, variant);
    bytesOf.set(key(form, variant), built.bytes);
    verdicts.set(key(form, variant), await checkPdf(built.bytes, { cache }));
  }
});

describe('every proof-of-service form, from a long job', () => {
  it('is checked for each form, substituted with its mailing where the form has it and personal service', () => {
    expect(cases.map((c) => key(c.form, c.variant))).toEqual(
      expect.arrayContaining(['POS-010 substituted', 'POS-010 personal', 'FL-115 substituted', 'FL-115 personal', 'FL-330 personal']),
    );
    for (const form of PROOF_FORMS) expect({ form, checked: cases.some((c) => c.form === form) }).toEqual({ form, checked: true });
    // Text was filled and checked on every proof (the form's own page, not only the attachment).
    for (const [k, v] of verdicts)
      expect({ proof: k, onForm: v.some((f) => !f.field.startsWith('MC-025')) }).toEqual({ proof: k, onForm: true });
  });

  it.each(cases)('$form ($variant) lands every filled text field legibly', ({ form, variant }) => {
    const problems = verdicts
      .get(key(form, variant))!
      .filter((f) => f.problems.length > 0)
      .map((f) => ({ page: f.page + 1, field: f.field, text: f.text.slice(0, 60), problems: f.problems }));
    expect(problems).toEqual([]);
  });
});

describe('the check fails on a proof field that does not land legibly', () => {
  it('on POS-010’s party served moved up onto item 3a’s printed label', async () => {
    const field = 'POS-010[0].Page1[0].List3[0].Lia[0].FillText1[0]';
    const doc = await PDFDocument.load(bytesOf.get('POS-010 personal')!);
    const widget = (doc.getForm().getField(field) as PDFTextField).acroField.getWidgets()[0];
    const r = widget.getRectangle();
    widget.setRectangle({ ...r, y: r.y + 10 });
    const moved = (await checkPdf(await doc.save(), { cache })).find((v) => v.field === field);
    expect(moved?.problems.map((p) => p.kind)).toContain('words');
  });
});
