/**
 * Form maps: how a questionnaire's answers fill the official forms it serves. Data only (no functions), so the same map
 * drives the packet builder (functions/lib/packet), the coverage figures (scripts/court-forms.ts, docs/questionnaires.md),
 * the forms list the catalogue, contract and hub show (meta.generated.ts) and the tests that hold every AcroForm field
 * of a shipped PDF to a rule.
 *
 * A questionnaire declares its forms in `<type>.forms.ts` beside its definition (`defineForms`, build.ts). Each form is:
 *  - a `PdfFormMap`: an official fillable PDF this project ships (functions/packets/forms/, manifest.json); every AcroForm
 *    field of it has exactly one rule: filled from the answers (`text`, `check`, `radio`, `attached`, or a cell of a row
 *    group), or classified — `ask` (the client supplies it but the questionnaire does not ask it yet: staff ask),
 *    `staff` (the preparer completes it: courthouse, signing date), `court` (clerk or judge), `na` (not applicable,
 *    with the reason). Buttons (Print, Save, Clear) are not data and need no rule.
 *  - a `WorksheetMap`: a form the project does not hold as a verified fillable PDF (SC-100A, a pleading-paper document):
 *    the packet carries a preparer's worksheet with the answers in the form's item order, with item numbers.
 *  - a `PendingForm`: a form whose map is not written yet (listed in PENDING_FORMS, registry.ts); the packet carries the
 *    answers in questionnaire order as a worksheet, and the cover sheet says the map is pending.
 *
 * Paths in values and conditions are dotted answer paths relative to the current scope: the answers root, or the item
 * of a row group; a leading "/" makes a path absolute (from the answers root). Conditions are the questionnaire's own
 * (`Condition`, types.ts). Item labels are in English: they quote the form, which is filed in English.
 */
import type { QuestionnaireType } from '../../catalogue';
import type { Condition } from '../types';
import type { GeneratedDocument } from './generated';

/** A form number as printed on it: "SC-100", "FL-105", "GC-210(P)", or a document name for non-form filings. */
export type FormId = string;

/** How a date answer ("YYYY-MM-DD") is written on a form. */
export type DateFormat = 'MM/DD/YYYY' | 'Month D, YYYY' | 'MM/YYYY';

/** What the packet writes in a text field (or a worksheet cell), computed from the answers. English. */
export type ValueSpec =
  /**
   * The answer at a path, written as the form expects it, by the field's kind: dates MM/DD/YYYY, money "2,450.00"
   * (no $: forms print it), yes/no "Yes"/"No", choices their English label, SSN "XXX-XX-1234", text as given.
   */
  | { readonly from: string }
  /** The answer exactly as stored (a choice's value rather than its label: a state's "CA"). */
  | { readonly raw: string }
  /** A date answer in a given format. */
  | { readonly date: string; readonly format: DateFormat }
  /** Money (integer cents): "amount" → "2,450.00" (default), "dollars" → "$2,450.00". */
  | { readonly money: string; readonly format?: 'amount' | 'dollars' }
  /** The non-empty parts, joined (default ", "). */
  | { readonly join: readonly ValueSpec[]; readonly separator?: string }
  /** A fixed text. */
  | { readonly text: string }
  /** A choice answer written in the form's own words (values without an entry write nothing). */
  | { readonly option: string; readonly labels: Readonly<Partial<Record<string, string>>> }
  /** The number of items of a list answer ("" when none). */
  | { readonly count: string; readonly where?: Condition }
  /** Age in whole years today, from a date answer (FL-150 "My age is"). */
  | { readonly age: string }
  /**
   * The time from one date answer to a later one, in whole years or in the months left over after them (FL-100 item 3
   * "Years … Months"): empty unless both dates are given and in order.
   */
  | { readonly span: readonly [string, string]; readonly unit: 'years' | 'months' }
  /**
   * The sum of money answers (integer cents), written as an amount; a path may hold `*` for every item of a list
   * ("debts.*.payment"). Empty when none of them is answered.
   */
  | { readonly sum: readonly string[] }
  /**
   * A total of money answers (integer cents), always written as an amount ("0.00" when nothing counts): the sum of
   * its terms, each adding (and subtracting) money paths in the current scope, or in every item of a list that meets
   * the term's condition (DE-111 item 3d: the personal property of the assets that pass through probate; the net value
   * of real property, gross value less encumbrances).
   */
  | { readonly total: readonly TotalTerm[] }
  /** One value per item of a list answer (evaluated in the item's scope), joined (default ", "). */
  | { readonly each: string; readonly value: ValueSpec; readonly separator?: string }
  /** A value when the condition holds, another (or nothing) otherwise. */
  | { readonly if: Condition; readonly then: ValueSpec; readonly else?: ValueSpec }
  /** The legal document assistant's own details (B&P §6408), for forms with a place for them. */
  | { readonly lda: LdaPart }
  /** For a form filled once per item (`repeat`): this copy's number ("1") or the number of copies ("2"), as in "Attachment 1 of 2". */
  | { readonly copy: 'number' | 'count' }
  /** The court the case is filed in, and its number (the case's filing: courthouse chosen from the answers or by staff). */
  | { readonly filing: FilingPart }
  /**
   * One part of a person's name for forms that print it in First / Middle / Last boxes (GC-210(P) item 8): `of` the
   * full name as written, `surname` the answer naming the last name (one or two words, "Ramírez Ortiz"), at the end of
   * the name or at its start ("Nguyễn Thị Ánh Tuyết"). The other words are the first name (the first of them) and the
   * middle name (the rest). Without a surname answer, or one the name neither ends nor starts with, the name's last
   * word is taken as the last name.
   */
  | { readonly namePart: 'first' | 'middle' | 'last'; readonly of: string; readonly surname: string }
  /**
   * The money of the items row groups continue past their rows (FL-142 items 17 and 25, "Total assets from
   * continuation sheet"): for each group, its items (`source` in order, kept when `where` holds, as the group takes them)
   * after the first `skip`, their `amount` added; written as an amount, empty when no group continues.
   */
  | { readonly continued: readonly ContinuedItems[]; readonly amount: string };

