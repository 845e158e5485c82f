/**
 * Realistic long service jobs for every proof-of-service form (issue 32): long names, a long description of the person
 * served, a long address, several attempts, substituted service with its mailing where the form has it, and a
 * personal-service variant. The fidelity test (test/unit/court-forms/fidelity-proofs.test.ts) checks the proofs built
 * from them; `npx tsx scripts/serving/long-proofs.ts <dir>` writes them and renders their pages for looking at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { formAssets } from '../../functions/lib/packet/assets';
import { buildProof, type BuiltProof } from '../../functions/lib/serving/proof';
import type { AttemptItem, JobItem, ServerItem } from '../../functions/lib/store/serving';
import type { ProofFormId } from '../../shared/serving/forms/registry';
import { FORMS_DIR } from '../court-forms/paths';

export type ProofVariant = 'substituted' | 'personal';

/** FL-335 (by mail) and SC-104A (a mailing) have the mailing only; FL-330 and DV-200 are personal service only. */
export const PROOF_VARIANTS: Readonly<Record<ProofFormId, readonly ProofVariant[]>> = {
  'SC-104': ['substituted', 'personal'],
  'SC-104A': ['substituted'],
  'POS-010': ['substituted', 'personal'],
  'FL-115': ['substituted', 'personal'],
  'FL-330': ['personal'],
  'FL-335': ['substituted'],
  'DV-200': ['personal'],
};

const CAPTION: Record<ProofFormId, JobItem['caption'] & { papers: string[]; kind: JobItem['paperKind'] }> = {
  'SC-104': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, 111 North Hill Street, Los Angeles, CA 90012',
    caseNumber: '26SMSC01234',
    caseName: 'Guadalupe Concepción Hernández-Villaseñor v. Maximiliano Alejandro Fitzgerald-Rodríguez',
    papers: ['SC-100 Plaintiff’s Claim and ORDER to Go to Small Claims Court', 'SC-100-INFO Information for the Small Claims Plaintiff'],
    kind: 'small_claims',
  },
  'SC-104A': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, 111 North Hill Street, Los Angeles, CA 90012',
    caseNumber: '26SMSC01234',
    caseName: 'Guadalupe Concepción Hernández-Villaseñor v. Maximiliano Alejandro Fitzgerald-Rodríguez',
    papers: ['SC-100 Plaintiff’s Claim and ORDER to Go to Small Claims Court', 'SC-100-INFO Information for the Small Claims Plaintiff'],
    kind: 'small_claims',
  },
  'POS-010': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse',
    caseNumber: '26STCV98765',
    caseName: 'Hernández-Villaseñor v. Fitzgerald-Rodríguez',
    papers: [
      'SUM-100 Summons',
      'Complaint for breach of contract and common counts',
      'Notice of case assignment and case management conference',
    ],
    kind: 'civil_summons',
  },
  'FL-115': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse',
    caseNumber: '26STFL04321',
    caseName: 'In re the Marriage of Hernández-Villaseñor and Fitzgerald-Rodríguez',
    papers: [
      'FL-100 Petition—Marriage/Domestic Partnership',
      'FL-110 Summons (Family Law)',
      'FL-120 Response (blank)',
      'FL-105 Declaration Under UCCJEA',
      'FL-140 Declaration of Disclosure with FL-142 Schedule of Assets and Debts',
    ],
    kind: 'family_summons',
  },
  'FL-330': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse',
    caseNumber: '26STFL04321',
    caseName: 'In re the Marriage of Hernández-Villaseñor and Fitzgerald-Rodríguez',
    papers: [
      'FL-300 Request for Order (child custody, visitation and support)',
      'FL-150 Income and Expense Declaration',
      'FL-320 Responsive Declaration to Request for Order (blank)',
      'Memorandum of points and authorities',
    ],
    kind: 'family_papers',
  },
  'FL-335': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse',
    caseNumber: '26STFL04321',
    caseName: 'In re the Marriage of Hernández-Villaseñor and Fitzgerald-Rodríguez',
    papers: [
      'FL-300 Request for Order (child custody, visitation and support)',
      'FL-150 Income and Expense Declaration',
      'FL-320 Responsive Declaration to Request for Order (blank)',
    ],
    kind: 'family_papers',
  },
  'DV-200': {
    court: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, 111 North Hill Street, Los Angeles, CA 90012',
    caseNumber: '26STRO05678',
    caseName: 'Hernández-Villaseñor v. Fitzgerald-Rodríguez',
    papers: [
      'DV-109 Notice of Court Hearing',
      'DV-110 Temporary Restraining Order',
      'DV-100 Request for Domestic Violence Restraining Order',
      'DV-105 Request for Child Custody and Visitation Orders',
      'DV-120 Response to Request for Domestic Violence Restraining Order (blank)',
      'DV-120-INFO How Can I Respond to a Request for Domestic Violence Restraining Order?',
    ],
    kind: 'dv',
  },
};

