import { Fragment, type ReactNode } from 'react';

/**
 * A translated template whose {placeholders} become elements (a phone link inside a sentence), so each language
 * keeps its own word order. Pass `t(key)` without vars: unknown placeholders stay in the text for this to replace.
 */
export function Rich({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment> : part))}</>;
}