/** A row group's items past its rows, for `continued`: the group's `source` and `where`, and how many rows it has. */
export interface ContinuedItems {
  readonly source: readonly string[];
  readonly where?: Condition;
  readonly skip: number;
}

/** One term of a `total`: money paths added and subtracted, in the scope or in each item of `each` where `where` holds. */
export interface TotalTerm {
  /** A list answer: the term counts in each of its items (that meet `where`). Absent: the current scope. */
  readonly each?: string;
  readonly where?: Condition;
  readonly add: readonly string[];
  readonly subtract?: readonly string[];
}

export type LdaPart = 'name' | 'address' | 'phone' | 'registration' | 'county' | 'expires';

/**
 * What a caption says about the court (shared/courts/filing.ts): the county ("Los Angeles"), the courthouse's name,
 * street, mailing address, city and ZIP, branch (its district), the whole block for forms with one box for it ("Court
 * name and street address": SC-100, DV-100), and the case number when it is known (given by the client for an existing
 * case, or entered by staff on the case). Empty when the case has no courthouse yet.
 */
export type FilingPart = 'county' | 'courthouse' | 'street' | 'mailing' | 'cityZip' | 'branch' | 'courtBlock' | 'caseNumber';

/** Where a rule's field sits on the form: its item number and what the form asks there (English, short). */
export interface Placement {
  /** The form's item number ("3a", "2", "Caption"). */
  readonly item: string;
  readonly label: string;
}

/** A text field filled from the answers. Too long for the field (at the smallest readable size): "See Attachment <item>" and the text on an MC-025 page. */
export interface TextRule extends Placement {
  readonly kind: 'text';
  readonly value: ValueSpec;
  /**
   * Lines left blank at the top of a multiline field whose first line holds a label the form prints inside it
   * (GC-210 item 1 "Petitioner (name each):"); a value that is empty stays empty.
   */
  readonly blankLines?: number;
  /**
   * @deprecated The packet lays text on a form's printed rules from the form itself (its XFA layout hints and the
   * rules measured on the blank: functions/packets/forms/layout.json); a map no longer measures them. Ignored.
   */
  readonly ruled?: Ruled;
}