const ACTOR = { sub: 'staff-1', name: 'María de los Ángeles Castañeda' };
const SERVER: ServerItem = {
  PK: 'SERVER',
  SK: 'SERVER#srv-1',
  entity: 'processServer',
  sub: 'srv-1',
  email: 'server@example.com',
  version: 1,
  active: true,
  name: 'Bartholomew Maximilian Castellanos-Oyelaran',
  phone: '(323) 555-0188',
  street: '4455 East Cesar E. Chavez Avenue, Suite 210-B',
  city: 'East Los Angeles',
  state: 'CA',
  zip: '90022',
  registrationNumber: '2026-0012345',
  county: 'Los Angeles',
  registrationExpires: '2028-06-30',
  bondExpires: '2028-06-30',
  createdAt: '2026-01-02T17:00:00.000Z',
  updatedAt: '2026-01-02T17:00:00.000Z',
} as ServerItem;

const HOME = {
  id: 'addr-home',
  kind: 'home' as const,
  street: '12345 South Avenida de las Buganvillas Poniente',
  unit: 'Apartment 1207, Building C (rear unit)',
  city: 'Rancho Palos Verdes',
  state: 'CA',
  zip: '90275-4412',
  notes: 'Gate code at the call box; the rear unit is through the side passage on the left.',
};
const WORK = {
  id: 'addr-work',
  kind: 'work' as const,
  street: '9876 West Olympic Boulevard, Floor 14',
  unit: 'Suite 1450 (reception)',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90212-3001',
  notes: null,
};

/** An office-time instant (Los Angeles, PST in these months). */
const la = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-08:00`).toISOString();

const photo = (at: string): AttemptItem['photo'] => ({
  expected: true,
  receivedAt: at,
  contentType: 'image/heic',
  size: 2_345_678,
  sha256: 'a'.repeat(64),
  takenAt: at.slice(0, 19),
  exifGps: null,
  shared: false,
});

function attempt(n: number, at: string, over: Partial<AttemptItem>): AttemptItem {
  return {
    PK: 'JOB#job-long',
    SK: `ATTEMPT#${n}`,
    entity: 'serviceAttempt',
    jobId: 'job-long',
    id: `att-${n}`,
    serverSub: SERVER.sub,
    serverName: SERVER.name,
    at,
    receivedAt: at,
    addressId: HOME.id,
    addressKind: 'home',
    outcome: 'no_answer',
    geo: { lat: 33.7445, lng: -118.387, accuracy: 12, at },
    noGeoReason: null,
    photo: photo(at),
    noPhotoReason: null,
    substituted: null,
    servedDescription: null,
    notes: 'Knocked and rang twice; lights on upstairs, no one came to the door; a neighbor said the respondent works days.',
    hash: `h${n}`,
    ...over,
  } as AttemptItem;
}

export interface LongProofJob {
  job: JobItem;
  attempts: AttemptItem[];
  server: ServerItem;
}

