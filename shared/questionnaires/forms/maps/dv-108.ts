/**
 * DV-108 Request for Orders to Prevent Child Abduction (Rev. January 1, 2023), the official form (issue 27: it was a
 * worksheet), attached to DV-105 when the client fears the person in 2 may take the children (`abductionRisk`). Its
 * statements are made under penalty of perjury (DV-100 item 32), so a box is ticked only where the client's answer says
 * that very thing:
 * - item 3's reasons: 3a from "has broken custody orders before", 3b from "few ties to California", 3c, 3d and 3f's
 *   headings from the answers that name them, 3d's "threatening to take away or hide our children" from "has threatened
 *   to take the children"; the questionnaire asks 3c's, 3d's and 3f's particulars together, so which of them apply (and
 *   3e, 3g) are asked by staff (`ask`, on the cover sheet), and the client's own explanation fills "Give examples";
 * - the orders of items 4–10 the client chose, in the form's words: 4 from "no moving", 5 from "turn in" or "not apply
 *   for" passports, 6's travel schedule, tickets and contact details from "give a travel plan, tickets and contact
 *   details", 7 from "register the order in another state", 10 from "post a bond"; what the questionnaire does not ask
 *   (the documents' deadline and keeper, the state, the bond's amount, items 8 and 9) is asked by staff.
 * The case number from the case's filing (forms/maps/caption.ts); the form has no other caption box.
 */
import type { domesticViolence } from '../../domestic-violence';
import { under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber } from './caption';

const { ask, check, cond, each, has, is, pdf, text } = mapsFor<typeof domesticViolence>();

export const DV108_REVISION = 'Rev. January 1, 2023';

const r3 = under('DV-108[0].Page1[0].List3[0].');
const p2 = under('DV-108[0].Page2[0].');

const reason = (value: 'threatened' | 'violatedOrders' | 'fewTies' | 'preparing' | 'foreignTies' | 'history') =>
  cond(has('abductionReasons', value));
const order = (value: 'bond' | 'noMove' | 'passports' | 'noPassports' | 'itinerary' | 'registerOrder') =>
  cond(has('abductionOrders', value));
const TOGETHER = 'the questionnaire asks these particulars together; the client says which apply';
const NOT_OFFERED = 'the questionnaire does not offer this order; ask whether the client wants it';

