/** Where the court-forms tools read and write. */
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
/** The shipped forms and their manifest (the packets function's bundle copies this folder: infra/aws/constructs/api.ts). */
export const FORMS_DIR = join(ROOT, 'functions/packets/forms');
