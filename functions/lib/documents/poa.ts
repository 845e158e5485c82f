/**
 * The Uniform Statutory Form Power of Attorney of Prob. Code §4401, in the statute's words
 * (shared/statutes/prob-4401.txt: read its header on where the text comes from), completed with the client's choices:
 *  - the principal's name and address, and the agents (attorneys-in-fact) who are not successors;
 *  - the grant of powers: with "all powers" nothing is struck (the principal initials line (N)); otherwise every line
 *    not granted, and line (N), is struck through, as the form allows ("YOU MAY, BUT NEED NOT, CROSS OUT EACH POWER
 *    WITHHELD"). The principal initials the granted lines in their own hand: the cover sheet lists them;
 *  - SPECIAL INSTRUCTIONS: successor agents (Prob. Code §4203), a springing effective date (§4129), the powers §4264
 *    allows only when granted expressly, periodic reports, how joint agents act, and the client's own instructions —
 *    each in the client's words or in plain words stating the client's choice (docs/questionnaires.md);
 *  - "SEPARATELY" or "JOINTLY" in the co-agents' blank, when there is more than one agent;
 *  - the date, signature and county left blank for the signing, and the certificate of acknowledgment of Civ. Code
 *    §1189 on its own page, left for the notary (§4402(c): the principal's signature must be acknowledged).
 * No Spanish version: neither the statute nor any agency publishes a translation of this form (docs/questionnaires.md).
 */
import { type PDFDocument } from 'pdf-lib';
import type { durablePoa } from '../../../shared/questionnaires/durable-poa';
import type { Left } from '../../../shared/questionnaires/forms/evaluate';
import type { AnswersFor } from '../../../shared/questionnaires/types';
import { blank, fill, FORM_AREA, FormPages, words } from './form-pages';
import { acknowledgmentCertificate } from './notary';
import { joinAnd, str } from './text';
import type { GeneratedNote, GeneratedPdf, GeneratorInput } from './types';

type PoaAnswers = AnswersFor<typeof durablePoa>;

/**
 * Where the statute's text comes from. `verified` stays false until the office has compared shared/statutes/
 * prob-4401.txt with the chaptered bill (Stats. 2011, ch. 113): the cover sheet says so on every packet until then.
 */
export const STATUTE_4401 = { citation: 'Prob. Code §4401', verified: false } as const;

export const POA_TITLE = 'Uniform Statutory Form Power of Attorney (Probate Code §4401)';

export const POWER_LINES = [
  ['A', 'Real property transactions.'],
  ['B', 'Tangible personal property transactions.'],
  ['C', 'Stock and bond transactions.'],
  ['D', 'Commodity and option transactions.'],
  ['E', 'Banking and other financial institution transactions.'],
  ['F', 'Business operating transactions.'],
  ['G', 'Insurance and annuity transactions.'],
  ['H', 'Estate, trust, and other beneficiary transactions.'],
  ['I', 'Claims and litigation.'],
  ['J', 'Personal and family maintenance.'],
  ['K', 'Benefits from social security, medicare, medicaid, or other governmental programs, or civil or military service.'],
  ['L', 'Retirement plan transactions.'],
  ['M', 'Tax matters.'],
] as const;

/** The powers Prob. Code §4264 lets an agent exercise only when expressly granted, as the principal grants them. */
const EXPRESS: Record<keyof PoaAnswers['expressPowers'], string> = {
  createTrust: 'create, modify, or revoke a trust',
  fundTrust: 'fund with my property a trust not created by me',
  gifts: 'make or revoke a gift of my property, in trust or otherwise',
  survivorship: 'create or change survivorship interests in my property',
  beneficiaries: 'designate or change the designation of beneficiaries to receive property on my death',
  disclaimers: 'reject, disclaim, release, or consent to a reduction in a share of an estate, trust, or other fund',
  delegate: 'authorize another person to exercise the authority granted under this power of attorney',
};

const INCAPACITY: Record<NonNullable<PoaAnswers['incapacityMethod']>, string> = {
  oneChosen: 'one physician chosen by my agent',
  oneNamed: 'one physician whom I name',
  twoChosen: 'two physicians chosen by my agent',
  twoNamed: 'two physicians whom I name',
};

const contact = (p: { name: string; address: string; telephone?: string }) => [p.name, p.address, p.telephone].filter(Boolean).join(', ');

/**
 * The special instructions the client's answers call for, one paragraph each (in the form's SPECIAL INSTRUCTIONS): the
 * sentences stating the client's choices first, then the client's own instructions as written.
 */
