/**
 * ESLint rule `lda/layers`: the web's import boundaries (docs/CONVENTIONS.md), checked on every import, re-export,
 * dynamic import and CSS import (type-only imports count too: they couple the layers the same way).
 *
 *   shared/  ←  web/src/ui, web/src/lib  ←  web/src/features/<feature>  ←  web/src/app  ←  main.tsx, entry-server.tsx
 *
 *  - shared/ imports nothing from web/ or functions/;
 *  - ui/ and lib/ import shared/, ui/ and lib/ only;
 *  - a feature imports shared/, ui/, lib/ and its own folder: never another feature, never app/;
 *  - app/ imports anything in web/src but the entries; only main.tsx and entry-server.tsx import app/.
 * Imports of packages and files outside these folders (tests, scripts, infra) are not checked.
 */
const { dirname, relative, resolve, sep } = require('node:path');

const ROOT = resolve(__dirname, '..');
const ENTRIES = new Set(['web/src/main.tsx', 'web/src/entry-server.tsx']);

/** The layer of a repository path (posix, relative to the root), or null when the rule does not govern it. */
function layerOf(path) {
  if (path.startsWith('shared/')) return { layer: 'shared' };
  if (path.startsWith('functions/')) return { layer: 'functions' };
  if (!path.startsWith('web/src/')) return null;
  if (ENTRIES.has(path)) return { layer: 'entry' };
  const [, , top, feature] = path.split('/');
  if (top === 'features') return { layer: 'feature', feature };
  if (top === 'ui' || top === 'lib' || top === 'app' || top === 'styles') return { layer: top };
  return { layer: 'other' };
}

const name = (l) => (l.layer === 'feature' ? `features/${l.feature}` : l.layer);

/** Why `from` may not import `to` (null when it may). */
function violation(from, to) {
  if (from.layer === 'shared') return to.layer === 'shared' ? null : 'shared/ is used by the web and the functions and imports neither';
  if (to.layer === 'entry') return 'nothing imports the entries';
  if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'entry') return 'only main.tsx and entry-server.tsx import app/';
  if (from.layer === 'ui' || from.layer === 'lib') {
    return ['shared', 'ui', 'lib'].includes(to.layer) ? null : 'ui/ and lib/ import only shared/, ui/ and lib/';
  }
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.feature !== from.feature)
      return 'a feature never imports another feature (share it through ui/ or lib/)';
    return ['shared', 'ui', 'lib', 'feature'].includes(to.layer) ? null : 'a feature imports only shared/, ui/, lib/ and itself';
  }
  return null;
}

/** The static part of an import source: a string literal, or a template literal's text before its first `${`. */
function sourceText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked;
  return null;
}

const toPosix = (p) => p.split(sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web layers apart: shared ← ui/lib ← features ← app (docs/CONVENTIONS.md)' },
    schema: [],
    messages: { layer: '{{from}} must not import {{to}}: {{why}}.' },
  },
  create(context) {
    const file = toPosix(relative(ROOT, context.filename));
    const from = layerOf(file);
    if (!from) return {};
    const check = (node, source) => {
      const spec = sourceText(source);
      if (!spec || !spec.startsWith('.')) return;
      const target = toPosix(relative(ROOT, resolve(dirname(context.filename), spec)));
      const to = layerOf(target);
      if (!to) {
        if (from.layer === 'shared' && !target.startsWith('shared/'))
          context.report({ node, messageId: 'layer', data: { from: 'shared', to: target, why: 'shared/ imports only shared/' } });
        return;
      }
      const why = violation(from, to);
      if (why) context.report({ node, messageId: 'layer', data: { from: name(from), to: name(to), why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

module.exports = { rules: { layers }, layerOf, violation };
