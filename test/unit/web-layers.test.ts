/**
 * The web's import boundaries (scripts/eslint-layers.js, run by `npm run lint`): shared ← ui/lib ← features ← app.
 * Each case lints one import as if written in the named file; the violations are the kinds the code review found
 * (a feature importing app/, one feature importing another) and their relatives.
 */
import { Linter } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lda = require('../../scripts/eslint-layers.js');

const ROOT = resolve(__dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { lda },
    rules: { 'lda/layers': 'error' },
  },
];

function lint(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: resolve(ROOT, file) }).map((m) => m.message);
}

describe('the layers rule', () => {
  it.each([
    ['web/src/features/auth/AuthPage.tsx', "import { PageLoader } from '../../app/PageLoader';", 'features/auth must not import app'],
    [
      'web/src/features/journey/pages/AgreementPage.tsx',
      "import { RequireAuth } from '../../../app/guards';",
      'features/journey must not import app',
    ],
    [
      'web/src/features/journey/pages/X.tsx',
      "import type { Order } from '../../dashboard/Receipt';",
      'features/journey must not import features/dashboard',
    ],
    [
      'web/src/features/public/pages/X.tsx',
      "export { Receipt } from '../../dashboard/Receipt';",
      'features/public must not import features/dashboard',
    ],
    [
      'web/src/features/dashboard/X.tsx',
      "const page = () => import('../admin/AdminSubmissionsPage');",
      'features/dashboard must not import features/admin',
    ],
    ['web/src/features/questionnaire/X.tsx', "import '../journey/journey.css';", 'features/questionnaire must not import features/journey'],
    ['web/src/ui/Icon.tsx', "import { x } from '../features/public/x';", 'ui must not import features/public'],
    ['web/src/lib/meta.tsx', "import { Layout } from '../app/Layout';", 'lib must not import app'],
    ['web/src/lib/x.ts', "import { y } from '../features/chat/y';", 'lib must not import features/chat'],
    ['shared/catalogue.ts', "import { api } from '../web/src/lib/api';", 'shared must not import lib'],
    ['shared/x.ts', "import { http } from '../functions/lib/http';", 'shared must not import functions'],
  ])('%s: %s is refused', (file, code, message) => {
    const errors = lint(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['web/src/features/journey/pages/AgreementPage.tsx', "import { journeyStepFor } from '../order-flow';"],
    ['web/src/features/journey/pages/AgreementPage.tsx', "import { Button } from '../../../ui/Button';"],
    ['web/src/features/journey/pages/AgreementPage.tsx', "import { api } from '../../../lib/api';"],
    ['web/src/features/journey/pages/AgreementPage.tsx', "import { CATALOGUE } from '../../../../../shared/catalogue';"],
    ['web/src/ui/Loader.tsx', "import { useI18n } from '../lib/i18n/I18nProvider';"],
    ['web/src/app/router.tsx', 'const load = (f: string, n: string) => import(`../features/${f}/pages/${n}.tsx`);'],
    ['web/src/app/router.tsx', "import { RequireOrderReady } from '../features/journey/RequireOrderReady';"],
    ['web/src/main.tsx', "import './app/shell/shell.css';"],
    ['web/src/entry-server.tsx', "import { routes } from './app/router';"],
    ['web/src/features/admin/X.tsx', "import { Button } from '@cloudscape-design/components/button';"],
  ])('%s: %s is allowed', (file, code) => {
    expect(lint(file, code)).toEqual([]);
  });
});
