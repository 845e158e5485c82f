/**
 * The Advance Health Care Directive of Prob. Code §4701, in the statute's words (shared/statutes/prob-4701.txt, as
 * amended in 2018), completed with the client's choices, Parts 1 to 6:
 *  - Part 1: the agent and up to two alternates (anyone the principal names, §4659 aside), the limits of 1.2, the box of
 *    1.3 marked when the authority is to start at once, the limits of 1.5, and 1.6 struck through when the principal
 *    does not nominate the agent as conservator (the form may be modified in any part: §4700);
 *  - Part 2: the box of 2.1(a) or 2.1(b) marked, or neither when the principal wrote their own instructions, which go
 *    in 2.3 with their other wishes; the exceptions of 2.2;
 *  - Part 3: the box of 3.1 marked when the principal gives organs, the purposes not wanted struck, and what the
 *    principal gives only (if so) on the restriction lines;
 *  - Part 4: the primary and alternate physicians;
 *  - Parts 5 and 6: the principal's address and printed name; the date, the signatures and the witnesses' statements
 *    left for the signing; when the principal chose a notary public, the certificate of Civ. Code §1189 follows.
 * No Spanish version: the statute's form exists in English only and no agency publishes a translation (see
 * docs/questionnaires.md); the cover sheet says so when the client answered in Spanish.
 */
import type { PDFDocument } from 'pdf-lib';
import type { durablePoa } from '../../../shared/questionnaires/durable-poa';
import type { Left } from '../../../shared/questionnaires/forms/evaluate';
import type { AnswersFor } from '../../../shared/questionnaires/types';
import { box, FORM_AREA, FormPages, words } from './form-pages';
import { acknowledgmentCertificate } from './notary';
import { str } from './text';
import type { GeneratedNote, GeneratedPdf, GeneratorInput } from './types';

type PoaAnswers = AnswersFor<typeof durablePoa>;
type Contact = { name: string; address: string; phone: string; otherPhone?: string };

export const AHCD_TITLE = 'Advance Health Care Directive (Probate Code §4701)';
export const STATUTE_4701 = { citation: 'Prob. Code §4701', verified: true } as const;

const ADDRESS_CAPTION = '(address) (city) (state) (ZIP Code)';
const MORE = '(Add additional sheets if needed.)';
const STARS = '****************';

/** A person named on the form: name, address, telephones, each on its blank with the form's caption. */
function person(pages: FormPages, who: Contact | undefined, nameCaption: string, phones: 'two' | 'one'): void {
  pages.answer(who?.name ?? '', nameCaption);
  pages.answer(who?.address ?? '', ADDRESS_CAPTION);
  if (phones === 'two')
    pages.columns([
      { text: who?.phone ?? '', caption: '(home phone)' },
      { text: who?.otherPhone ?? '', caption: '(work phone)' },
    ]);
  else pages.answer(who?.phone ?? '', '(phone)');
}

const labelled = (label: string, text: string) => [words(label, 'statute', true), words(text)];

