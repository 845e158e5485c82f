/**
 * FL-311 Child Custody and Visitation (Parenting Time) Application Attachment (Rev. January 1, 2026) filled from the
 * `custody` object (custody.ts): every AcroForm field of the form has its rule here. A questionnaire names the form it
 * is attached to, its caption, where the children are and which party the client is:
 *
 *   fl311Map({
 *     attachedTo: 'requestForOrder',
 *     caption: { petitioner: …, respondent: …, caseNumber: { from: 'case.caseNumber' } },
 *     children: 'uccjea.children',
 *     roles: rfoRoles,                    // or PETITION_ROLES: the client is the petitioner
 *     when: { field: 'orders', includes: 'childCustody' },
 *   })
 *
 * The answers speak of "me" and "the other parent"; `partyIs` / `partyIncluded` turn them into the form's Petitioner,
 * Respondent and Other Parent/Party boxes, and `custodyBoxes` fills the "to Petitioner / Respondent / Joint / Other"
 * rows FL-100, FL-200 and FL-260 share.
 */
import { caseNumber } from './caption';
import type { Condition } from '../../types';
import { attached, cell, check, court, na, staff, text, under } from '../build';
import type { CheckRule, Column, FieldRule, PdfFormMap, ValueSpec, WorksheetMap } from '../model';
import { plain, plainCond, type Cond, type ListRef, type MapBuilders, type Spec } from '../typed';

export const FL311_REVISION = 'Rev. January 1, 2026';
const C = 'custody';

export type PartyRole = 'petitioner' | 'respondent' | 'otherParent';

/** Which party the client ("me") and the other parent ("otherParty") are in the case, as conditions on the answers. */
export interface Roles {
  readonly self: Readonly<Record<PartyRole, Condition>>;
  readonly other: Readonly<Record<PartyRole, Condition>>;
}

export const ALWAYS: Condition = { all: [] };
export const NEVER: Condition = { any: [] };

/** A petition: the client is the petitioner and the other parent the respondent. */
export const PETITION_ROLES: Roles = {
  self: { petitioner: ALWAYS, respondent: NEVER, otherParent: NEVER },
  other: { petitioner: NEVER, respondent: ALWAYS, otherParent: NEVER },
};

/** A "me / the other parent" answer at `path` names the party in `role`. */
export const partyIs = (path: string, role: PartyRole, roles: Roles): Condition => ({
  any: [{ all: [{ field: path, equals: 'me' }, roles.self[role]] }, { all: [{ field: path, equals: 'otherParty' }, roles.other[role]] }],
});

/** A "me / the other parent" checkboxes answer at `path` includes the party in `role`. */
export const partyIncluded = (path: string, role: PartyRole, roles: Roles): Condition => ({
  any: [
    { all: [{ field: path, includes: 'me' }, roles.self[role]] },
    { all: [{ field: path, includes: 'otherParty' }, roles.other[role]] },
  ],
});

/** A value for the party in `role`: the client's answer when the client is that party, the other parent's otherwise. */
export const forParty = (role: PartyRole, roles: Roles, mine: ValueSpec, theirs: ValueSpec): ValueSpec => ({
  if: roles.self[role],
  then: mine,
  else: { if: roles.other[role], then: theirs },
});

/**
 * The four boxes of a "custody to Petitioner / Respondent / Joint / Other" row (FL-100 item 6, FL-200 item 8, FL-260
 * item 4) for the custody answer at `path`; "Other" is someone else, or the other parent/party of the case.
 */
export function custodyBoxes(
  path: string,
  roles: Roles,
  names: { petitioner: string; respondent: string; joint?: string; other: string },
  item: string,
  label: string,
  guard: Condition = ALWAYS,
): Record<string, CheckRule> {
  const when = (c: Condition): Condition => ({ all: [guard, c] });
  return {
    [names.petitioner]: check(item, `${label}: Petitioner`, when(partyIs(path, 'petitioner', roles))),
    [names.respondent]: check(item, `${label}: Respondent`, when(partyIs(path, 'respondent', roles))),
    ...(names.joint ? { [names.joint]: check(item, `${label}: Joint`, when({ field: path, equals: 'joint' })) } : {}),
    [names.other]: check(item, `${label}: Other`, when({ any: [{ field: path, equals: 'other' }, partyIs(path, 'otherParent', roles)] })),
  };
}

/** What a questionnaire tells the map, typed against its own answers (F: its path table). */
export interface Fl311Options<F> {
  /** The filing FL-311 is attached to (item "TO"). */
  readonly attachedTo: 'petition' | 'requestForOrder';
  readonly caption: {
    readonly petitioner?: Spec<F>;
    readonly respondent?: Spec<F>;
    readonly otherParty?: Spec<F>;
    readonly caseNumber?: Spec<F>;
  };
  /** The list answer of the children (name, birthDate), oldest first. */
  readonly children: ListRef<F>;
  /** The client's and the other parent's roles in the case, as conditions the questionnaire composed. */
  readonly roles: Roles;
  /** Item 2 (custody) is requested; default always. */
  readonly custodyRequested?: Cond<F>;
  /** Item 3 (visitation) is requested; default always. */
  readonly visitationRequested?: Cond<F>;
  readonly when?: Cond<F>;
}

const at = (path: string) => `${C}.${path}`;
const filled = (path: string): Condition => ({ field: at(path), filled: true });
const is = (path: string, value: string | boolean): Condition => ({ field: at(path), equals: value });
const oneOf = (path: string, values: readonly string[]): Condition => ({ field: at(path), in: values });
const all = (...cs: Condition[]): Condition => ({ all: cs });

