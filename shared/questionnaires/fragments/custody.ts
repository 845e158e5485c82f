/**
 * Child custody and visitation (parenting time) as FL-311 asks them, from the client's side ("me", "the other
 * parent"): who has legal and physical custody, allegations of abuse or substance abuse (item 5), the kind of
 * visitation (item 3) with the schedule (item 4) or the supervision (item 6), exchanges (item 7), travel (item 8),
 * abduction risk (item 9), mediation (item 10), holidays (item 11), other provisions (items 12–13).
 *
 * One object field named `custody` at the top level of a step; its map is `fl311Map` (custody.map.ts), complete for
 * every field of FL-311, and `custodyParty` turns "me / the other parent" into the form's Petitioner / Respondent /
 * Other Parent boxes for the questionnaire's roles (a petition: the client is the petitioner; a Request for Order: the
 * role the client gave). The FL-300, FL-100, FL-200 and FL-260 custody items read the same answers.
 *
 * Labels in `q.custody` (custody.messages.ts). Help texts say what the form asks, never what to choose.
 */

const k = (path: string) => `q.custody.${path}.label`;
const help = (path: string) => `q.custody.${path}.help`;
const opt = (path: string, value: string) => ({ value, labelKey: `q.custody.${path}.options.${value}` });
const opts = <const V extends string>(path: string, values: readonly V[]) =>
  values.map((v) => opt(path, v) as { value: V; labelKey: string });

/** To whom custody goes: the client, the other parent, both (joint), or someone else. */
export const CUSTODY_TO = ['me', 'otherParty', 'joint', 'other'] as const;
/** One of the two parents. */
export const PARENTS = ['me', 'otherParty'] as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const WEEKEND_NUMBERS = ['1', '2', '3', '4', '5'] as const;

/** "From Friday at 6:00 p.m." / "to Sunday at the start of school": FL-311 item 4's day, time, a.m./p.m. or school boxes. */
const moment = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    labelKey: k(`schedule.${name}`),
    fields: [
      { kind: 'select', name: 'day', required: true, labelKey: k('moment.day'), options: opts('moment.day', WEEKDAYS) },
      {
        kind: 'radio',
        name: 'at',
        required: true,
        labelKey: k('moment.at'),
        options: opts('moment.at', ['time', 'schoolStart', 'afterSchool']),
      },
      {
        kind: 'text',
        name: 'time',
        required: true,
        maxLength: 5,
        labelKey: k('moment.time'),
        help: help('moment.time'),
        showIf: { field: 'at', equals: 'time' },
      },
      {
        kind: 'radio',
        name: 'ampm',
        required: true,
        labelKey: k('moment.ampm'),
        options: opts('moment.ampm', ['am', 'pm']),
        showIf: { field: 'at', equals: 'time' },
      },
    ],
  }) as const;

