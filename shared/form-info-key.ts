/**
 * The i18n key part of a form's name ("DV-105(A)" → "DV_105_A"): `formsInfo.purpose.<key>`, `journey.hub.documents.<key>`.
 * A module of its own, free of zod, so the public hub can name documents without the schema library in its first load
 * (test/e2e/bundle.spec.ts).
 */
export const formInfoKey = (form: string): string => form.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