export function specialInstructions(a: PoaAnswers): { readonly stated: string[]; readonly own: string } {
  const out: string[] = [];
  const agents = a.attorneys;
  agents.forEach((agent) => {
    const replaces = agent.alternateFor && agent.alternateFor !== 'none' ? agents[Number(agent.alternateFor) - 1] : undefined;
    if (!replaces || replaces === agent) return;
    out.push(
      `Successor agent: if ${replaces.name} dies, resigns, becomes incapacitated, or is unwilling or unable to act, I appoint ${contact(agent)} as my agent in ${replaces.name}’s place.`,
    );
  });
  if (a.effective === 'incapacity' && a.incapacityMethod) {
    const who = INCAPACITY[a.incapacityMethod];
    const names = str(a.doctorNames).replace(/\.$/, '');
    out.push(
      `This power of attorney becomes effective only if I become incapacitated, as determined in writing by ${who}${names ? `: ${names}` : ''}.`,
    );
  }
  const granted = (Object.keys(EXPRESS) as Array<keyof typeof EXPRESS>).filter((k) => a.expressPowers[k] === true);
  if (granted.length) {
    const limits = a.expressPowers.gifts && str(a.giftLimits) ? ` Limits on gifts: ${str(a.giftLimits)}` : '';
    out.push(`I expressly grant my agent the authority to ${joinAnd(granted.map((k) => EXPRESS[k]))} (Probate Code §4264).${limits}`);
  }
  if (a.periodicReports && str(a.reportRecipient)) out.push(`My agent shall account periodically to ${str(a.reportRecipient)}.`);
  if (a.coAgents === true && str(a.coAgentDescription)) out.push(`How my agents act jointly: ${str(a.coAgentDescription)}`);
  return { stated: out, own: str(a.specialInstructions) };
}

/** Agents who are not successors of another agent: the ones the form's "appoint" names. */
export const primaryAgents = (a: PoaAnswers) => a.attorneys.filter((x) => !x.alternateFor || x.alternateFor === 'none');

