/**
 * What a proof of service says, as the "answers" its form maps read (issue 32): the court forms engine fills maps
 * from answers (shared/questionnaires/forms/evaluate.ts), so a proof's facts — the job, the attempt that served, the
 * mailing, the server's registration, the signature — are laid out here as one answers object, and the maps of
 * ./sc-104.ts, ./dv-200.ts… read it with `raw` and `date` value specs and plain conditions. Pure: the documents
 * function builds it from the stored job (functions/lib/serving/proof.ts), the tests from fixtures.
 */
import { COURTHOUSES } from '../../courts/courthouses';
import { officeTime } from '../../notary/time';
import type { ProofForm } from '../jobs';

export interface ProofFacts {
  form: ProofForm | 'FL-335';
  caption: { court: string | null; caseNumber: string | null; caseName: string | null; hearingDate: string | null };
  /** The client (the party who asked for service) — DV-200 item 1, the caption's first party. */
  clientName: string;
  servee: { kind: 'person' | 'business'; name: string; agentName: string | null; agentTitle: string | null };
  papers: readonly string[];
  service:
    | {
        kind: 'personal' | 'substituted';
        at: string;
        address: Addr;
        addressKind: 'home' | 'work' | 'mailing' | 'other';
        /** Substituted service: who took the papers (their name, else their description) and their relation. */
        recipient: { name: string; relation: string } | null;
      }
    | { kind: 'mail'; at: string; address: Addr }
    | null;
  mailing: { mailedOn: string; city: string; how: 'usps' | 'business' } | null;
  server: {
    name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    registrationNumber: string;
    county: string;
  };
  feeCents: number;
  /** Set once the server signs: their typed name and the signing day (office time). */
  signature: { name: string; date: string } | null;
  /** Attempts are listed on the attached declaration of diligence. */
  diligenceAttached: boolean;
  /** The office's reference for the job (POS-010's "Ref. No. or File No."). */
  jobRef: string;
}

export interface Addr {
  street: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
}

const streetLine = (a: Addr) => [a.street, a.unit].filter(Boolean).join(', ');
export const addressLine = (a: Addr): string => `${streetLine(a)}, ${a.city}, ${a.state} ${a.zip}`;

/** "6:42" and whether it is a.m. or p.m., in office time. */
function clock(iso: string): { time: string; am: boolean } {
  const t = officeTime(new Date(iso));
  const h12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return { time: `${h12}:${String(t.minute).padStart(2, '0')}`, am: t.hour < 12 };
}

const SC100 = /^SC-100\b/;
const SC120 = /^SC-120\b/;