export function advanceDirective(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as PoaAnswers;
  const pages = new FormPages(doc, AHCD_TITLE);
  const para = (text: string, gap = 6) => pages.paragraph(text, { gap });

  pages.heading('ADVANCE HEALTH CARE DIRECTIVE', { size: 13, gap: 0 });
  pages.paragraph('(California Probate Code Section 4701)', { center: true, gap: 2 });
  pages.paragraph('Explanation', { center: true, bold: true, gap: 6 });
  for (const text of [
    'You have the right to give instructions about your own health care. You also have the right to name someone else to make health care decisions for you. This form lets you do either or both of these things. It also lets you express your wishes regarding donation of organs and the designation of your primary physician. If you use this form, you may complete or modify all or any part of it. You are free to use a different form.',
    'Part 1 of this form is a power of attorney for health care. Part 1 lets you name another individual as agent to make health care decisions for you if you become incapable of making your own decisions or if you want someone else to make those decisions for you now even though you are still capable. You may also name an alternate agent to act for you if your first choice is not willing, able, or reasonably available to make decisions for you. (Your agent may not be an operator or employee of a community care facility or a residential care facility where you are receiving care, or your supervising health care provider or employee of the health care institution where you are receiving care, unless your agent is related to you or is a coworker.)',
    'Unless the form you sign limits the authority of your agent, your agent may make all health care decisions for you. This form has a place for you to limit the authority of your agent. You need not limit the authority of your agent if you wish to rely on your agent for all health care decisions that may have to be made. If you choose not to limit the authority of your agent, your agent will have the right to:',
  ])
    para(text, 4);
  for (const text of [
    '(a) Consent or refuse consent to any care, treatment, service, or procedure to maintain, diagnose, or otherwise affect a physical or mental condition.',
    '(b) Select or discharge health care providers and institutions.',
    '(c) Approve or disapprove diagnostic tests, surgical procedures, and programs of medication.',
    '(d) Direct the provision, withholding, or withdrawal of artificial nutrition and hydration and all other forms of health care, including cardiopulmonary resuscitation.',
    '(e) Donate your organs, tissues, and parts, authorize an autopsy, and direct disposition of remains.',
  ])
    pages.paragraph(text, { gap: 2, indent: 18, hanging: 36 });
  for (const text of [
    'Part 2 of this form lets you give specific instructions about any aspect of your health care, whether or not you appoint an agent. Choices are provided for you to express your wishes regarding the provision, withholding, or withdrawal of treatment to keep you alive, as well as the provision of pain relief. Space is also provided for you to add to the choices you have made or for you to write out any additional wishes. If you are satisfied to allow your agent to determine what is best for you in making end-of-life decisions, you need not fill out Part 2 of this form.',
    'Part 3 of this form lets you express an intention to donate your bodily organs, tissues, and parts following your death.',
    'Part 4 of this form lets you designate a physician to have primary responsibility for your health care.',
    'After completing this form, sign and date the form at the end. The form must be signed by two qualified witnesses or acknowledged before a notary public. Give a copy of the signed and completed form to your physician, to any other health care providers you may have, to any health care institution at which you are receiving care, and to any health care agents you have named. You should talk to the person you have named as agent to make sure that he or she understands your wishes and is willing to take the responsibility.',
    'You have the right to revoke this advance health care directive or replace this form at any time.',
  ])
    para(text, 4);
  pages.paragraph(STARS, { center: true, gap: 8 });

  // Part 1
  pages.heading('PART 1', { gap: 8, keep: 130 });
  pages.heading('POWER OF ATTORNEY FOR HEALTH CARE', { gap: 0 });
  pages.flow(
    labelled('(1.1) DESIGNATION OF AGENT:', 'I designate the following individual as my agent to make health care decisions for me:'),
    {
      gap: 8,
    },
  );
  person(pages, a.healthAgent, '(name of individual you choose as agent)', 'two');
  const [first, second] = a.healthAlternates ?? [];
  pages.flow(
    labelled(
      'OPTIONAL:',
      'If I revoke my agent’s authority or if my agent is not willing, able, or reasonably available to make a health care decision for me, I designate as my first alternate agent:',
    ),
    { gap: 6 },
  );
  person(pages, first, '(name of individual you choose as first alternate agent)', 'two');
  pages.flow(
    labelled(
      'OPTIONAL:',
      'If I revoke the authority of my agent and first alternate agent or if neither is willing, able, or reasonably available to make a health care decision for me, I designate as my second alternate agent:',
    ),
    { gap: 6 },
  );
  person(pages, second, '(name of individual you choose as second alternate agent)', 'two');

  pages.flow(
    labelled(
      '(1.2) AGENT’S AUTHORITY:',
      'My agent is authorized to make all health care decisions for me, including decisions to provide, withhold, or withdraw artificial nutrition and hydration and all other forms of health care to keep me alive, except as I state here:',
    ),
    { gap: 8, keep: 90 },
  );
  pages.answer(str(a.healthAgentLimits), MORE, { min: 3 });
  pages.flow(
    [
      ...labelled(
        '(1.3) WHEN AGENT’S AUTHORITY BECOMES EFFECTIVE:',
        'My agent’s authority becomes effective when my primary physician determines that I am unable to make my own health care decisions unless I mark the following box. If I mark this box',
      ),
      box(a.healthAgentEffective === 'immediately'),
      words(', my agent’s authority to make health care decisions for me takes effect immediately.'),
    ],
    { gap: 8 },
  );
  pages.flow(
    labelled(
      '(1.4) AGENT’S OBLIGATION:',
      'My agent shall make health care decisions for me in accordance with this power of attorney for health care, any instructions I give in Part 2 of this form, and my other wishes to the extent known to my agent. To the extent my wishes are unknown, my agent shall make health care decisions for me in accordance with what my agent determines to be in my best interest. In determining my best interest, my agent shall consider my personal values to the extent known to my agent.',
    ),
    { gap: 8 },
  );
  pages.flow(
    labelled(
      '(1.5) AGENT’S POSTDEATH AUTHORITY:',
      'My agent is authorized to donate my organs, tissues, and parts, authorize an autopsy, and direct disposition of my remains, except as I state here or in Part 3 of this form:',
    ),
    { gap: 8, keep: 90 },
  );
  pages.answer(a.postDeath === 'limits' ? str(a.postDeathLimits) : '', MORE, { min: 3 });
  pages.flow(
    labelled(
      '(1.6) NOMINATION OF CONSERVATOR:',
      'If a conservator of my person needs to be appointed for me by a court, I nominate the agent designated in this form. If that agent is not willing, able, or reasonably available to act as conservator, I nominate the alternate agents whom I have named, in the order designated.',
    ),
    { gap: 8, strike: a.nominateConservator === false },
  );

  // Part 2
  pages.heading('PART 2', { gap: 12, keep: 130 });
  pages.heading('INSTRUCTIONS FOR HEALTH CARE', { gap: 0 });
  para('If you fill out this part of the form, you may strike any wording you do not want.');
  pages.flow(
    labelled(
      '(2.1) END–OF–LIFE DECISIONS:',
      'I direct that my health care providers and others involved in my care provide, withhold, or withdraw treatment in accordance with the choice I have marked below:',
    ),
    { gap: 8 },
  );
  pages.flow([box(a.endOfLife === 'notProlong'), words('(a) Choice Not To Prolong Life', 'statute', true)], {
    gap: 6,
    indent: 18,
    keep: 60,
  });
  pages.paragraph(
    'I do not want my life to be prolonged if (1) I have an incurable and irreversible condition that will result in my death within a relatively short time, (2) I become unconscious and, to a reasonable degree of medical certainty, I will not regain consciousness, or (3) the likely risks and burdens of treatment would outweigh the expected benefits, OR',
    { indent: 36 },
  );
  pages.flow([box(a.endOfLife === 'prolong'), words('(b) Choice To Prolong Life', 'statute', true)], { gap: 6, indent: 18, keep: 40 });
  pages.paragraph('I want my life to be prolonged as long as possible within the limits of generally accepted health care standards.', {
    indent: 36,
  });
  pages.flow(
    labelled(
      '(2.2) RELIEF FROM PAIN:',
      'Except as I state in the following space, I direct that treatment for alleviation of pain or discomfort be provided at all times, even if it hastens my death:',
    ),
    { gap: 8, keep: 90 },
  );
  pages.answer(a.painRelief === 'exceptions' ? str(a.painReliefExceptions) : '', MORE, { min: 2 });
  pages.flow(
    labelled(
      '(2.3) OTHER WISHES:',
      '(If you do not agree with any of the optional choices above and wish to write your own, or if you wish to add to the instructions you have given above, you may do so here.) I direct that:',
    ),
    { gap: 8, keep: 90 },
  );
  pages.answer([a.endOfLife === 'ownWords' ? str(a.endOfLifeOwnWords) : '', str(a.otherWishes)].filter(Boolean).join('\n'), MORE, {
    min: 2,
  });

  // Part 3
  const gives = a.donation === 'any' || a.donation === 'only';
  const purposes = new Set<string>(gives ? (a.donationPurposes ?? []) : ['transplant', 'therapy', 'research', 'education']);
  pages.heading('PART 3', { gap: 12, keep: 130 });
  pages.heading('DONATION OF ORGANS, TISSUES, AND PARTS AT DEATH', { gap: 0 });
  pages.paragraph('(OPTIONAL)', { center: true });
  pages.flow(
    [
      words('(3.1)', 'statute', true),
      box(gives),
      words(
        'Upon my death, I give my organs, tissues, and parts (mark box to indicate yes). By checking the box above, and notwithstanding my choice in Part 2 of this form, I authorize my agent to consent to any temporary medical procedure necessary solely to evaluate and/or maintain my organs, tissues, and/or parts for purposes of donation.',
      ),
    ],
    { gap: 8 },
  );
  para('My donation is for the following purposes (strike any of the following you do not want):');
  for (const [value, label] of [
    ['transplant', '(a) Transplant'],
    ['therapy', '(b) Therapy'],
    ['research', '(c) Research'],
    ['education', '(d) Education'],
  ] as const)
    pages.paragraph(label, { indent: 18, gap: 2, strike: !purposes.has(value) });
  para(
    'If you want to restrict your donation of an organ, tissue, or part in some way, please state your restriction on the following lines:',
  );
  const restriction =
    a.donation === 'only' && str(a.donationParts) ? `Only the following organs, tissues, or parts: ${str(a.donationParts)}` : '';
  pages.answer(restriction, null, { min: 1 });
  para(
    'If I leave this part blank, it is not a refusal to make a donation. My state-authorized donor registration should be followed, or, if none, my agent may make a donation upon my death. If no agent is named above, I acknowledge that California law permits an authorized individual to make such a decision on my behalf. (To state any limitation, preference, or instruction regarding donation, please use the lines above or in Section 1.5 of this form).',
  );

  // Part 4
  pages.heading('PART 4', { gap: 12, keep: 130 });
  pages.heading('PRIMARY PHYSICIAN', { gap: 0 });
  pages.paragraph('(OPTIONAL)', { center: true });
  pages.flow(labelled('(4.1)', 'I designate the following physician as my primary physician:'), { gap: 6 });
  person(pages, a.hasPhysician ? a.physician : undefined, '(name of physician)', 'one');
  pages.flow(
    labelled(
      'OPTIONAL:',
      'If the physician I have designated above is not willing, able, or reasonably available to act as my primary physician, I designate the following physician as my primary physician:',
    ),
    { gap: 6 },
  );
  person(pages, a.hasPhysician && a.hasAlternatePhysician ? a.alternatePhysician : undefined, '(name of physician)', 'one');
  pages.paragraph(STARS, { center: true, gap: 8 });

  // Part 5
  pages.heading('PART 5', { gap: 8, keep: 130 });
  pages.flow(labelled('(5.1) EFFECT OF COPY:', 'A copy of this form has the same effect as the original.'), { gap: 6 });
  pages.flow(labelled('(5.2) SIGNATURE:', 'Sign and date the form here:'), { gap: 6, keep: 130 });
  const p = a.principal;
  pages.columns([
    { text: '', caption: '(date)' },
    { text: '', caption: '(sign your name)' },
  ]);
  pages.columns([
    { text: p.address, caption: '(address)' },
    { text: p.name, caption: '(print your name)' },
  ]);
  pages.columns([
    { text: [p.city, p.state].filter(Boolean).join(', '), caption: '(city) (state)' },
    { text: '', caption: '' },
  ]);
  pages.flow(
    labelled(
      '(5.3) STATEMENT OF WITNESSES:',
      'I declare under penalty of perjury under the laws of California (1) that the individual who signed or acknowledged this advance health care directive is personally known to me, or that the individual’s identity was proven to me by convincing evidence, (2) that the individual signed or acknowledged this advance directive in my presence, (3) that the individual appears to be of sound mind and under no duress, fraud, or undue influence, (4) that I am not a person appointed as agent by this advance directive, and (5) that I am not the individual’s health care provider, an employee of the individual’s health care provider, the operator of a community care facility, an employee of an operator of a community care facility, the operator of a residential care facility for the elderly, nor an employee of an operator of a residential care facility for the elderly.',
    ),
    { gap: 8, keep: 300 },
  );
  pages.gap(6);
  pages.labels(['First witness', 'Second witness']);
  for (const caption of ['(print name)', '(address)', '(city) (state)', '(signature of witness)', '(date)'])
    pages.columns([
      { text: '', caption },
      { text: '', caption },
    ]);
  pages.flow(
    labelled('(5.4) ADDITIONAL STATEMENT OF WITNESSES:', 'At least one of the above witnesses must also sign the following declaration:'),
    { gap: 8, keep: 110 },
  );
  para(
    'I further declare under penalty of perjury under the laws of California that I am not related to the individual executing this advance health care directive by blood, marriage, or adoption, and to the best of my knowledge, I am not entitled to any part of the individual’s estate upon his or her death under a will now existing or by operation of law.',
  );
  pages.gap(8);
  pages.columns([
    { text: '', caption: '(signature of witness)' },
    { text: '', caption: '(signature of witness)' },
  ]);

  // Part 6
  pages.heading('PART 6', { gap: 12, keep: 130 });
  pages.heading('SPECIAL WITNESS REQUIREMENT', { gap: 0 });
  pages.flow(
    labelled(
      '(6.1)',
      'The following statement is required only if you are a patient in a skilled nursing facility—a health care facility that provides the following basic services: skilled nursing care and supportive care to patients whose primary need is for availability of skilled nursing care on an extended basis. The patient advocate or ombudsman must sign the following statement:',
    ),
    { gap: 6 },
  );
  pages.heading('STATEMENT OF PATIENT ADVOCATE OR OMBUDSMAN', { size: 11, gap: 8 });
  para(
    'I declare under penalty of perjury under the laws of California that I am a patient advocate or ombudsman as designated by the State Department of Aging and that I am serving as a witness as required by Section 4675 of the Probate Code.',
  );
  pages.gap(6);
  pages.columns([
    { text: '', caption: '(date)' },
    { text: '', caption: '(sign your name)' },
  ]);
  pages.columns([
    { text: '', caption: '(address)' },
    { text: '', caption: '(print your name)' },
  ]);
  pages.columns([
    { text: '', caption: '(city) (state)' },
    { text: '', caption: '' },
  ]);

  const notary = a.ahcdSigning === 'notary';
  if (notary) acknowledgmentCertificate(pages);
  pages.finish();

  const staff: Left[] = [
    {
      item: '5.2',
      label: 'Date and signature of the principal',
      note: notary ? 'signed or acknowledged before the notary public' : 'signed before the two witnesses',
    },
    notary
      ? { item: 'Notary', label: 'Certificate of acknowledgment (Civ. Code §1189)', note: 'the notary public completes it' }
      : {
          item: '5.3–5.4',
          label: 'Two qualified witnesses sign 5.3; one of them also 5.4',
          note: 'not the agent, not a health care provider (Prob. Code §4674)',
        },
  ];
  if (a.skilledNursing)
    staff.push({
      item: '6.1',
      label: 'Statement of the patient advocate or ombudsman',
      note: 'the principal is in a skilled nursing facility (Prob. Code §4675)',
    });
  const notes: GeneratedNote[] = [];
  if (restriction) notes.push('draftedWording');
  return { doc, canvas: pages.canvas, area: FORM_AREA, staff, court: 0, notes };
}
