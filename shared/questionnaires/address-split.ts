/**
 * For upgrades from older definitions that asked an address as one line: "1234 E Cesar Chavez Ave, Los Angeles, CA
 * 90033" → { street, city, state, zip } (the party block's parts, fragments/party.ts). Anything that does not read
 * "street, city, ST 12345" gives nothing: the client (a resumed draft) or staff (a packet) completes it.
 */
export function splitAddress(address: unknown): Record<string, string> {
  const text = typeof address === 'string' ? address.trim() : '';
  const m = /^(.+?),\s*([^,]+?),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(text);
  return m ? { street: m[1].trim(), city: m[2].trim(), state: m[3].toUpperCase(), zip: m[4] } : {};
}