/** The job behind a long proof of `form`, served in person or substituted (with its mailing). */
export function longProofJob(form: ProofFormId, variant: ProofVariant): LongProofJob {
  const cap = CAPTION[form];
  const misses = [
    attempt(1, la('2026-11-02', '07:12'), {}),
    attempt(2, la('2026-11-04', '13:40'), {
      addressId: WORK.id,
      addressKind: 'work',
      notes: 'Reception said the respondent was in a meeting and would not come out.',
    }),
    attempt(3, la('2026-11-06', '19:55'), {}),
  ];
  const description =
    'Adult man, about 45 to 50 years old, about 6 ft 1 in, heavy build, gray beard and shaved head, wearing a dark blue ' +
    'Dodgers jacket, work boots and glasses; tattoo of a rose on the left forearm';
  const last =
    variant === 'personal'
      ? attempt(4, la('2026-11-09', '18:20'), {
          outcome: 'served',
          servedDescription: description,
          notes: 'Identified himself by name when asked and took the papers at the door.',
        })
      : attempt(4, la('2026-11-09', '18:20'), {
          outcome: 'substituted',
          substituted: {
            recipientName: 'Anastasia Valentina Fitzgerald-Rodríguez',
            description: 'Adult woman, about 40 years old, 5 ft 5 in, long dark hair, green sweater',
            relation: 'Adult co-occupant, the respondent’s sister, who lives at the home',
          },
          notes: 'She said the respondent was not home and she would give him the papers; told her what they are.',
        });
  const attempts = [...misses, last];
  const mailing =
    variant === 'substituted'
      ? { mailedOn: '2026-11-10', city: 'East Los Angeles, California', how: 'usps' as const, completeOn: '2026-11-20', by: ACTOR }
      : null;
  const service =
    form === 'FL-335'
      ? { attemptId: last.id, kind: 'mail' as const, at: la('2026-11-10', '10:05'), addressId: HOME.id }
      : { attemptId: last.id, kind: variant, at: last.at, addressId: HOME.id };
  const job = {
    PK: 'JOB#job-long',
    SK: 'JOB',
    entity: 'serviceJob',
    id: 'job-long-0001-aaaa',
    state: 'proof_signed',
    version: 7,
    createdAt: la('2026-10-30', '09:00'),
    updatedAt: la('2026-11-10', '10:05'),
    origin: 'case',
    caseId: 'case-long',
    questionnaireType: null,
    owner: 'client-1',
    client: { name: 'Guadalupe Concepción Hernández-Villaseñor', email: 'client@example.com', phone: '(213) 555-0147', locale: 'es' },
    paperKind: cap.kind,
    method: form === 'FL-335' ? 'mail' : variant === 'personal' ? 'personal' : 'personal_or_substituted',
    proofForm: form,
    caption: { court: cap.court, caseNumber: cap.caseNumber, caseName: cap.caseName },
    papers: cap.papers.map((label, i) => ({ id: `p${i}`, label, status: 'available', source: 'packet' })),
    servee: {
      kind: 'person',
      name: 'Maximiliano Alejandro Fitzgerald-Rodríguez',
      agentName: null,
      agentTitle: null,
      description,
      hours: 'Works weekdays 8 a.m. to 5 p.m. in Beverly Hills; home evenings and weekends',
    },
    addresses: [HOME, WORK],
    safetyNotes: null,
    deadline: { basis: 'date', hearingDate: '2026-12-15', serveBy: '2026-11-30', substituteBy: '2026-11-20', proofBy: null },
    rush: false,
    priceCents: 12_500,
    payment: { method: 'card', status: 'paid', paidAt: la('2026-10-30', '09:10'), reference: 'cs_test', receiptNumber: 'R-1001' },
    direction: { at: la('2026-10-30', '09:00'), by: ACTOR },
    serverSub: SERVER.sub,
    serverName: SERVER.name,
    assignedAt: la('2026-10-31', '09:00'),
    attemptCount: attempts.length,
    service,
    mailing,
    unable: null,
    proof: null,
    filedOn: null,
    cancelled: null,
  } as unknown as JobItem;
  return { job, attempts, server: SERVER };
}

/** Builds the long proof of `form`, signed (the fields a signed proof fills: the date, the declaration box). */
export function buildLongProof(form: ProofFormId, variant: ProofVariant): Promise<BuiltProof> {
  const { job, attempts, server } = longProofJob(form, variant);
  return buildProof({
    job,
    attempts,
    server,
    signature: { name: server.name, at: new Date('2026-11-21T18:30:00Z'), recordId: 'JOBLONG0-MI5ABC' },
    assets: formAssets(FORMS_DIR),
    photo: async () => null,
  });
}

async function main(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [form, variants] of Object.entries(PROOF_VARIANTS) as Array<[ProofFormId, readonly ProofVariant[]]>)
    for (const variant of variants) {
      const built = await buildLongProof(form, variant);
      const file = join(dir, `${form}-${variant}.pdf`);
      writeFileSync(file, built.bytes);
      execFileSync('pdftoppm', ['-r', '80', '-png', file, join(dir, `${form}-${variant}`)]);
      console.log(`${form} ${variant}: filled ${built.filled}, overflow ${built.overflow}, attachment pages ${built.attachmentPages}`);
    }
}

if (require.main === module) void main(process.argv[2] ?? '/tmp/serving-proofs');
