/**
 * `npm run openapi`: write the OpenAPI 3.1 document built from the contract (shared/api/openapi.ts) to
 * docs/openapi.json. Run it after changing a route or a schema in shared/api; test/unit/api/openapi.test.ts fails
 * while the committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from '../shared/api/openapi';

const file = join(__dirname, '../docs/openapi.json');
const doc = buildOpenApi();
writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`Wrote ${file}: ${Object.keys(doc.paths as object).length} paths`);