/** @deprecated See `TextRule.ruled`. */
export interface Ruled {
  readonly first: number;
  readonly pitch: number;
}
/** A checkbox, checked when the condition holds. Yes/No pairs on Judicial Council forms are two checkboxes: two rules. */
export interface CheckRule extends Placement {
  readonly kind: 'check';
  readonly when: Condition;
}
/** A radio group: the option whose export value the value names. */
export interface RadioRule extends Placement {
  readonly kind: 'radio';
  readonly value: ValueSpec;
}
/**
 * A checkbox the packet checks when something continues on an attachment: any of the named text fields overflowed
 * its box, or any of the named row groups had more items than rows ("Check here if you need more space").
 */
export interface AttachedRule extends Placement {
  readonly kind: 'attached';
  readonly of: readonly string[];
}
/**
 * The number of pages attached to the form, which the packet builder writes once it has made them: the form's own
 * attachment pages (MC-025) and every page of the forms it `includes` in the packet (NC-110 copies are NC-100's
 * attachments). A text field gets the count (blank when none); a checkbox is checked when there is any. When `others`
 * holds, the form also carries pages the packet does not make (the will): the field is left to staff, with the count
 * the packet made and `others.note` saying what to add.
 */
export interface PagesRule extends Placement {
  readonly kind: 'pages';
  readonly includes?: readonly FormId[];
  readonly others?: { readonly when: Condition; readonly note: string };
}
/** Client-supplied, but the questionnaire does not ask it (yet): staff get it from the client. Counts against coverage. */
export interface AskRule extends Placement {
  readonly kind: 'ask';
  readonly note?: string;
}
/** The preparer completes it (courthouse, hearing or signing date, number of pages attached). */
export interface StaffRule extends Placement {
  readonly kind: 'staff';
  readonly note?: string;
}
/** The clerk or the judge completes it (case number, trial date, orders). */
export interface CourtRule {
  readonly kind: 'court';
  readonly item?: string;
  readonly label: string;
}
/** Not applicable to this product's clients, and why (attorney's bar number: clients represent themselves). */
export interface NotApplicableRule {
  readonly kind: 'na';
  readonly item?: string;
  readonly label?: string;
  readonly reason: string;
}

export type FillRule = TextRule | CheckRule | RadioRule | AttachedRule;
export type FieldRule = FillRule | PagesRule | AskRule | StaffRule | CourtRule | NotApplicableRule;
/**
 * The rules allowed in a row group's cells (evaluated in the item's scope). A cell may name its own item and label
 * where the row spans several of the form's items (DV-100 item 7's row: "7c" for the weapon), so that a text that
 * continues on an attachment says where it comes from; otherwise it is the group's.
 */
export type CellRule = (Omit<TextRule, 'item' | 'label'> | Omit<CheckRule, 'item' | 'label'>) & Partial<Placement>;

/** A column of an overflow table (an attachment or a worksheet's rows): heading and value, in the item's scope. */
export interface Column {
  readonly label: string;
  readonly value: ValueSpec;
}

/**
 * Repeated items on a form's fixed rows (children a–d, residences, other cases). The items are the answers at the
 * `source` paths in order (a list answer contributes its items, an object answer itself), kept when `where` holds on
 * the item, sorted when asked; item i fills row i. Items beyond the rows continue:
 *  - `attachment`: a table on an MC-025 page titled as the form says ("FL-105, Attachment 2 — Additional children"),
 *    with these columns; the form's "attached" checkbox names the group in an `attached` rule;
 *  - `form`: on another form of the packet (SC-100A for a third plaintiff), whose own map lists them.
 */
export interface RowGroup extends Placement {
  readonly id: string;
  readonly source: readonly string[];
  readonly where?: Condition;
  /** Sort by a path of the item ("YYYY-MM-DD" dates and texts compare as strings; missing values last). */
  readonly sort?: { readonly by: string; readonly order: 'asc' | 'desc' };
  /** Start at this item (the first ones are on the form elsewhere); default 0. */
  readonly skip?: number;
  /** One entry per row: AcroForm field name → cell rule. */
  readonly rows: readonly Readonly<Record<string, CellRule>>[];
  readonly overflow:
    | {
        readonly kind: 'attachment';
        readonly title: string;
        readonly columns: readonly Column[];
        /** The item the rows beyond the form's continue, when the group spans several (DV-100's 6–7: item 7). */
        readonly item?: string;
      }
    | { readonly kind: 'form'; readonly form: FormId };
}