/** "From Friday at 6:00 p.m." on one row of item 4: day, time, a.m./p.m., start of / after school. */
function momentRules(
  path: string,
  guard: Condition,
  names: { day: string; time: string; am: string; pm: string; schoolStart: string; afterSchool: string },
  item: string,
  label: string,
): Record<string, FieldRule> {
  const p = at(path);
  const atIs = (v: string) => all(guard, { field: `${p}.at`, equals: v });
  return {
    [names.day]: text(item, `${label}: day`, { if: guard, then: { from: `${p}.day` } }),
    [names.time]: text(item, `${label}: time`, { if: atIs('time'), then: { from: `${p}.time` } }),
    [names.am]: check(item, `${label}: a.m.`, all(atIs('time'), { field: `${p}.ampm`, equals: 'am' })),
    [names.pm]: check(item, `${label}: p.m.`, all(atIs('time'), { field: `${p}.ampm`, equals: 'pm' })),
    [names.schoolStart]: check(item, `${label}: start of school`, atIs('schoolStart')),
    [names.afterSchool]: check(item, `${label}: after school`, atIs('afterSchool')),
  };
}

/**
 * FL-311 for a questionnaire holding the `custody` object at its root: `fl311Map(mapsFor<typeof def>(), { … })`. The
 * form's own lines read the fragment's questions (checked by test/unit/court-forms/map-paths.test.ts for every
 * questionnaire that uses it); what the questionnaire passes is typed against its answers.
 */
