/**
 * Expression building with placeholders for every attribute name and value, so no attribute ever collides with one
 * of DynamoDB's reserved words (status, name, step…) and no value is spliced into an expression.
 *
 *   const e = expr();
 *   UpdateExpression: e.set({ status: 'processing', version: 3 }),
 *   ConditionExpression: `${e.name('version')} = ${e.value(2)}`,
 *   ...e.attributes(),
 */
export function expr() {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let counter = 0;
  let keyCounter = 0;
  const placeholders = new Map<string, string>();
  const name = (attribute: string): string => {
    // A placeholder is letters, digits and underscores: an attribute (or map key, such as an id) with other characters
    // gets a numbered one.
    let placeholder = placeholders.get(attribute);
    if (!placeholder) {
      placeholder = /^[A-Za-z0-9_]+$/.test(attribute) ? `#${attribute}` : `#k${keyCounter++}`;
      placeholders.set(attribute, placeholder);
    }
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (v: unknown): string => {
    const placeholder = `:v${counter++}`;
    values[placeholder] = v;
    return placeholder;
  };
  return {
    name,
    value,
    /** `SET #a = :v0, #b = :v1`; `keep` attributes are set only when absent (if_not_exists). */
    set(fields: Record<string, unknown>, keep: Record<string, unknown> = {}): string {
      const assignments = [
        ...Object.entries(fields).map(([k, v]) => `${name(k)} = ${value(v)}`),
        ...Object.entries(keep).map(([k, v]) => `${name(k)} = if_not_exists(${name(k)}, ${value(v)})`),
      ];
      return `SET ${assignments.join(', ')}`;
    },
    /** ` REMOVE #a, #b`, to append to a SET expression (no leading space when alone: trim it). */
    remove(...attributes: string[]): string {
      return attributes.length ? ` REMOVE ${attributes.map(name).join(', ')}` : '';
    },
    /** The placeholders used so far, leaving out an empty map (DynamoDB refuses those). */
    attributes(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
      return {
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      };
    },
  };
}