export const CUSTODY = {
  kind: 'object',
  name: 'custody',
  labelKey: k('custody'),
  help: help('custody'),
  fields: [
    { kind: 'radio', name: 'legal', required: true, labelKey: k('legal'), help: help('legal'), options: opts('to', CUSTODY_TO) },
    { kind: 'radio', name: 'physical', required: true, labelKey: k('physical'), help: help('physical'), options: opts('to', CUSTODY_TO) },
    {
      kind: 'text',
      name: 'otherPerson',
      required: true,
      maxLength: 150,
      labelKey: k('otherPerson'),
      help: help('otherPerson'),
      showIf: {
        any: [
          { field: 'legal', equals: 'other' },
          { field: 'physical', equals: 'other' },
        ],
      },
    },
    {
      kind: 'checkbox',
      name: 'jointLegalForm',
      labelKey: k('jointLegalForm'),
      help: help('jointLegalForm'),
      showIf: { field: 'legal', equals: 'joint' },
    },
    { kind: 'yesno', name: 'abuseAllegations', required: true, labelKey: k('abuseAllegations'), help: help('abuseAllegations') },
    {
      kind: 'object',
      name: 'allegations',
      labelKey: k('allegations'),
      showIf: { field: 'abuseAllegations', equals: true },
      fields: [
        {
          kind: 'checkboxes',
          name: 'abuseBy',
          labelKey: k('allegations.abuseBy'),
          help: help('allegations.abuseBy'),
          options: opts('parent', PARENTS),
        },
        {
          kind: 'checkboxes',
          name: 'substanceBy',
          labelKey: k('allegations.substanceBy'),
          help: help('allegations.substanceBy'),
          options: opts('parent', PARENTS),
        },
        {
          kind: 'radio',
          name: 'custodyRequest',
          required: true,
          labelKey: k('allegations.custodyRequest'),
          options: opts('allegations.custodyRequest', ['noCustody', 'custodyAnyway']),
        },
        {
          kind: 'textarea',
          name: 'custodyReasons',
          required: true,
          maxLength: 5000,
          labelKey: k('allegations.custodyReasons'),
          help: help('allegations.custodyReasons'),
          showIf: { field: 'custodyRequest', equals: 'custodyAnyway' },
        },
      ],
      rules: [{ kind: 'atLeastOne', fields: ['abuseBy', 'substanceBy'], errorKey: 'q.custody.errors.allegedAgainst' }],
    },
    {
      kind: 'radio',
      name: 'visitation',
      required: true,
      labelKey: k('visitation'),
      help: help('visitation'),
      options: opts('visitation', ['reasonable', 'plan', 'schedule', 'supervised', 'none']),
    },
    {
      kind: 'textarea',
      name: 'unsupervisedReasons',
      required: true,
      maxLength: 5000,
      labelKey: k('unsupervisedReasons'),
      help: help('unsupervisedReasons'),
      showIf: {
        all: [
          { field: 'abuseAllegations', equals: true },
          { field: 'visitation', in: ['reasonable', 'plan', 'schedule'] },
        ],
      },
    },
    {
      kind: 'number',
      name: 'planPages',
      required: true,
      min: 1,
      max: 200,
      labelKey: k('planPages'),
      showIf: { field: 'visitation', equals: 'plan' },
    },
    {
      kind: 'date',
      name: 'planDate',
      required: true,
      range: 'past',
      labelKey: k('planDate'),
      showIf: { field: 'visitation', equals: 'plan' },
    },
    {
      kind: 'textarea',
      name: 'noVisitationReasons',
      required: true,
      maxLength: 5000,
      labelKey: k('noVisitationReasons'),
      showIf: { field: 'visitation', equals: 'none' },
    },
    {
      kind: 'radio',
      name: 'visitsFor',
      required: true,
      labelKey: k('visitsFor'),
      help: help('visitsFor'),
      options: opts('parent', PARENTS),
      showIf: { field: 'visitation', in: ['schedule', 'supervised'] },
    },
    {
      kind: 'object',
      name: 'supervision',
      labelKey: k('supervision'),
      help: help('supervision'),
      showIf: { field: 'visitation', equals: 'supervised' },
      fields: [
        {
          kind: 'textarea',
          name: 'reasons',
          required: true,
          maxLength: 5000,
          labelKey: k('supervision.reasons'),
          help: help('supervision.reasons'),
        },
        { kind: 'text', filing: 'names', name: 'monitor', maxLength: 150, labelKey: k('supervision.monitor') },
        { kind: 'tel', name: 'monitorPhone', labelKey: k('supervision.monitorPhone') },
        {
          kind: 'radio',
          name: 'provider',
          labelKey: k('supervision.provider'),
          help: help('supervision.provider'),
          options: opts('supervision.provider', ['professional', 'nonprofessional']),
        },
        {
          kind: 'number',
          name: 'feesMe',
          min: 0,
          max: 100,
          labelKey: k('supervision.feesMe'),
          showIf: { field: 'provider', equals: 'professional' },
        },
        {
          kind: 'number',
          name: 'feesOther',
          min: 0,
          max: 100,
          labelKey: k('supervision.feesOther'),
          showIf: { field: 'provider', equals: 'professional' },
        },
        {
          kind: 'radio',
          name: 'location',
          required: true,
          labelKey: k('supervision.location'),
          options: opts('supervision.location', ['inPerson', 'virtual', 'other']),
        },
        {
          kind: 'text',
          name: 'locationOther',
          required: true,
          maxLength: 200,
          labelKey: k('supervision.locationOther'),
          showIf: { field: 'location', equals: 'other' },
        },
        {
          kind: 'radio',
          name: 'frequency',
          required: true,
          labelKey: k('supervision.frequency'),
          options: opts('supervision.frequency', ['onceWeek', 'twiceWeek', 'schedule', 'other']),
        },
        {
          kind: 'number',
          name: 'hours',
          required: true,
          min: 1,
          max: 24,
          labelKey: k('supervision.hours'),
          showIf: { field: 'frequency', in: ['onceWeek', 'twiceWeek'] },
        },
        {
          kind: 'text',
          name: 'frequencyOther',
          required: true,
          maxLength: 200,
          labelKey: k('supervision.frequencyOther'),
          showIf: { field: 'frequency', equals: 'other' },
        },
      ],
    },
    {
      kind: 'object',
      name: 'schedule',
      labelKey: k('schedule'),
      help: help('schedule'),
      showIf: {
        any: [
          { field: 'visitation', equals: 'schedule' },
          { field: 'supervision.frequency', equals: 'schedule' },
        ],
      },
      fields: [
        {
          kind: 'radio',
          name: 'weekends',
          required: true,
          labelKey: k('schedule.weekends'),
          help: help('schedule.weekends'),
          options: opts('schedule.weekends', ['none', 'monthly', 'alternate']),
        },
        {
          kind: 'date',
          name: 'weekendsStart',
          required: true,
          labelKey: k('schedule.weekendsStart'),
          showIf: { field: 'weekends', in: ['monthly', 'alternate'] },
        },
        {
          kind: 'checkboxes',
          name: 'weekendNumbers',
          required: true,
          labelKey: k('schedule.weekendNumbers'),
          help: help('schedule.weekendNumbers'),
          options: opts('schedule.weekendNumbers', WEEKEND_NUMBERS),
          showIf: { field: 'weekends', equals: 'monthly' },
        },
        { ...moment('weekendFrom'), showIf: { field: 'weekends', in: ['monthly', 'alternate'] } },
        { ...moment('weekendTo'), showIf: { field: 'weekends', in: ['monthly', 'alternate'] } },
        {
          kind: 'radio',
          name: 'fifthWeekend',
          labelKey: k('schedule.fifthWeekend'),
          help: help('schedule.fifthWeekend'),
          options: opts('schedule.fifthWeekend', ['alternate', 'oddMonths', 'evenMonths']),
          showIf: { field: 'weekends', equals: 'monthly' },
        },
        {
          kind: 'radio',
          name: 'fifthWeekendParty',
          required: true,
          labelKey: k('schedule.fifthWeekendParty'),
          options: opts('parent', PARENTS),
          showIf: { field: 'fifthWeekend', filled: true },
        },
        {
          kind: 'date',
          name: 'fifthWeekendStart',
          required: true,
          labelKey: k('schedule.fifthWeekendStart'),
          showIf: { field: 'fifthWeekend', equals: 'alternate' },
        },
        { kind: 'yesno', name: 'weekdays', required: true, labelKey: k('schedule.weekdays') },
        {
          kind: 'date',
          name: 'weekdaysStart',
          required: true,
          labelKey: k('schedule.weekdaysStart'),
          showIf: { field: 'weekdays', equals: true },
        },
        { ...moment('weekdayFrom'), showIf: { field: 'weekdays', equals: true } },
        { ...moment('weekdayTo'), showIf: { field: 'weekdays', equals: true } },
        { kind: 'textarea', name: 'otherDays', maxLength: 5000, labelKey: k('schedule.otherDays'), help: help('schedule.otherDays') },
        { kind: 'textarea', name: 'virtual', maxLength: 3000, labelKey: k('schedule.virtual'), help: help('schedule.virtual') },
        { kind: 'textarea', name: 'otherWays', maxLength: 3000, labelKey: k('schedule.otherWays') },
      ],
    },
    { kind: 'yesno', name: 'exchanges', required: true, labelKey: k('exchanges'), help: help('exchanges') },
    {
      kind: 'object',
      name: 'exchange',
      labelKey: k('exchange'),
      showIf: { field: 'exchanges', equals: true },
      fields: [
        { kind: 'text', filing: 'term', name: 'dropOffBy', maxLength: 150, labelKey: k('exchange.dropOffBy') },
        { kind: 'text', filing: 'term', name: 'pickUpBy', maxLength: 150, labelKey: k('exchange.pickUpBy') },
        { kind: 'text', name: 'startPlace', maxLength: 300, labelKey: k('exchange.startPlace') },
        { kind: 'text', name: 'endPlace', maxLength: 300, labelKey: k('exchange.endPlace') },
        { kind: 'checkbox', name: 'waitInCar', labelKey: k('exchange.waitInCar') },
        { kind: 'textarea', name: 'other', maxLength: 3000, labelKey: k('exchange.other') },
      ],
    },
    { kind: 'yesno', name: 'travelRestriction', required: true, labelKey: k('travelRestriction'), help: help('travelRestriction') },
    {
      kind: 'object',
      name: 'travel',
      labelKey: k('travel'),
      showIf: { field: 'travelRestriction', equals: true },
      fields: [
        { kind: 'checkboxes', name: 'who', required: true, labelKey: k('travel.who'), options: opts('parent', PARENTS) },
        { kind: 'checkbox', name: 'outOfState', labelKey: k('travel.outOfState') },
        { kind: 'text', filing: 'place', name: 'counties', maxLength: 300, labelKey: k('travel.counties') },
        { kind: 'text', name: 'otherPlaces', maxLength: 300, labelKey: k('travel.otherPlaces') },
      ],
    },
    { kind: 'yesno', name: 'abductionRisk', required: true, labelKey: k('abductionRisk'), help: help('abductionRisk') },
    {
      kind: 'textarea',
      name: 'abductionDetails',
      required: true,
      maxLength: 5000,
      labelKey: k('abductionDetails'),
      help: help('abductionDetails'),
      showIf: { field: 'abductionRisk', equals: true },
    },
    { kind: 'yesno', name: 'mediation', required: true, labelKey: k('mediation'), help: help('mediation') },
    {
      kind: 'text',
      name: 'mediationDetails',
      maxLength: 300,
      labelKey: k('mediationDetails'),
      showIf: { field: 'mediation', equals: true },
    },
    { kind: 'yesno', name: 'holidays', required: true, labelKey: k('holidays') },
    {
      kind: 'textarea',
      name: 'holidaySchedule',
      required: true,
      maxLength: 5000,
      labelKey: k('holidaySchedule'),
      help: help('holidaySchedule'),
      showIf: { field: 'holidays', equals: true },
    },
    {
      kind: 'textarea',
      name: 'additionalProvisions',
      maxLength: 5000,
      labelKey: k('additionalProvisions'),
      help: help('additionalProvisions'),
    },
    { kind: 'textarea', name: 'otherOrders', maxLength: 5000, labelKey: k('otherOrders') },
  ],
} as const;