export function powerOfAttorney(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as PoaAnswers;
  const pages = new FormPages(doc, POA_TITLE);
  const all = a.powersScope === 'all';
  const granted = new Set<string>(all ? [] : (a.powers ?? []));

  pages.heading('UNIFORM STATUTORY FORM POWER OF ATTORNEY', { size: 13, gap: 0 });
  pages.paragraph('(California Probate Code Section 4401)', { center: true, bold: false, gap: 2 });
  pages.paragraph(
    'NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING. THEY ARE EXPLAINED IN THE UNIFORM STATUTORY FORM POWER OF ATTORNEY ACT (CALIFORNIA PROBATE CODE SECTIONS 4400-4465). THE POWERS LISTED IN THIS DOCUMENT DO NOT INCLUDE ALL POWERS THAT ARE AVAILABLE UNDER THE PROBATE CODE. ADDITIONAL POWERS AVAILABLE UNDER THE PROBATE CODE MAY BE ADDED BY SPECIFICALLY LISTING THEM UNDER THE SPECIAL INSTRUCTIONS SECTION OF THIS DOCUMENT. IF YOU HAVE ANY QUESTIONS ABOUT THESE POWERS, OBTAIN COMPETENT LEGAL ADVICE. THIS DOCUMENT DOES NOT AUTHORIZE ANYONE TO MAKE MEDICAL AND OTHER HEALTH-CARE DECISIONS FOR YOU. YOU MAY REVOKE THIS POWER OF ATTORNEY IF YOU LATER WISH TO DO SO.',
    { gap: 8, size: 10 },
  );

  const p = a.principal;
  pages.paragraph('I', { gap: 8 });
  pages.answer(
    [p.name, [p.address, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')].join(', '),
    '(your name and address)',
  );
  pages.paragraph('appoint');
  pages.answer(
    primaryAgents(a)
      .map((x) => `${x.name}, ${x.address}`)
      .join('\n'),
    '(name and address of the person appointed, or of each person appointed if you want to designate more than one)',
  );
  pages.paragraph('as my agent (attorney-in-fact) to act for me in any lawful way with respect to the following initialed subjects:');

  for (const text of [
    'TO GRANT ALL OF THE FOLLOWING POWERS, INITIAL THE LINE IN FRONT OF (N) AND IGNORE THE LINES IN FRONT OF THE OTHER POWERS.',
    'TO GRANT ONE OR MORE, BUT FEWER THAN ALL, OF THE FOLLOWING POWERS, INITIAL THE LINE IN FRONT OF EACH POWER YOU ARE GRANTING.',
    'TO WITHHOLD A POWER, DO NOT INITIAL THE LINE IN FRONT OF IT. YOU MAY, BUT NEED NOT, CROSS OUT EACH POWER WITHHELD.',
  ])
    pages.paragraph(text, { gap: 6, size: 10 });

  pages.paragraph('INITIAL', { gap: 8, bold: true, keep: 60 });
  for (const [letter, label] of POWER_LINES) {
    const struck = !all && !granted.has(letter);
    pages.flow([blank(46), words(`(${letter}) ${label}`)], { hanging: 58, gap: 3, strike: struck });
  }
  pages.flow([blank(46), words('(N) ALL OF THE POWERS LISTED ABOVE.')], { hanging: 58, gap: 3, strike: !all });
  pages.paragraph('YOU NEED NOT INITIAL ANY OTHER LINES IF YOU INITIAL LINE (N).', { gap: 8, size: 10 });

  pages.paragraph('SPECIAL INSTRUCTIONS:', { gap: 10, bold: true, keep: 60 });
  pages.paragraph('ON THE FOLLOWING LINES YOU MAY GIVE SPECIAL INSTRUCTIONS LIMITING OR EXTENDING THE POWERS GRANTED TO YOUR AGENT.', {
    size: 10,
  });
  const instructions = specialInstructions(a);
  pages.answer([...instructions.stated, instructions.own].filter(Boolean).join('\n'), null, { min: 2 });

  pages.paragraph(
    'UNLESS YOU DIRECT OTHERWISE ABOVE, THIS POWER OF ATTORNEY IS EFFECTIVE IMMEDIATELY AND WILL CONTINUE UNTIL IT IS REVOKED.',
    {
      gap: 8,
      size: 10,
    },
  );
  pages.paragraph('This power of attorney will continue to be effective even though I become incapacitated.', { gap: 4 });
  pages.paragraph('STRIKE THE PRECEDING SENTENCE IF YOU DO NOT WANT THIS POWER OF ATTORNEY TO CONTINUE IF YOU BECOME INCAPACITATED.', {
    gap: 4,
    size: 10,
  });

  pages.paragraph('EXERCISE OF POWER OF ATTORNEY WHERE MORE THAN ONE AGENT DESIGNATED', { gap: 10, bold: true, keep: 80 });
  const several = primaryAgents(a).length > 1;
  pages.flow([
    words('If I have designated more than one agent, the agents are to act'),
    ...(several && a.coAgents !== undefined ? [fill(a.coAgents ? 'JOINTLY' : 'SEPARATELY')] : [blank(120)]),
    words('.'),
  ]);
  pages.paragraph(
    'IF YOU APPOINTED MORE THAN ONE AGENT AND YOU WANT EACH AGENT TO BE ABLE TO ACT ALONE WITHOUT THE OTHER AGENT JOINING, WRITE THE WORD "SEPARATELY" IN THE BLANK SPACE ABOVE. IF YOU DO NOT INSERT ANY WORD IN THE BLANK SPACE, OR IF YOU INSERT THE WORD "JOINTLY", THEN ALL OF YOUR AGENTS MUST ACT OR SIGN TOGETHER.',
    { gap: 4, size: 10 },
  );

  // The last paragraph stays on the page with the signature lines: a signature never stands alone on a page.
  pages.keep(260);
  pages.paragraph(
    'I agree that any third party who receives a copy of this document may act under it. A third party may seek identification. Revocation of the power of attorney is not effective as to a third party until the third party has actual knowledge of the revocation. I agree to indemnify the third party for any claims that arise against the third party because of reliance on this power of attorney.',
    { gap: 10 },
  );

  pages.flow([words('Signed this'), blank(40), words('day of'), blank(110), words(', 20'), blank(24, true)], { gap: 14 });
  pages.gap(14);
  pages.answer('', '(your signature)');
  pages.paragraph('State of California', { gap: 4 });
  pages.flow([words('County of'), blank(160)]);
  pages.paragraph(
    'BY ACCEPTING OR ACTING UNDER THE APPOINTMENT, THE AGENT ASSUMES THE FIDUCIARY AND OTHER LEGAL RESPONSIBILITIES OF AN AGENT.',
    {
      gap: 12,
      size: 10,
    },
  );

  acknowledgmentCertificate(pages);
  pages.finish();

  const staff: Left[] = [
    all
      ? { item: '(N)', label: 'The principal initials line (N) in their own hand', note: 'no other line' }
      : {
          item: 'Initial',
          label: `The principal initials lines ${[...granted]
            .sort()
            .map((l) => `(${l})`)
            .join(', ')} in their own hand`,
          note: 'the other lines are struck through',
        },
    { item: 'Sign', label: 'Date, signature and county of signing', note: 'the principal signs before the notary public' },
    { item: 'Notary', label: 'Certificate of acknowledgment (Civ. Code §1189)', note: 'the notary public completes it' },
  ];
  const notes: GeneratedNote[] = [];
  if (!STATUTE_4401.verified) notes.push('statuteUnverified');
  if (instructions.stated.length) notes.push('draftedWording');
  return { doc, canvas: pages.canvas, area: FORM_AREA, staff, court: 0, notes };
}
