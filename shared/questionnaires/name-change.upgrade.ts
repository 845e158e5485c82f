/**
 * Name-change answers of version 1 in the shape of version 2 (versions.ts). Light: no definitions.
 *
 * Carried: the petitioner (the one-line address split into street, city, state and ZIP when it reads
 * "street, city, ST 12345"; otherwise all of it in the street line), their date of birth (also the date of birth of an
 * adult person, who in version 1 could only be the petitioner), each person's names, reason and the other parent, and
 * the background and court answers. The free-text relationship becomes a choice: "mother", "father" or "parent" (in
 * English or Spanish) is a parent, "guardian"/"tutor" a guardian, anything else "other" with the words kept. What
 * version 2 asks and version 1 did not (place of birth, residence, where the petitioner lives, gender identity) stays
 * missing: the client completes it when the draft resumes, staff when a packet is built.
 */
import { splitAddress } from './domestic-violence.upgrade';
import type { Answers, AnswerValue } from './types';

const defined = (o: Record<string, AnswerValue | undefined>): Answers =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Answers;

function relationship(v: AnswerValue | undefined): Answers {
  if (typeof v !== 'string' || !v.trim()) return {};
  const words = v.trim().toLowerCase();
  if (/^(mother|father|parent|madre|padre|mamá|papá)$/.test(words)) return { relationship: 'parent' };
  if (/^(legal )?guardian$|^tutor(a)?( legal)?$/.test(words)) return { relationship: 'guardian' };
  return { relationship: 'other', relationshipOther: v.trim() };
}

export function nameChangeV1ToV2(a: Answers): Answers {
  const p = (a.petitioner ?? {}) as Answers;
  const address = typeof p.address === 'string' && p.address.trim() ? splitAddress(p.address) : {};
  const people = Array.isArray(a.people) ? (a.people as readonly Answers[]) : [];
  return defined({
    petitioner: defined({ name: p.name, ...address, phone: p.phone, email: p.email }),
    dateOfBirth: a.dateOfBirth,
    people: people.map((person) =>
      defined({
        presentName: person.presentName,
        proposedName: person.proposedName,
        isMinor: person.isMinor,
        birthDate: person.isMinor === false ? (person.birthDate ?? a.dateOfBirth) : person.birthDate,
        ...(person.isMinor === true ? relationship(person.relationship) : {}),
        otherParentName: person.otherParentName,
        otherParentPosition: person.otherParentPosition,
        reason: person.reason,
        reasonDetails: person.reasonDetails,
      }),
    ),
    sexOffenderRegistration: a.sexOffenderRegistration,
    underSupervision: a.underSupervision,
    pendingCases: a.pendingCases,
    backgroundDetails: a.backgroundDetails,
    county: a.county,
    newspaper: a.newspaper,
    otherFacts: a.otherFacts,
  });
}