export const dv108 = pdf({
  kind: 'pdf',
  form: 'DV-108',
  title: 'Request for Orders to Prevent Child Abduction',
  revision: DV108_REVISION,
  when: { all: [has('relationship', 'childTogether'), has('childOrders', 'custody'), is('abductionRisk', true)] },
  fields: {
    ...each(['DV-108[0].Page1[0].RightCaption[0].CaseNumber[0]', p2('CaptionSub[0].PxCaption[0].CaseNumber[0]')], caseNumber()),
    ['DV-108[0].Page1[0].List1[0].LI1[0].Yourname[0]']: text('1', 'Your name', 'you.name'),
    ['DV-108[0].Page1[0].List2[0].LI1[0].OtherParentsName[0]']: text('2', 'Name of person you want protection from', 'other.name'),
    // 3. Reasons.
    [r3('Li1[0].CheckBoxRightCaption[0]')]: check(
      '3a',
      'Has violated or threatened to violate a custody or visitation order',
      reason('violatedOrders'),
    ),
    [r3('Li2[0].CheckBoxRightCaption[0]')]: check('3b', 'Does not have strong ties to California', reason('fewTies')),
    [r3('Li3[0].CheckBoxRightCaption1[0]')]: check(
      '3c',
      'Has done things recently that make it easy to take our children',
      reason('preparing'),
    ),
    [r3('Li3[0].CheckBoxRightCaption2[0]')]: ask('3c', 'Quit a job', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption3[0]')]: ask('3c', 'Applied for a passport, birth certificate, or school or medical records', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption4[0]')]: ask('3c', 'Closed a bank account', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption5[0]')]: ask('3c', 'Hidden or destroyed documents', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption6[0]')]: ask('3c', 'Sold or gotten rid of property', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption7[0]')]: ask('3c', 'Other', TOGETHER),
    [r3('Li3[0].TextField[0]')]: ask('3c', 'Other (explain)', TOGETHER),
    [r3('Li3[0].CheckBoxRightCaption8[0]')]: ask('3c', 'Sold a home or ended a lease', TOGETHER),
    [r3('Li4[0].CheckBoxRightCaption[0]')]: check('3d', 'Has a history of', { any: [reason('history'), reason('threatened')] }),
    [r3('Li4[0].CheckBoxRightCaption1[0]')]: ask('3d', 'History of abusing me', TOGETHER),
    [r3('Li4[0].CheckBoxRightCaption2[0]')]: ask('3d', 'History of taking away or hiding our children', TOGETHER),
    [r3('Li4[0].CheckBoxRightCaption3[0]')]: ask('3d', 'History of child abuse', TOGETHER),
    [r3('Li4[0].CheckBoxRightCaption4[0]')]: check('3d', 'Threatening to take away or hide our children from me', reason('threatened')),
    [r3('Li4[0].CheckBoxRightCaption5[0]')]: ask('3d', 'History of abusing other partners', TOGETHER),
    [r3('Li4[0].CheckBoxRightCaption6[0]')]: ask('3d', 'Not cooperating with me in parenting', TOGETHER),
    [r3('Li5[0].CheckBoxRightCaption[0]')]: ask('3e', 'Has a criminal record', 'not asked by the questionnaire'),
    [r3('Li6[0].CheckBoxRightCaption[0]')]: check('3f', 'Has strong ties in another county, state or country', reason('foreignTies')),
    [r3('Li6[0].CheckBoxRightCaption1[0]')]: ask('3f', 'Another county in California', TOGETHER),
    [r3('Li6[0].TextField[0]')]: ask('3f', 'Another county (list)', TOGETHER),
    [r3('Li6[0].CheckBoxRightCaption2[0]')]: ask('3f', 'Another state', TOGETHER),
    [r3('Li6[0].TextField1[0]')]: ask('3f', 'Another state (list)', TOGETHER),
    [r3('Li6[0].CheckBoxRightCaption3[0]')]: ask('3f', 'Another country', TOGETHER),
    [r3('Li6[0].TextField2[0]')]: ask('3f', 'Another country (list)', TOGETHER),
    [r3('Li7[0].CheckBoxRightCaption[0]')]: ask('3g', 'Is a citizen of another country', 'not asked by the questionnaire'),
    [r3('Li7[0].TextField[0]')]: ask('3g', 'Citizen of (countries)', 'not asked by the questionnaire'),
    [r3('Li7[0].ChoiceItem3g[0]')]: ask('3g', 'Strong ties to that country: Yes', 'not asked by the questionnaire'),
    [r3('Li7[0].ChoiceItem3g[1]')]: ask('3g', 'Strong ties to that country: No', 'not asked by the questionnaire'),
    [r3('Li7[0].item26d_tf[0]')]: text('3', 'Examples or reasons for the answers above', 'abductionDetails'),
    // 4–10. The orders asked for.
    [p2('List4[0].Li1[0].CheckBoxRightCaption[0]')]: check('4', 'Do not move with the children without permission', order('noMove')),
    [p2('List5[0].Li1[0].CheckBoxRightCaption[0]')]: check('5', 'Turn in and do not apply for passports or other documents', {
      any: [order('passports'), order('noPassports')],
    }),
    [p2('List5[0].Li1[0].TextField[0]')]: text('5', 'Documents to turn in', {
      if: order('passports'),
      then: { text: 'The children’s passports' },
    }),
    [p2('List5[0].Li1[0].tf1[0]')]: ask('5', 'Turn in the documents by (date)', 'not asked by the questionnaire'),
    [p2('List5[0].Li1[0].TextField1[0]')]: ask('5', 'Turn in the documents to (name)', 'not asked by the questionnaire'),
    [p2('List6[0].Li1[0].CheckBoxRightCaption[0]')]: check('6', 'Provide travel plan and documents', order('itinerary')),
    [p2('List6[0].Li1[0].CheckBoxRightCaption1[0]')]: check('6', 'Children’s travel schedule', order('itinerary')),
    [p2('List6[0].Li1[0].CheckBoxRightCaption2[0]')]: check('6', 'Copies of round-trip airline tickets', order('itinerary')),
    [p2('List6[0].Li1[0].CheckBoxRightCaption3[0]')]: check(
      '6',
      'Addresses and telephone numbers where the children can be reached',
      order('itinerary'),
    ),
    [p2('List6[0].Li1[0].CheckBoxRightCaption4[0]')]: ask('6', 'An open airline ticket for me', NOT_OFFERED),
    [p2('List6[0].Li1[0].CheckBoxRightCaption5[0]')]: ask('6', 'Other', NOT_OFFERED),
    [p2('List6[0].Li1[0].TextField2[0]')]: ask('6', 'Other (describe)', NOT_OFFERED),
    [p2('List7[0].Li1[0].CheckBoxRightCaption[0]')]: check('7', 'Notify other state of travel restrictions', order('registerOrder')),
    [p2('List7[0].Li1[0].TextField[0]')]: ask('7', 'County and state to register the order with', 'not asked by the questionnaire'),
    [p2('List8[0].Li1[0].CheckBoxRightCaption[0]')]: ask('8', 'Notify foreign embassy or consulate', NOT_OFFERED),
    [p2('List8[0].Li1[0].DateField1[0]')]: ask('8', 'Embassy or consulate (name)', NOT_OFFERED),
    [p2('List8[0].Li1[0].TextField2[0]')]: ask('8', 'Proof of notification by (date)', NOT_OFFERED),
    [p2('List9[0].L1[0].CheckBoxRightCaption[0]')]: ask('9', 'Foreign custody and visitation order', NOT_OFFERED),
    [p2('List9[0].L1[0].TextField[0]')]: ask('9', 'Country', NOT_OFFERED),
    [p2('List10[0].Li1[0].CheckBoxRightCaption[0]')]: check('10', 'Post a bond', order('bond')),
    [p2('List10[0].Li1[0].TextField[0]')]: ask('10', 'Bond amount', 'not asked by the questionnaire'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ from: 'you.name' }, { from: 'other.name' }], separator: ' v. ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
