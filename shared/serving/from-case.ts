/**
 * A service job from a case (issue 32): what the client's answers already say about who is to be served and where,
 * which papers the packet holds for service, and which kind of papers they are (so which proof form). Staff see the
 * draft, correct it and create the job in one step; nothing here guesses beyond the answers.
 */
import type { QuestionnaireType } from '../questionnaire-types';
import type { PaperKind } from './jobs';
import type { AddressKind } from './rules';

export interface DraftAddress {
  kind: AddressKind;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface DraftServee {
  /** Who they are in the case ("defendant", "respondent", "restrained person", "other party"). */
  role: string;
  servee: { kind: 'person' | 'business'; name: string; agentName: string | null; agentTitle: string | null; description: string | null };
  addresses: DraftAddress[];
}

/** The papers of each questionnaire that are served on the other side, and their kind. */
export const SERVED_PAPERS: Partial<Record<QuestionnaireType, { kind: PaperKind; papers: readonly string[] }>> = {
  'small-claims': { kind: 'small_claims', papers: ['SC-100, Plaintiff’s Claim and ORDER to Go to Small Claims Court'] },
  'domestic-violence': {
    kind: 'dv',
    papers: [
      'DV-109, Notice of Court Hearing',
      'DV-100, Request for Domestic Violence Restraining Order',
      'DV-110, Temporary Restraining Order',
      'DV-120 (blank)',
    ],
  },
  dissolution: { kind: 'family_summons', papers: ['FL-110, Summons', 'FL-100, Petition', 'FL-105 (if children)', 'FL-120 (blank)'] },
  'paternal-relationship': { kind: 'family_summons', papers: ['FL-210, Summons', 'FL-200, Petition', 'FL-220 (blank)'] },
  'parental-relationships': {
    kind: 'family_summons',
    papers: ['FL-210, Summons', 'FL-260, Petition for Custody and Support', 'FL-270 (blank)'],
  },
  'request-for-order': { kind: 'family_papers', papers: ['FL-300, Request for Order', 'FL-320 (blank)'] },
};

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function structured(p: Record<string, unknown>, kind: AddressKind): DraftAddress[] {
  const street = str(p.street);
  const city = str(p.city);
  if (!street || !city) return [];
  return [{ kind, street, city, state: str(p.state) ?? 'CA', zip: str(p.zip) ?? '' }];
}

/** "789 S Atlantic Blvd, East Los Angeles, CA 90022" → its parts (free-text addresses of some questionnaires). */
export function parseAddressLine(line: string | null, kind: AddressKind): DraftAddress[] {
  if (!line) return [];
  const m = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\s*$/.exec(line.trim());
  if (!m) return [];
  return [{ kind, street: m[1], city: m[2], state: m[3], zip: m[4] }];
}

const person = (name: string, description: string | null = null): DraftServee['servee'] => ({
  kind: 'person',
  name,
  agentName: null,
  agentTitle: null,
  description,
});

/** The parties to serve that the answers name, each with the addresses the answers give. */
export function serveesFromAnswers(type: QuestionnaireType, answers: unknown): DraftServee[] {
  const a = rec(answers);
  const out: DraftServee[] = [];
  switch (type) {
    case 'small-claims': {
      const d = rec(a.defendant);
      const name = str(d.name);
      if (name) {
        if (a.defendantType === 'business' || a.defendantType === 'publicEntity') {
          const agent = rec(a.agent);
          out.push({
            role: 'defendant',
            servee: { kind: 'business', name, agentName: str(agent.name), agentTitle: str(agent.jobTitle), description: null },
            addresses: [...structured(agent, 'work'), ...structured(d, 'work')],
          });
        } else out.push({ role: 'defendant', servee: person(name), addresses: structured(d, 'home') });
      }
      for (const other of Array.isArray(a.otherDefendants) ? a.otherDefendants : []) {
        const o = rec(other);
        const n = str(o.name);
        if (n) out.push({ role: 'defendant', servee: person(n), addresses: structured(o, 'home') });
      }
      break;
    }
    case 'domestic-violence': {
      const o = rec(a.other);
      const name = str(o.name);
      if (!name) break;
      const height =
        typeof o.heightFeet === 'number' ? `${o.heightFeet}'${typeof o.heightInches === 'number' ? `${o.heightInches}"` : ''}` : null;
      const description = [
        typeof o.age === 'number' ? `age ${o.age}` : null,
        str(o.gender),
        height,
        typeof o.weight === 'number' ? `${o.weight} lb` : null,
        str(o.hair) ? `${o.hair} hair` : null,
        str(o.eyes) ? `${o.eyes} eyes` : null,
        str(o.marks),
        [str(o.vehicleModel), str(o.vehiclePlate)].filter(Boolean).join(' ') || null,
      ]
        .filter(Boolean)
        .join('; ');
      out.push({
        role: 'restrained',
        servee: person(name, description || null),
        addresses: [...parseAddressLine(str(o.address), 'home'), ...parseAddressLine(lastAddress(str(o.employer)), 'work')],
      });
      break;
    }
    case 'dissolution':
    case 'paternal-relationship':
    case 'parental-relationships': {
      const r = rec(a.respondent ?? a.otherParent ?? a.otherParty);
      const name = str(r.name);
      if (name) out.push({ role: 'respondent', servee: person(name), addresses: structured(r, 'home') });
      break;
    }
    case 'request-for-order': {
      const r = rec(a.otherParty);
      const name = str(r.name);
      if (name) out.push({ role: 'otherParty', servee: person(name), addresses: structured(r, 'home') });
      break;
    }
    default:
      break;
  }
  return out;
}

/** "Port of Los Angeles, 425 S Palos Verdes St, San Pedro, CA 90731" → "425 S Palos Verdes St, San Pedro, CA 90731". */
function lastAddress(text: string | null): string | null {
  if (!text) return null;
  const m = /(\d+[^,]*,\s*[^,]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?)\s*$/.exec(text);
  return m ? m[1] : null;
}
