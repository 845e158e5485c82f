/**
 * Domestic-violence answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the client (the one-line mailing address split into street, city, state and ZIP when it reads
 * "street, city, ST 12345"; otherwise all of it in the street line), how to contact them safely, the other person's
 * name, age, date of birth and address, the relationship (version 1 had one choice, version 2 checks all that apply),
 * the most recent abuse (date, what happened, injured → harmed, police), the earlier abuse as one other time, firearms
 * (their description as one item), the orders (version 1's "stop harassing, threatening or contacting me" is DV-100's
 * items 10 and 11; child custody moved to the children step), the stay-away distance, the move-out address, the
 * children, the other orders and the other protected people. Version 1's free-text description of the other person
 * and of the animals have no single field in version 2: they are kept in "anything else", labelled, so nothing the
 * client wrote is lost. "Temporary orders" is not asked any more (every request asks for orders until the hearing).
 * What version 2 asks and version 1 did not stays missing.
 */
import type { Answers, AnswerValue } from './types';

const str = (v: AnswerValue | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** "P.O. Box 33021, Los Angeles, CA 90033" → street, city, state, ZIP; anything else stays whole in the street line. */
export function splitAddress(line: string): { street: string; city?: string; state?: string; zip?: string } {
  const m = /^(.+),\s*([^,]+?),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  return m ? { street: m[1].trim(), city: m[2].trim(), state: m[3].toUpperCase(), zip: m[4] } : { street: line.trim() };
}

const defined = (o: Record<string, AnswerValue | undefined>): Record<string, AnswerValue> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, AnswerValue>;

export function domesticViolenceV1ToV2(a: Answers): Answers {
  const mailing = str(a.mailingAddress);
  const ordersV1 = Array.isArray(a.orders) ? (a.orders as readonly string[]) : [];
  const orders = ordersV1.flatMap((o) => (o === 'personalConduct' ? ['personalConduct', 'noContact'] : o === 'childCustody' ? [] : [o]));
  const children = Array.isArray(a.children) ? (a.children as readonly Answers[]) : [];
  const people = Array.isArray(a.protectedPeople) ? (a.protectedPeople as readonly Answers[]) : [];
  const previous = str(a.previousAbuse);
  const gunDetails = str(a.firearmsDetails);
  const notes = [
    str(a.description) && `Description of the other person / Descripción de la otra persona: ${str(a.description)}`,
    str(a.animals) && `Animals / Animales: ${str(a.animals)}`,
    str(a.otherFacts),
  ].filter((v): v is string => Boolean(v));

  return defined({
    you: defined({
      name: a.name,
      age: a.age,
      ...(mailing ? splitAddress(mailing) : {}),
      phone: a.phone,
      email: a.email,
    }),
    safeToContact: a.safeToContact,
    safeContactNotes: a.safeContactNotes,
    other: defined({
      name: a.otherName,
      age: a.otherAge,
      dateOfBirth: a.otherDateOfBirth,
      address: a.otherAddress,
    }),
    relationship: typeof a.relationship === 'string' ? [a.relationship] : undefined,
    recent: defined({
      date: a.recentDate,
      details: a.recentAbuse,
      harm: a.injured === true ? true : undefined,
      police: a.policeCame === true ? 'yes' : a.policeCame === false ? 'no' : undefined,
    }),
    moreAbuse: previous ? true : undefined,
    incidents: previous ? [{ details: previous }] : undefined,
    firearms: a.firearms,
    guns: gunDetails ? [{ description: gunDetails }] : undefined,
    orders: orders.length ? orders : undefined,
    stayAwayYards: a.stayAwayYards,
    livingNear: ordersV1.includes('stayAway') && a.livesWithYou === true ? 'together' : undefined,
    moveOutAddress: a.moveOutAddress,
    otherOrders: a.otherOrders,
    protectOthers: people.length ? true : undefined,
    protectedPeople: people.length ? people.map((p) => defined({ name: p.name, age: p.age, relationship: p.relationship })) : undefined,
    childCount: children.length ? children.length : undefined,
    childOrders: ordersV1.includes('childCustody') ? ['custody'] : undefined,
    children: children.length ? children.map((c) => defined({ name: c.name, birthDate: c.birthDate })) : undefined,
    otherFacts: notes.length ? notes.join('\n\n') : undefined,
  });
}