export function fl311Map<F>(_: MapBuilders<F>, options: Fl311Options<F>): PdfFormMap {
  const { roles } = options;
  const caption = {
    petitioner: options.caption.petitioner && plain(options.caption.petitioner),
    respondent: options.caption.respondent && plain(options.caption.respondent),
    otherParty: options.caption.otherParty && plain(options.caption.otherParty),
    caseNumber: options.caption.caseNumber && plain(options.caption.caseNumber),
  };
  const custodyRequested = options.custodyRequested ? plainCond(options.custodyRequested) : ALWAYS;
  const visitationRequested = options.visitationRequested ? plainCond(options.visitationRequested) : ALWAYS;
  const p1 = under('FL-311[0].Page1[0].');
  const p2 = under('FL-311[0].Page2[0].List4[0].');
  const p3 = under('FL-311[0].Page3[0].List5[0].');
  const p4 = under('FL-311[0].Page4[0].');
  const p5 = under('FL-311[0].Page5[0].');
  const caseName: ValueSpec = { join: [caption.petitioner ?? { text: '' }, caption.respondent ?? { text: '' }], separator: ' v. ' };

  // Caption on every page.
  const captionRules: Record<string, FieldRule> = {};
  const captionOf = (page: number) => {
    const base = page === 3 ? `FL-311[0].Page3[0].` : `FL-311[0].Page${page}[0].PxCaption_sf[0].`;
    captionRules[`${base}PartySub[0].Parties[0].Petitioner_ft[0]`] = caption.petitioner
      ? text('Caption', 'Petitioner', caption.petitioner)
      : court('Petitioner', 'Caption');
    captionRules[`${base}PartySub[0].Parties[0].Respondent_ft[0]`] = caption.respondent
      ? text('Caption', 'Respondent', caption.respondent)
      : court('Respondent', 'Caption');
    captionRules[`${base}PartySub[0].Parties[0].OtherParentParty_ft[0]`] = caption.otherParty
      ? text('Caption', 'Other parent/party', caption.otherParty)
      : na('No other parent or party in this case type', 'Other parent/party');
    captionRules[`${base}CaseSub[0].CaseNumber[0].CaseNumber_ft[0]`] = caption.caseNumber
      ? text('Caption', 'Case number', caption.caseNumber)
      : caseNumber();
  };
  [1, 2, 3, 4, 5].forEach(captionOf);

  const schedule = filled('schedule');
  const monthly = is('schedule.weekends', 'monthly');
  const alternate = is('schedule.weekends', 'alternate');
  const weekdays = is('schedule.weekdays', true);
  const withSchedule = (c: Condition) => all(schedule, c);
  const hasAllegations = is('abuseAllegations', true);
  const unsupervised = all(hasAllegations, oneOf('visitation', ['reasonable', 'plan', 'schedule']));
  const supervised = is('visitation', 'supervised');
  const accused = (role: PartyRole) => ({
    any: [partyIncluded(at('allegations.abuseBy'), role, roles), partyIncluded(at('allegations.substanceBy'), role, roles)],
  });

  const L = under('FL-311[0].Page2[0].List4[0].Li1[0].List[0].');
  const weekendRow = (n: number, from: number | '', to: number, box: string, startDay: string): Record<string, FieldRule> => {
    const guard = withSchedule(all(monthly, { field: at('schedule.weekendNumbers'), includes: String(n) }));
    const ord = ['1st', '2nd', '3rd', '4th', '5th'][n - 1];
    return {
      [L(`Li1[0].${box}[0]`)]: check('4a(1)', `${ord} weekend of the month`, guard),
      ...momentRules(
        'schedule.weekendFrom',
        guard,
        {
          day: L(`Li1[0].${startDay}[0]`),
          time: L(`Li1[0].TimeVisitsStart${from}_ft[0]`),
          am: L(`Li1[0].TimeOfDay${from}_cb1[0]`),
          pm: L(`Li1[0].TimeOfDay${from}_cb1[1]`),
          schoolStart: L(`Li1[0].SchoolTime${from}_cb[0]`),
          afterSchool: L(`Li1[0].SchoolTime${from}_cb[1]`),
        },
        '4a(1)',
        `${ord} weekend from`,
      ),
      ...momentRules(
        'schedule.weekendTo',
        guard,
        {
          day: L(`Li1[0].DayOfWeekVisitsEnd${to}_ft[0]`),
          time: L(`Li1[0].TimeVisitsEnd${to}_ft[0]`),
          am: L(`Li1[0].TimeOfDay${to}_cb1[0]`),
          pm: L(`Li1[0].TimeOfDay${to}_cb1[1]`),
          schoolStart: L(`Li1[0].SchoolTime${to}_cb[0]`),
          afterSchool: L(`Li1[0].SchoolTime${to}_cb[1]`),
        },
        '4a(1)',
        `${ord} weekend to`,
      ),
    };
  };
  const fifth = (value: string) => withSchedule(all(monthly, is('schedule.fifthWeekend', value)));
  const fifthParty = (c: Condition, role: PartyRole) => all(c, partyIs(at('schedule.fifthWeekendParty'), role, roles));
  const fifthAlternate = fifth('alternate');
  const fifthOddEven = withSchedule(all(monthly, oneOf('schedule.fifthWeekend', ['oddMonths', 'evenMonths'])));

  const fields: Record<string, FieldRule> = {
    ...captionRules,
    // "TO": the filing this attachment goes with.
    [p1('TitleSub[0].Petition_cb[0]')]:
      options.attachedTo === 'petition'
        ? check('Caption', 'Attached to: Petition', ALWAYS)
        : na('Attached to a Request for Order', 'Petition'),
    [p1('TitleSub[0].Response_cb[0]')]: na('The client files a petition or a request, not a response', 'Response'),
    [p1('TitleSub[0].RequestForOrder_cb[0]')]:
      options.attachedTo === 'requestForOrder'
        ? check('Caption', 'Attached to: Request for Order', ALWAYS)
        : na('Attached to a petition', 'Request for Order'),
    [p1('TitleSub[0].ResponsiveDec_cb[0]')]: na(
      'The client files a petition or a request, not a responsive declaration',
      'Responsive Declaration',
    ),
    [p1('TitleSub[0].Other_group[0].Other_cb[0]')]: na('Attached to a petition or a Request for Order', 'Other filing'),
    [p1('TitleSub[0].Other_group[0].Specify_ft[0]')]: na('Attached to a petition or a Request for Order', 'Other filing (specify)'),
    [p1('List1[0].Li1[0].CheckBox1[0]')]: attached('1', 'More children on Attachment 1', ['children']),
    // Item 2: custody.
    [p1('List2[0].Custody_cb[0]')]: check('2', 'Custody of the minor children is requested', custodyRequested),
    ...custodyBoxes(
      at('physical'),
      roles,
      {
        petitioner: p1('List2[0].Li1[0].ToPetitioner_cb[0]'),
        respondent: p1('List2[0].Li1[0].ToRespondent_cb[0]'),
        joint: p1('List2[0].Li1[0].ToBothJointly_cb[0]'),
        other: p1('List2[0].Li1[0].ToOther_cb[0]'),
      },
      '2a',
      'Physical custody to',
      all(custodyRequested, { not: is('physical', 'other') }),
    ),
    ...custodyBoxes(
      at('legal'),
      roles,
      {
        petitioner: p1('List2[0].Li2[0].ToPetitioner_cb[0]'),
        respondent: p1('List2[0].Li2[0].ToRespondent_cb[0]'),
        joint: p1('List2[0].Li2[0].ToBothJointly_cb[0]'),
        other: p1('List2[0].Li2[0].ToOther_cb[0]'),
      },
      '2b',
      'Legal custody to',
      all(custodyRequested, { not: is('legal', 'other') }),
    ),
    [p1('List2[0].Li3[0].CustodyWithAllegationsOfAbuse_cb[0]')]: check('2c', 'Allegations of abuse or substance abuse', hasAllegations),
    [p1('List2[0].Li4[0].CheckBox3[0]')]: check(
      '2d',
      'Other custody request',
      all(custodyRequested, { any: [is('legal', 'other'), is('physical', 'other')] }),
    ),
    [p1('List2[0].Li4[0].FillText1[0]')]: text('2d', 'Other custody request (specify)', {
      if: custodyRequested,
      then: {
        join: [
          { if: is('legal', 'other'), then: { join: [{ text: 'Legal custody to' }, { from: at('otherPerson') }], separator: ' ' } },
          { if: is('physical', 'other'), then: { join: [{ text: 'Physical custody to' }, { from: at('otherPerson') }], separator: ' ' } },
        ],
        separator: '; ',
      },
    }),
    // Item 3: visitation.
    [p1('List3[0].Visitation_cb[0]')]: check('3', 'Visitation (parenting time) is requested', visitationRequested),
    [p1('List3[0].Li1[0].ReasonableRightOfVisitation_cb[0]')]: check(
      '3a',
      'Reasonable visitation',
      all(visitationRequested, is('visitation', 'reasonable')),
    ),
    [p1('List3[0].Li2[0].SeeAttachedDocumentForVisitationPlan_cb[0]')]: check(
      '3b',
      'Visitation as in an attached document',
      all(visitationRequested, is('visitation', 'plan')),
    ),
    [p1('List3[0].Li2[0].SpecifyNumberPagesAttached_ft[0]')]: text('3b', 'Pages of the attached visitation plan', {
      if: visitationRequested,
      then: { from: at('planPages') },
    }),
    [p1('List3[0].Li2[0].DateOfAttachment_tf[0]')]: text('3b', 'Date of the attached visitation plan', {
      if: visitationRequested,
      then: { from: at('planDate') },
    }),
    [p1('List3[0].Li3[0].CheckBox2d[0]')]: check('3c', 'The schedule in item 4', all(visitationRequested, is('visitation', 'schedule'))),
    [p1('List3[0].Li4[0].CheckBox1[0]')]: check('3d', 'Supervised visitation (item 6)', all(visitationRequested, supervised)),
    [p1('List3[0].Li5[0].CheckBox1[0]')]: check(
      '3e',
      'No visitation (reasons in item 13)',
      all(visitationRequested, is('visitation', 'none')),
    ),
    // Item 4: the schedule.
    [p2('PetitionerVisits_cb[0]')]: check(
      '4',
      'Visitation schedule of: Petitioner',
      withSchedule(partyIs(at('visitsFor'), 'petitioner', roles)),
    ),
    [p2('RespondentVisits_cb[0]')]: check(
      '4',
      'Visitation schedule of: Respondent',
      withSchedule(partyIs(at('visitsFor'), 'respondent', roles)),
    ),
    [p2('OtherParentPartyVisits_cb[0]')]: check(
      '4',
      'Visitation schedule of: Other Parent/Party',
      withSchedule(partyIs(at('visitsFor'), 'otherParent', roles)),
    ),
    [p2('Li1[0].CheckBox1[0]')]: check(
      '4a',
      'In-person visitation',
      withSchedule({ any: [monthly, alternate, weekdays, filled('schedule.otherDays')] }),
    ),
    [L('Li1[0].CheckBoxWeekends[0]')]: check('4a(1)', 'Weekends of the month', withSchedule(monthly)),
    [L('Li1[0].WeekendVisitsStartingDate_ft[0]')]: text('4a(1)', 'Weekends starting (date)', {
      if: withSchedule(monthly),
      then: { from: at('schedule.weekendsStart') },
    }),
    ...weekendRow(1, '', 1, 'FirstWeekEnd_cb', 'DayOfWeekVisistsStart_ft'),
    ...weekendRow(2, 2, 3, 'SecondWeekend_cb', 'DayOfWeekVisistsStart2_ft'),
    ...weekendRow(3, 4, 5, 'ThirdWeekend_cb', 'DayOfWeekVisistsStart4_ft'),
    ...weekendRow(4, 6, 7, 'FourthWeekend_cb', 'DayOfWeekVisistsStar6t_ft'),
    ...weekendRow(5, 8, 9, 'FifthWeekend_cb', 'DayOfWeekVisistsStart8_ft'),
    [L('Li1[0].List[0].Li1[0].CheckBox1a[0]')]: check('4a(1)(a)', 'The parties alternate the fifth weekends', fifthAlternate),
    [L('Li1[0].List[0].Li1[0].CheckBox1apetitioner[0]')]: check(
      '4a(1)(a)',
      'First fifth weekend: petitioner',
      fifthParty(fifthAlternate, 'petitioner'),
    ),
    [L('Li1[0].List[0].Li1[0].CheckBoxResp[0]')]: check(
      '4a(1)(a)',
      'First fifth weekend: respondent',
      fifthParty(fifthAlternate, 'respondent'),
    ),
    [L('Li1[0].List[0].Li1[0].CheckBox61[0]')]: check(
      '4a(1)(a)',
      'First fifth weekend: other parent/party',
      fifthParty(fifthAlternate, 'otherParent'),
    ),
    [L('Li1[0].List[0].Li1[0].DateFifthWeekendViistsStart_dt[0]')]: text('4a(1)(a)', 'First fifth weekend starts (date)', {
      if: fifthAlternate,
      then: { from: at('schedule.fifthWeekendStart') },
    }),
    [L('Li1[0].List[0].Li2[0].CheckBox1b[0]')]: check('4a(1)(b)', 'One party has the fifth weekend in odd or even months', fifthOddEven),
    [L('Li1[0].List[0].Li2[0].CheckBox1bpetitioner[0]')]: check(
      '4a(1)(b)',
      'Fifth weekend: petitioner',
      fifthParty(fifthOddEven, 'petitioner'),
    ),
    [L('Li1[0].List[0].Li2[0].CheckBox1brespondent[0]')]: check(
      '4a(1)(b)',
      'Fifth weekend: respondent',
      fifthParty(fifthOddEven, 'respondent'),
    ),
    [L('Li1[0].List[0].Li2[0].CheckBox1otherparent[0]')]: check(
      '4a(1)(b)',
      'Fifth weekend: other parent/party',
      fifthParty(fifthOddEven, 'otherParent'),
    ),
    [L('Li1[0].List[0].Li2[0].WeekendsOdd_cb[0]')]: check('4a(1)(b)', 'Fifth weekend in odd-numbered months', fifth('oddMonths')),
    [L('Li1[0].List[0].Li2[0].WeekendsEven_cb[0]')]: check('4a(1)(b)', 'Fifth weekend in even-numbered months', fifth('evenMonths')),
    [L('Li2[0].CheckBoxAlternateWeekends[0]')]: check('4a(2)', 'Alternate weekends', withSchedule(alternate)),
    [L('Li2[0].DateAlternateWeekendsStart_ft[0]')]: text('4a(2)', 'Alternate weekends starting (date)', {
      if: withSchedule(alternate),
      then: { from: at('schedule.weekendsStart') },
    }),
    ...momentRules(
      'schedule.weekendFrom',
      withSchedule(alternate),
      {
        day: L('Li2[0].DayOfWeekAlternateWeekendVisitsStart_ft[0]'),
        time: L('Li2[0].TimeVisitsStart10_ft[0]'),
        am: L('Li2[0].TimeOfDay10_cb1[0]'),
        pm: L('Li2[0].TimeOfDay10_cb1[1]'),
        schoolStart: L('Li2[0].SchoolTime10_cb[1]'),
        afterSchool: L('Li2[0].SchoolTime10_cb[0]'),
      },
      '4a(2)',
      'Alternate weekends from',
    ),
    ...momentRules(
      'schedule.weekendTo',
      withSchedule(alternate),
      {
        day: L('Li2[0].DayOfWeekAlternateWeekendVisitsEnd_ft[0]'),
        time: L('Li2[0].TimeVisitsEnd11_ft[0]'),
        am: L('Li2[0].TimeOfDay11_cb1[0]'),
        pm: L('Li2[0].TimeOfDay11_cb1[1]'),
        schoolStart: L('Li2[0].SchoolTime11_cb[1]'),
        afterSchool: L('Li2[0].SchoolTime11_cb[0]'),
      },
      '4a(2)',
      'Alternate weekends to',
    ),
    [L('Li3[0].CheckBox61[0]')]: check('4a(3)', 'Weekdays', withSchedule(weekdays)),
    [L('Li3[0].DateWeekdayVisitsStart_dt[0]')]: text('4a(3)', 'Weekdays starting (date)', {
      if: withSchedule(weekdays),
      then: { from: at('schedule.weekdaysStart') },
    }),
    ...momentRules(
      'schedule.weekdayFrom',
      withSchedule(weekdays),
      {
        day: L('Li3[0].DayOfWeekDayVisitsStart_ft[0]'),
        time: L('Li3[0].TimeVisitsStart12_ft[0]'),
        am: L('Li3[0].item4a3_from_ampm[0]'),
        pm: L('Li3[0].item4a3_from_ampm[1]'),
        schoolStart: L('Li3[0].SchoolTime12_cb[1]'),
        afterSchool: L('Li3[0].SchoolTime12_cb[0]'),
      },
      '4a(3)',
      'Weekdays from',
    ),
    ...momentRules(
      'schedule.weekdayTo',
      withSchedule(weekdays),
      {
        day: L('Li3[0].DayOfWeekDayVisitsEnd_ft[0]'),
        time: L('Li3[0].TimeVisitsEnd13_ft[0]'),
        am: L('Li3[0].item4a3_to_ampm[0]'),
        pm: L('Li3[0].item4a3_to_ampm[1]'),
        schoolStart: L('Li3[0].SchoolTime13_cb[1]'),
        afterSchool: L('Li3[0].SchoolTime13_cb[0]'),
      },
      '4a(3)',
      'Weekdays to',
    ),
    [L('Li4[0].OtherVists_cb[0]')]: check('4a(4)', 'Other visitation days and restrictions', withSchedule(filled('schedule.otherDays'))),
    [L('Li4[0].checkbox1[0]')]: attached('4a(4)', 'Other days listed in Attachment 4a(4)', [L('Li4[0].OtherVisitationInfo_tf[0]')]),
    [L('Li4[0].Checkbox2[0]')]: check('4a(4)', 'Other days: as follows', withSchedule(filled('schedule.otherDays'))),
    [L('Li4[0].OtherVisitationInfo_tf[0]')]: text('4a(4)', 'Other visitation days and restrictions', {
      if: schedule,
      then: { from: at('schedule.otherDays') },
    }),
    [p2('Li2[0].CheckBox1[0]')]: check('4b', 'Virtual visitation', withSchedule(filled('schedule.virtual'))),
    [p2('Li2[0].ReasonsSpecifiedHere_cb[0]')]: check('4b', 'Virtual visitation: below', withSchedule(filled('schedule.virtual'))),
    [p2('Li2[0].SpecifyOther_cb[0]')]: attached('4b', 'Virtual visitation in Attachment 4b', [
      p2('Li2[0].LocationOfMediationOrCCRC_tf[0]'),
    ]),
    [p2('Li2[0].LocationOfMediationOrCCRC_tf[0]')]: text('4b', 'Virtual visitation as follows', {
      if: schedule,
      then: { from: at('schedule.virtual') },
    }),
    [p2('Li3[0].CheckBox1[0]')]: check('4c', 'Other ways visitation can happen', withSchedule(filled('schedule.otherWays'))),
    [p2('Li3[0].LocationOfMediationOrCCRC_tf[0]')]: text('4c', 'Other ways visitation can happen (specify)', {
      if: schedule,
      then: { from: at('schedule.otherWays') },
    }),
    // Item 5: allegations of abuse or substance abuse.
    [p3('VisitsWithAllegationsOfAbuse_cb[0]')]: check('5', 'Allegations of abuse or substance abuse', hasAllegations),
    [p3('Li1[0].List[0].Li1[0].AbuseAllegationsAboutPetitioner_cb[0]')]: check(
      '5a(1)',
      'History of abuse alleged: petitioner',
      partyIncluded(at('allegations.abuseBy'), 'petitioner', roles),
    ),
    [p3('Li1[0].List[0].Li1[0].AbuseAllegationsAboutRespondent_cb[0]')]: check(
      '5a(1)',
      'History of abuse alleged: respondent',
      partyIncluded(at('allegations.abuseBy'), 'respondent', roles),
    ),
    [p3('Li1[0].List[0].Li1[0].AbuseAllegationsAboutOtherParentOrParty_cb[0]')]: check(
      '5a(1)',
      'History of abuse alleged: other parent/party',
      partyIncluded(at('allegations.abuseBy'), 'otherParent', roles),
    ),
    [p3('Li1[0].List[0].Li2[0].SubstanceAbuseAllegationsAboutPetitioner_cb[0]')]: check(
      '5a(2)',
      'Substance abuse alleged: petitioner',
      partyIncluded(at('allegations.substanceBy'), 'petitioner', roles),
    ),
    [p3('Li1[0].List[0].Li2[0].SubstanceAbuseAllegationsAboutRespondent_cb[0]')]: check(
      '5a(2)',
      'Substance abuse alleged: respondent',
      partyIncluded(at('allegations.substanceBy'), 'respondent', roles),
    ),
    [p3('Li1[0].List[0].Li2[0].SubstanceAbuseAllegationsAboutOtherParentOrParty_cb[0]')]: check(
      '5a(2)',
      'Substance abuse alleged: other parent/party',
      partyIncluded(at('allegations.substanceBy'), 'otherParent', roles),
    ),
    [p3('Li2[0].List[0].Li1[0].RequestThatCourtNotOrderCustodyToPersonWithAllegationsOfAbuseOrSubstanceAbuse_cb[0]')]: check(
      '5b(1)',
      'No sole or joint custody to the party alleged',
      all(hasAllegations, is('allegations.custodyRequest', 'noCustody')),
    ),
    [p3('Li2[0].List[0].Li2[0].RequestThatCourtMakeChildCustodyOrdersInItem1a_cb[0]')]: check(
      '5b(2)',
      'Custody orders even though there are allegations',
      all(hasAllegations, is('allegations.custodyRequest', 'custodyAnyway')),
    ),
    [p3('Li2[0].List[0].Li2[0].ReasonsSpecifiedHere_cb[0]')]: check(
      '5b(2)',
      'Reasons for custody despite allegations: below',
      all(hasAllegations, filled('allegations.custodyReasons')),
    ),
    [p3('Li2[0].List[0].Li2[0].SpecifyOther_cb[0]')]: attached('5b(2)', 'Reasons in Attachment 5b(2)', [
      p3('Li2[0].List[0].Li2[0].SpecifyReasonsforOrders_ft[0]'),
    ]),
    [p3('Li2[0].List[0].Li2[0].Other_cb[0]')]: na('The reasons are written below or on Attachment 5b(2)', 'Reasons: other place'),
    [p3('Li2[0].List[0].Li2[0].Pick_Up_Address_ft[0]')]: na(
      'The reasons are written below or on Attachment 5b(2)',
      'Reasons: other place (specify)',
    ),
    [p3('Li2[0].List[0].Li2[0].SpecifyReasonsforOrders_ft[0]')]: text('5b(2)', 'Reasons for custody despite allegations', {
      if: hasAllegations,
      then: { from: at('allegations.custodyReasons') },
    }),
    [p3('Li3[0].List[0].Li1[0].RequestThatCourtNotOrderCustodyToPersonWithAllegationsOfAbuseOrSubstanceAbuse_cb[0]')]: check(
      '5c(1)',
      'Supervised visitation (item 6)',
      all(hasAllegations, supervised),
    ),
    [p3('Li3[0].List[0].Li2[0].UnsupervisedVisitation_cb[0]')]: check('5c(2)', 'Unsupervised visitation (item 4)', unsupervised),
    [p3('Li3[0].List[0].Li2[0].List[0].Li1[0].AllegationsAboutPetitioner_cb[0]')]: check(
      '5c(2)(A)',
      'Unsupervised visitation despite allegations: petitioner',
      all(unsupervised, accused('petitioner')),
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li1[0].AllegationsAboutRespondent_cb[0]')]: check(
      '5c(2)(A)',
      'Unsupervised visitation despite allegations: respondent',
      all(unsupervised, accused('respondent')),
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li1[0].AllegationsAboutOther_cb[0]')]: check(
      '5c(2)(A)',
      'Unsupervised visitation despite allegations: other parent/party',
      all(unsupervised, accused('otherParent')),
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li2[0].ReasonsSpecifiedHere_cb[0]')]: check(
      '5c(2)(B)',
      'Reasons for unsupervised visitation: below',
      all(unsupervised, filled('unsupervisedReasons')),
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li2[0].CheckBox1[0]')]: attached('5c(2)(B)', 'Reasons in Attachment 5c(2)(B)', [
      p3('Li3[0].List[0].Li2[0].List[0].Li2[0].SpecifyReasonsforOrders_ft[0]'),
    ]),
    [p3('Li3[0].List[0].Li2[0].List[0].Li2[0].CheckBox61[0]')]: na(
      'The reasons are written below or on Attachment 5c(2)(B)',
      'Reasons: other place',
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li2[0].Pick_Up_Address_ft[0]')]: na(
      'The reasons are written below or on Attachment 5c(2)(B)',
      'Reasons: other place (specify)',
    ),
    [p3('Li3[0].List[0].Li2[0].List[0].Li2[0].SpecifyReasonsforOrders_ft[0]')]: text('5c(2)(B)', 'Reasons for unsupervised visitation', {
      if: unsupervised,
      then: { from: at('unsupervisedReasons') },
    }),
    [p3('Li3[0].List[0].Li3[0].UnsupervisedVisitation_cb[0]')]: check(
      '5c(3)',
      'Other visitation request (no visitation)',
      all(hasAllegations, is('visitation', 'none')),
    ),
    [p3('Li3[0].List[0].Li3[0].SpecifyReasonsforOrders_ft[0]')]: text('5c(3)', 'Other visitation request (specify)', {
      if: all(hasAllegations, is('visitation', 'none')),
      then: { text: 'No visitation to the person without physical custody (item 3e), for the reasons in item 13.' },
    }),
    // Item 6: supervised visitation.
    [p4('List6[0].SupervisedVisitation_cb[0]')]: check('6', 'Supervised visitation', supervised),
    [p4('List6[0].Li1[0].Petitioner_cb[0]')]: check(
      '6a',
      'Supervised: petitioner',
      all(supervised, partyIs(at('visitsFor'), 'petitioner', roles)),
    ),
    [p4('List6[0].Li1[0].Respondent_cb[0]')]: check(
      '6a',
      'Supervised: respondent',
      all(supervised, partyIs(at('visitsFor'), 'respondent', roles)),
    ),
    [p4('List6[0].Li1[0].OtherParentParty_cb[0]')]: check(
      '6a',
      'Supervised: other parent/party',
      all(supervised, partyIs(at('visitsFor'), 'otherParent', roles)),
    ),
    [p4('List6[0].Li2[0].ReasonsSpecifiedHere_cb[0]')]: check(
      '6b',
      'Reasons for supervision: below',
      all(supervised, filled('supervision.reasons')),
    ),
    [p4('List6[0].Li2[0].CheckBox1[0]')]: attached('6b', 'Reasons in Attachment 6b', [p4('List6[0].Li2[0].SpecifyReasonsforOrders_ft[0]')]),
    [p4('List6[0].Li2[0].CheckBox61[0]')]: na('The reasons are written below or on Attachment 6b', 'Reasons: other place'),
    [p4('List6[0].Li2[0].Pick_Up_Address_ft[0]')]: na(
      'The reasons are written below or on Attachment 6b',
      'Reasons: other place (specify)',
    ),
    [p4('List6[0].Li2[0].SpecifyReasonsforOrders_ft[0]')]: text('6b', 'Reasons for supervised visitation', {
      from: at('supervision.reasons'),
    }),
    [p4('List6[0].Li3[0].NameofSupervisor_ft[0]')]: text('6c', 'Monitor (name, if known)', { from: at('supervision.monitor') }),
    [p4('List6[0].Li3[0].SpecifyOtherPlaces_ft[0]')]: text('6c', 'Provider’s phone number', { from: at('supervision.monitorPhone') }),
    [p4('List6[0].Li3[0].List[0].Lii[0].CheckBox61[0]')]: check(
      '6c(1)',
      'Professional provider',
      is('supervision.provider', 'professional'),
    ),
    [p4('List6[0].Li3[0].List[0].Lii[0].PercentPaidByPetitioner_no[0]')]: text(
      '6c(1)(B)',
      'Provider fees paid by petitioner (percent)',
      forParty('petitioner', roles, { from: at('supervision.feesMe') }, { from: at('supervision.feesOther') }),
    ),
    [p4('List6[0].Li3[0].List[0].Lii[0].PercentPaidByRespondent_no[0]')]: text(
      '6c(1)(B)',
      'Provider fees paid by respondent (percent)',
      forParty('respondent', roles, { from: at('supervision.feesMe') }, { from: at('supervision.feesOther') }),
    ),
    [p4('List6[0].Li3[0].List[0].Lii[0].PercentPaidByOtherParentParty_no[0]')]: text(
      '6c(1)(B)',
      'Provider fees paid by other parent/party (percent)',
      forParty('otherParent', roles, { from: at('supervision.feesMe') }, { from: at('supervision.feesOther') }),
    ),
    [p4('List6[0].Li3[0].List[0].Liii[0].CheckBox61[0]')]: check(
      '6c(2)',
      'Nonprofessional provider',
      is('supervision.provider', 'nonprofessional'),
    ),
    [p4('List6[0].Li4[0].List[0].Li1[0].Petitioner_cb[0]')]: check(
      '6d',
      'In person at a safe location',
      is('supervision.location', 'inPerson'),
    ),
    [p4('List6[0].Li4[0].List[0].Li2[0].Respondent_cb[0]')]: check(
      '6d',
      'Virtual supervised visitation',
      is('supervision.location', 'virtual'),
    ),
    [p4('List6[0].Li4[0].List[0].Li3[0].Respondent_cb[0]')]: check('6d', 'Other location', is('supervision.location', 'other')),
    [p4('List6[0].Li4[0].List[0].Li3[0].Pick_Up_Address_ft[0]')]: text('6d', 'Other location (describe)', {
      from: at('supervision.locationOther'),
    }),
    [p4('List6[0].Li5[0].List[0].Li1[0].Petitioner_cb[0]')]: check('6e', 'Once a week', is('supervision.frequency', 'onceWeek')),
    [p4('List6[0].Li5[0].List[0].Li1[0].PercentPaidByPetitioner_no[0]')]: text('6e', 'Hours of each weekly visit', {
      if: is('supervision.frequency', 'onceWeek'),
      then: { from: at('supervision.hours') },
    }),
    [p4('List6[0].Li5[0].List[0].Li2[0].Respondent_cb[0]')]: check('6e', 'Twice a week', is('supervision.frequency', 'twiceWeek')),
    [p4('List6[0].Li5[0].List[0].Li2[0].PercentPaidByPetitioner_no[0]')]: text('6e', 'Hours of each of the two weekly visits', {
      if: is('supervision.frequency', 'twiceWeek'),
      then: { from: at('supervision.hours') },
    }),
    [p4('List6[0].Li5[0].List[0].Li3[0].UnsupervisedVisitation_cb[0]')]: check(
      '6e',
      'As specified in item 4',
      is('supervision.frequency', 'schedule'),
    ),
    [p4('List6[0].Li5[0].List[0].Li4[0].Respondent_cb[0]')]: check('6e', 'Other supervised schedule', is('supervision.frequency', 'other')),
    [p4('List6[0].Li5[0].List[0].Li4[0].Pick_Up_Address_ft[0]')]: text('6e', 'Other supervised schedule (describe)', {
      from: at('supervision.frequencyOther'),
    }),
    // Item 7: transportation and exchanges.
    [p4('List7[0].TransportationForVisitationAndPlaceOfExchange_cb[0]')]: check(
      '7',
      'Transportation and place of exchange',
      is('exchanges', true),
    ),
    [p4('List7[0].Li2[0].CheckBox61[0]')]: check('7b', 'Transportation to the visits by', filled('exchange.dropOffBy')),
    [p4('List7[0].Li2[0].TransportToVisitsProvidedBy_Name_ft[0]')]: text('7b', 'Transportation to the visits by (name)', {
      from: at('exchange.dropOffBy'),
    }),
    [p4('List7[0].Li3[0].CheckBox61[0]')]: check('7c', 'Transportation from the visits by', filled('exchange.pickUpBy')),
    [p4('List7[0].Li3[0].TransportFormVisitsProvidedBy_Name_ft[0]')]: text('7c', 'Transportation from the visits by (name)', {
      from: at('exchange.pickUpBy'),
    }),
    [p4('List7[0].Li4[0].CheckBox61[0]')]: check('7d', 'Exchange point at the beginning of the visit', filled('exchange.startPlace')),
    [p4('List7[0].Li4[0].Drop_Off_Address_Begin_Visits_ft[0]')]: text('7d', 'Exchange point at the beginning (address)', {
      from: at('exchange.startPlace'),
    }),
    [p4('List7[0].Li5[0].CheckBox61[0]')]: check('7e', 'Exchange point at the end of the visit', filled('exchange.endPlace')),
    [p4('List7[0].Li5[0].Pick_Up_Address_ft[0]')]: text('7e', 'Exchange point at the end (address)', { from: at('exchange.endPlace') }),
    [p4('List7[0].Li6[0].CheckBox61[0]')]: check('7f', 'The driver waits in the car during exchanges', is('exchange.waitInCar', true)),
    [p4('List7[0].Li7[0].CheckBox61[0]')]: check('7g', 'Other transportation orders', filled('exchange.other')),
    [p4('List7[0].Li7[0].OtherTransportationIssues_ft[0]')]: text('7g', 'Other transportation orders (specify)', {
      from: at('exchange.other'),
    }),
    // Item 8: travel.
    [p5('List8[0].Li1[0].TravelWithChildren_cb[0]')]: check('8', 'Travel with children', is('travelRestriction', true)),
    [p5('List8[0].Li1[0].PetitionerTravelWithChildren_cb[0]')]: check(
      '8',
      'Needs permission to travel: petitioner',
      partyIncluded(at('travel.who'), 'petitioner', roles),
    ),
    [p5('List8[0].Li1[0].RespondentTravelWithChildren_cb[0]')]: check(
      '8',
      'Needs permission to travel: respondent',
      partyIncluded(at('travel.who'), 'respondent', roles),
    ),
    [p5('List8[0].Li1[0].OtherParentorPartyTravelWithChildren_cb[0]')]: check(
      '8',
      'Needs permission to travel: other parent/party',
      partyIncluded(at('travel.who'), 'otherParent', roles),
    ),
    [p5('List8[0].Li1[0].CheckBox61[0]')]: check('8a', 'Out of the state of California', is('travel.outOfState', true)),
    [p5('List8[0].Li2[0].CheckBox61[0]')]: check('8b', 'Out of the following counties', filled('travel.counties')),
    [p5('List8[0].Li2[0].TransportToVisitsProvidedBy_Name_ft[0]')]: text('8b', 'Counties (specify)', { from: at('travel.counties') }),
    [p5('List8[0].Li3[0].CheckBox61[0]')]: check('8c', 'Other places', filled('travel.otherPlaces')),
    [p5('List8[0].Li3[0].TransportFormVisitsProvidedBy_Name_ft[0]')]: text('8c', 'Other places (specify)', {
      from: at('travel.otherPlaces'),
    }),
    // Items 9–13.
    [p5('List9[0].Li1[0].ChildAbductionPrevention_cb[0]')]: check('9', 'Child abduction prevention (FL-312)', is('abductionRisk', true)),
    [p5('List10[0].Li1[0].PartiesWillGoToMediation_cb[0]')]: check('10', 'Child custody mediation', is('mediation', true)),
    [p5('List10[0].Li1[0].t70[0]')]: text('10', 'Mediation: date, time and location, if applicable', { from: at('mediationDetails') }),
    [p5('List11[0].Li1[0].CheckBox61[0]')]: check('11', 'Children’s holiday schedule', is('holidays', true)),
    [p5('List11[0].Li1[0].ChildHolidaySched7_cb[0]')]: check('11', 'Holiday schedule: below', is('holidays', true)),
    [p5('List11[0].Li1[0].ChildHolidaySched7_cb[1]')]: staff(
      '11',
      'Holiday schedule on form FL-341(C)',
      'only if staff attach FL-341(C) instead',
    ),
    [p5('List11[0].Li1[0].SpecifyHolidayScheduleHere_ft[0]')]: text('11', 'Holiday and vacation schedule', { from: at('holidaySchedule') }),
    [p5('List12[0].Li1[0].CheckBox61[0]')]: check('12', 'Additional custody provisions', filled('additionalProvisions')),
    [p5('List12[0].Li1[0].AddlProvWhere8_cb[0]')]: check('12', 'Additional provisions: below', filled('additionalProvisions')),
    [p5('List12[0].Li1[0].AddlProvWhere8_cb[1]')]: staff(
      '12',
      'Additional provisions on form FL-341(D)',
      'only if staff attach FL-341(D) instead',
    ),
    [p5('List12[0].Li1[0].AdditionalCustodyOrdersRequested_ft[0]')]: text('12', 'Additional custody provisions', {
      from: at('additionalProvisions'),
    }),
    [p5('List13[0].Li1[0].CheckBox61[0]')]: check('13', 'Other orders', { any: [filled('otherOrders'), is('visitation', 'none')] }),
    [p5('List13[0].Li1[0].OtherAdditionalOrdersRequested_ft[0]')]: text('13', 'Other orders (specify)', {
      join: [
        {
          if: is('visitation', 'none'),
          then: { join: [{ text: 'Reasons for no visitation (item 3e):' }, { from: at('noVisitationReasons') }], separator: ' ' },
        },
        { from: at('otherOrders') },
      ],
      separator: '\n',
    }),
  };
  const childColumns: readonly Column[] = [
    { label: 'Child’s name', value: { from: 'name' } },
    { label: 'Birth date', value: { from: 'birthDate' } },
    { label: 'Age', value: { age: 'birthDate' } },
  ];
  const t = under('FL-311[0].Page1[0].List1[0].Li1[0].tblMinorChildren[0].');
  return {
    kind: 'pdf',
    form: 'FL-311',
    title: 'Child Custody and Visitation (Parenting Time) Application Attachment',
    revision: FL311_REVISION,
    ...(options.when ? { when: plainCond(options.when) } : {}),
    fields,
    rowGroups: [
      {
        id: 'children',
        item: '1',
        label: 'Minor children',
        source: [options.children],
        sort: { by: 'birthDate', order: 'asc' },
        rows: [1, 2, 3, 4].map((n) => ({
          [t(`child${n}[0].Child${n}Name[0]`)]: cell('name'),
          [t(`child${n}[0].Child${n}${n === 3 ? 'Date' : 'Birthdate'}_dt[0]`)]: cell('birthDate'),
          [t(`child${n}[0].Child${n}Age[0]`)]: cell({ age: 'birthDate' }),
        })),
        overflow: { kind: 'attachment', title: 'FL-311, Attachment 1 — Minor children', columns: childColumns },
      },
    ],
    attachmentCaption: { shortTitle: caseName, caseNumber: caption.caseNumber ?? { filing: 'caseNumber' } },
  };
}