/** An official fillable form the project ships (see the model above). */
export interface PdfFormMap {
  readonly kind: 'pdf';
  readonly form: FormId;
  readonly title: string;
  /**
   * The shipped PDF this map fills when it is not the one `form` names: a second copy of a form in the same packet
   * ("GC-212 (co-guardian)" fills GC-212, for a second proposed guardian). Default: `form`.
   */
  readonly pdf?: FormId;
  /** The revision the map was written for, as printed ("Rev. January 1, 2026"): must equal the shipped PDF's. */
  readonly revision: string;
  /** The form is in the packet only when this holds (SC-103 when a fictitious business name is used). */
  readonly when?: Condition;
  /**
   * One copy of the form per item of a list answer, for forms filed once per person (NC-110: "a separate attachment for
   * each person whose name is to be changed"), the items kept when `where` holds. Every rule then reads the item:
   * relative paths are the item's, "/" paths the answers root's. The packet gives each later copy's fields their own
   * names, so the merged PDF keeps every copy fillable on its own. No item: the form is not in the packet.
   */
  readonly repeat?: { readonly each: string; readonly where?: Condition };
  /** Every AcroForm field that is not a cell of a row group: its rule. */
  readonly fields: Readonly<Record<string, FieldRule>>;
  readonly rowGroups?: readonly RowGroup[];
  /** What MC-025 attachments to this form show in their caption. */
  readonly attachmentCaption: { readonly shortTitle: ValueSpec; readonly caseNumber?: ValueSpec };
  /**
   * Text the form asks to attach rather than write in a field ("attach a sheet … write 'Question 1—Other Jobs' at the
   * top"): written on MC-025 pages with the form's own heading when the value is not empty.
   */
  readonly attachments?: readonly (Placement & { readonly heading: string; readonly value: ValueSpec })[];
}

/** One line of a worksheet, in the form's item order. */
export type WorksheetItem = Placement &
  (
    | { readonly kind: 'value'; readonly value: ValueSpec }
    | {
        readonly kind: 'rows';
        readonly source: readonly string[];
        readonly where?: Condition;
        readonly skip?: number;
        readonly columns: readonly Column[];
      }
    | { readonly kind: 'ask'; readonly note?: string }
    | { readonly kind: 'staff'; readonly note?: string }
    | { readonly kind: 'court' }
  );

/** A form the project does not hold as a verified fillable PDF: the packet carries a preparer's worksheet. */
export interface WorksheetMap {
  readonly kind: 'worksheet';
  readonly form: FormId;
  readonly title: string;
  readonly when?: Condition;
  /** Why there is no PDF ("not in the verified forms folder", "drafted on pleading paper"). */
  readonly reason: string;
  readonly items: readonly WorksheetItem[];
}

/** A form whose map is not written yet (PENDING_FORMS in registry.ts lists every one). */
export interface PendingForm {
  readonly kind: 'pending';
  readonly form: FormId;
  readonly title: string;
  /** Only in some cases ("when support is requested"): shown with the forms list. */
  readonly conditional?: boolean;
}

/** `GeneratedDocument` (generated.ts): a document the packet writes itself, with its statutes (issue 27). */
export type FormEntry = PdfFormMap | WorksheetMap | PendingForm | GeneratedDocument;

/** The forms of one questionnaire, for one definition version. */
export interface QuestionnaireForms {
  readonly type: QuestionnaireType;
  /** The definition version whose answers these maps read (older submissions are upgraded to it first). */
  readonly version: number;
  readonly forms: readonly FormEntry[];
}

/** The light description of a questionnaire's forms the web and the contract read (meta.generated.ts). */
export interface FormMeta {
  readonly form: FormId;
  readonly title: string;
  /** The packet fills the official PDF, writes the document itself (`generated`), or carries a worksheet for it. */
  readonly output: 'pdf' | 'worksheet' | 'generated';
  /** Whether the map is written ("mapped") or listed in PENDING_FORMS ("pending"). */
  readonly status: 'mapped' | 'pending';
  /** Only in some cases (SC-100A with more than two plaintiffs). */
  readonly conditional: boolean;
}
