import { z } from 'zod';
import { ERROR_CODES, FIELD_ERRORS, HTTP_STATUS, toFieldErrors } from '../../../shared/api/errors';
import { createTranslator, flatten, LOCALES } from '../../../shared/i18n/core';
import errorMessages from '../../../shared/i18n/messages/errors';
import pdfMessages from '../../../shared/i18n/messages/pdf';
import { SUBMISSION_STATUSES } from '../../../shared/api/submissions';

describe('error codes', () => {
  it('each has an HTTP status and a translation in English and Spanish', () => {
    for (const locale of LOCALES) {
      const t = createTranslator(flatten(errorMessages[locale]));
      for (const code of ERROR_CODES) {
        expect(HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
        expect(t(`errors.${code}`)).not.toBe(`errors.${code}`);
      }
      for (const key of Object.values(FIELD_ERRORS)) expect(t(key)).not.toBe(key);
    }
  });

  it('the PDF’s own words exist in both languages, statuses included', () => {
    for (const locale of LOCALES) {
      const t = createTranslator(flatten(pdfMessages[locale]));
      for (const s of SUBMISSION_STATUSES) expect(t(`pdf.statuses.${s}`)).not.toBe(`pdf.statuses.${s}`);
    }
  });
});

describe('field errors from zod issues', () => {
  const schema = z
    .object({
      name: z.string().max(3),
      count: z.number(),
      nested: z.object({ inner: z.string() }).strict(),
      keyed: z.string({ error: FIELD_ERRORS.signatureName }),
    })
    .strict();
  const errorsOf = (input: unknown) => {
    const r = schema.safeParse(input, { reportInput: true });
    return r.success ? {} : toFieldErrors(r.error.issues);
  };

  it('names missing fields required, wrong ones invalid, long strings tooLong, extra keys unknown at their own path', () => {
    expect(errorsOf({ name: 'toolong', count: 'x', nested: { inner: 'a', extra: 1 }, keyed: 5, other: true })).toEqual({
      name: [FIELD_ERRORS.tooLong],
      count: [FIELD_ERRORS.invalid],
      'nested.extra': [FIELD_ERRORS.unknown],
      keyed: [FIELD_ERRORS.signatureName],
      other: [FIELD_ERRORS.unknown],
    });
    expect(errorsOf({ nested: {} })).toEqual({
      name: [FIELD_ERRORS.required],
      count: [FIELD_ERRORS.required],
      'nested.inner': [FIELD_ERRORS.required],
      keyed: [FIELD_ERRORS.signatureName],
    });
  });

  it('reports a body that is not an object at _root', () => {
    expect(errorsOf([1, 2])).toEqual({ _root: [FIELD_ERRORS.invalid] });
    expect(errorsOf(undefined)).toEqual({ _root: [FIELD_ERRORS.required] });
  });
});