/**
 * FL-312 Request for Child Abduction Prevention Orders, which the project does not hold: the facts the client gave and
 * the orders staff complete with them (FL-311 item 9 refers to it).
 */
export function fl312Worksheet(when?: Condition): WorksheetMap {
  const risk: Condition = { field: at('abductionRisk'), equals: true };
  return {
    kind: 'worksheet',
    form: 'FL-312',
    title: 'Request for Child Abduction Prevention Orders',
    reason: 'not in the verified forms folder',
    when: when ? all(when, risk) : risk,
    items: [
      {
        kind: 'value',
        item: '—',
        label: 'Why there is a risk that a party will take the children without permission',
        value: { from: at('abductionDetails') },
      },
      {
        kind: 'value',
        item: '—',
        label: 'Who must have written permission to travel, and where',
        value: {
          join: [
            { from: at('travel.who') },
            { if: is('travel.outOfState', true), then: { text: 'out of California' } },
            { from: at('travel.counties') },
            { from: at('travel.otherPlaces') },
          ],
          separator: '; ',
        },
      },
      {
        kind: 'ask',
        item: '—',
        label: 'The abduction-prevention orders requested (FL-312’s list)',
        note: 'go through the FL-312 list with the client',
      },
      { kind: 'staff', item: '—', label: 'Signature and date' },
    ],
  };
}
