/**
 * What a questionnaire's card on the hub lists (UX review rows 19 and 24): every form and document the service can
 * prepare — those it always prepares, then those it prepares depending on the answers (the divorce petition FL-100,
 * the name-change petition NC-100, every business filing) — named as the client can read them: an official form by
 * its number (the forms' titles stay in English), any other document by a name in the page's language
 * (`journey.hub.documents.<key>`). One line for the domestic relations orders of up to four plans; a copy of a form
 * (GC-212 for a co-guardian) is not listed twice.
 */
import type { CatalogueEntry } from '../../../../shared/catalogue';
import { formInfoKey } from '../../../../shared/form-info-key';

/** An official form's number, with its letter suffix: "FL-100", "GC-210(CA)", "ICWA-010(A)", "DE-147S", "LLC-1". */
const FORM_NUMBER = /^[A-Z]{2,5}(?:-[A-Z0-9]+)+(?:\([A-Z]+\))?(?= |$)/;

export type HubDocument = { number: string } | { key: string };

/** The hub's name of one entry of a service's forms. */
export function hubDocument(form: string): HubDocument {
  const number = FORM_NUMBER.exec(form)?.[0];
  if (number) return { number };
  const key = formInfoKey(form);
  return { key: /^Domestic_relations_order_plan_\d+$/.test(key) ? 'Domestic_relations_order' : key };
}

const id = (d: HubDocument) => ('number' in d ? `#${d.number}` : d.key);

function unique(forms: readonly string[], seen: Set<string>): HubDocument[] {
  const out: HubDocument[] = [];
  for (const d of forms.map(hubDocument)) {
    if (seen.has(id(d))) continue;
    seen.add(id(d));
    out.push(d);
  }
  return out;
}

/** The card's two lists, each entry once across both. */
export function hubDocuments(entry: Pick<CatalogueEntry, 'forms' | 'formsWhenNeeded'>): {
  always: HubDocument[];
  whenNeeded: HubDocument[];
} {
  const seen = new Set<string>();
  const always = unique(entry.forms, seen);
  return { always, whenNeeded: unique(entry.formsWhenNeeded, seen) };
}