/** The answers object the proof maps read. */
export function proofAnswers(f: ProofFacts) {
  const s = f.service;
  const at = s ? clock(s.at) : null;
  const other = f.papers.filter((p) => !SC100.test(p) && !SC120.test(p));
  const dvPaper = (re: RegExp) => f.papers.some((p) => re.test(p));
  const server = f.server;
  const serverAddress = `${server.street}, ${server.city}, ${server.state} ${server.zip}`;
  const family = (re: RegExp) => f.papers.some((p) => re.test(p));
  // FL-115 item 1: the summons' sets (1a–1c) and the documents item 1d lists by number; the rest is "Other".
  const otherFamily = f.papers.filter((p) => !/^FL-(100|105|110|120|140|142|150|155|160|200|210|220|260|270|300|320)\b/.test(p));
  const recipient = s && s.kind === 'substituted' ? s.recipient : null;
  return {
    form: f.form,
    jobRef: f.jobRef,
    caption: {
      court: f.caption.court ?? '',
      // SC-104 and DV-200 print "Superior Court of California, County of" above the box: the county follows, then the
      // courthouse and its street address (a caption that names the court as the papers print it loses that prefix).
      courtBlock: courtAfterPrintedPrefix(f.caption.court),
      // The captions that print "SUPERIOR COURT OF CALIFORNIA, COUNTY OF" with street, mailing, city and branch lines.
      ...courtLinesOf(f.caption.court),
      county: 'Los Angeles',
      caseNumber: f.caption.caseNumber ?? '',
      caseName: f.caption.caseName ?? '',
      hearingDate: f.caption.hearingDate ?? '',
      party1: f.clientName,
      party2: f.servee.name,
    },
    client: { name: f.clientName },
    servee: {
      kind: f.servee.kind,
      name: f.servee.name,
      agent: f.servee.agentName ?? '',
      agentLine: [f.servee.agentName, f.servee.agentTitle].filter(Boolean).join(', '),
      /** POS-010 item 3b: the person served on behalf of an entity. */
      onBehalf:
        f.servee.kind === 'business' && f.servee.agentName
          ? `${f.servee.agentName}, ${f.servee.agentTitle ?? 'authorized agent'} of ${f.servee.name}`
          : '',
    },
    papers: {
      list: f.papers.join('; '),
      sc100: f.papers.some((p) => SC100.test(p)),
      sc120: f.papers.some((p) => SC120.test(p)),
      other: other.length > 0,
      otherText: other.join('; '),
      // DV-200 item 4.
      // 4a is DV-109 served with DV-100 and a blank DV-120: checked for the notice of hearing, not for DV-100 alone.
      dv109: dvPaper(/^DV-109\b/),
      dv110: dvPaper(/^DV-110\b/),
      dv105: dvPaper(/^DV-1(05|40)\b/),
      fl150: dvPaper(/^FL-150\b/),
      fl155: dvPaper(/^FL-155\b/),
      dv115: dvPaper(/^DV-115\b/),
      dv116: dvPaper(/^DV-116\b/),
      dv130: dvPaper(/^DV-130\b/),
      dvOther: f.papers
        .filter((p) => !/^(DV-10[59]|DV-11[056]|DV-1[34]0|FL-15[05])\b/.test(p))
        .filter((p) => !(dvPaper(/^DV-109\b/) && /^DV-1[02]0\b/.test(p)))
        .join('; '),
      // FL-115 item 1.
      fl100: family(/^FL-100\b/),
      fl200: family(/^FL-200\b/),
      fl260: family(/^FL-260\b/),
      fl105: family(/^FL-105\b/),
      fl140: family(/^FL-140\b/),
      fl142: f.papers.some((p) => /\bFL-142\b/.test(p)),
      fl160: family(/^FL-160\b/),
      fl300: family(/^FL-300\b/),
      otherFamily: otherFamily.length > 0,
      otherFamilyText: otherFamily.join('; '),
      summons: f.papers.some((p) => /summons/i.test(p) || /^(SUM|FL-110|FL-210)\b/.test(p)),
      complaint: f.papers.some((p) => /complaint|petition/i.test(p)),
    },
    service: {
      kind: s?.kind ?? 'none',
      personal: s?.kind === 'personal',
      substituted: s?.kind === 'substituted',
      date: s ? officeTime(new Date(s.at)).date : '',
      time: at?.time ?? '',
      timeWithMeridiem: at ? `${at.time} ${at.am ? 'a.m.' : 'p.m.'}` : '',
      am: at !== null && at.am,
      pm: at !== null && !at.am,
      street: s ? streetLine(s.address) : '',
      city: s?.address.city ?? '',
      state: s?.address.state ?? '',
      zip: s?.address.zip ?? '',
      address: s ? addressLine(s.address) : '',
      home: s !== null && s.kind === 'substituted' && s.addressKind === 'home',
      work: s !== null && s.kind === 'substituted' && s.addressKind === 'work',
      mailingAddress: s !== null && s.kind === 'substituted' && s.addressKind === 'mailing',
      /** SC-104 4b: "name or description of the person I gave the papers to". */
      // Its box starts on the label's line (the XFA template indents the first line past the label, which the fill
      // engine does not read): the leading line break puts the answer on the box's second line, below the label.
      recipient: recipient ? `\n${recipient.name} (${recipient.relation})` : '',
      recipientName: recipient?.name ?? '',
      relation: recipient?.relation ?? '',
      /** POS-010 5b: "name and title or relationship". */
      recipientWithRelation: recipient ? `${recipient.name}, ${recipient.relation}` : '',
    },
    mailing: {
      date: f.mailing?.mailedOn ?? '',
      city: f.mailing ? f.mailing.city : '',
      usps: f.mailing?.how === 'usps',
      business: f.mailing?.how === 'business',
    },
    server: {
      name: server.name,
      phone: server.phone,
      street: server.street,
      city: server.city,
      state: server.state,
      zip: server.zip,
      address: serverAddress,
      registrationNumber: server.registrationNumber,
      county: server.county,
      fee: f.feeCents,
      /** FL-330 item 6: name, address, telephone, county of registration and number. */
      block: `${server.name}\n${serverAddress}\n${server.phone}\nRegistered California process server, ${server.county} County, No. ${server.registrationNumber}`,
    },
    signature: { signed: f.signature !== null, name: f.signature?.name ?? '', date: f.signature?.date ?? '' },
    diligence: { attached: f.diligenceAttached },
  };
}

export type ProofAnswers = ReturnType<typeof proofAnswers>;

/** The court box's text after the form's printed "Superior Court of California, County of": the county first. */
export function courtAfterPrintedPrefix(court: string | null): string {
  const rest = (court ?? '').replace(/^\s*superior court of california,?\s*(county of\s*)?/i, '').trim();
  if (!rest) return 'Los Angeles';
  return /^los angeles\b/i.test(rest) ? rest : `Los Angeles\n${rest}`;
}

/**
 * The court as the captions' lines want it: the courthouse's name alone on BRANCH NAME, its street, mailing address
 * and city/zip on their own lines. The courthouse table (shared/courts/courthouses.ts) gives the address of a
 * courthouse the caption names; otherwise the name is what follows the county, and an address line is left blank
 * rather than guessed.
 */
export function courtLinesOf(court: string | null): { branch: string; street: string; mailing: string; cityZip: string } {
  const rest = (court ?? '').replace(/^\s*superior court of california,?\s*(county of\s*)?(los angeles,?\s*)?/i, '').trim();
  const known = COURTHOUSES.filter((c) => rest.toLowerCase().includes(c.name.toLowerCase())).sort(
    (a, b) => b.name.length - a.name.length,
  )[0];
  if (known) return { branch: known.name, street: known.street, mailing: known.mailing ?? '', cityZip: `${known.city}, CA ${known.zip}` };
  return { branch: rest.split(',')[0].trim(), street: '', mailing: '', cityZip: '' };
}
