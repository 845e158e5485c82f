/**
 * The case's court on the wire (GET/PUT /admin/submissions/{id}/filing, group casework): the courthouse proposed from
 * the answers and why, staff's choice with who and when, and what the captions will write. The request schema is the
 * console's form's too (validated in the browser and on the server alike).
 */
import * as z from 'zod/mini';
import { TimestampSchema } from '../api/common';
import { COURTHOUSES } from './courthouses';

export const FILING_ERRORS = {
  courthouse: 'filing.errors.courthouse',
  caseNumber: 'filing.errors.caseNumber',
  otherCounty: 'filing.errors.otherCounty',
} as const;

/** A Los Angeles Superior Court case number as the clerk assigns it ("23STFL00871", "BC123456", "24VE-FL-01234"). */
export const CASE_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,38}[A-Za-z0-9])?$/;

const COURTHOUSE_IDS = COURTHOUSES.map((c) => c.id) as [string, ...string[]];

/** Staff's choice: a courthouse of the table (null: the proposal), the case number (null: none, or the client's), and the choice they saw. */
export const FilingRequestSchema = z.strictObject({
  courthouseId: z.nullable(z.enum(COURTHOUSE_IDS, { error: FILING_ERRORS.courthouse })),
  caseNumber: z.nullable(
    z
      .pipe(
        z.string({ error: FILING_ERRORS.caseNumber }),
        z.transform((v) => v.trim()),
      )
      .check(z.refine((v) => v === '' || CASE_NUMBER.test(v), { error: FILING_ERRORS.caseNumber })),
  ),
  /** When the choice staff saw was made (null: they saw none). */
  expectedAt: z.nullable(TimestampSchema),
});
export type FilingRequest = z.input<typeof FilingRequestSchema>;

const CourthouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  mailing: z.nullable(z.string()),
  city: z.string(),
  zip: z.string(),
  district: z.nullable(z.string()),
});

export const FilingResponseSchema = z.object({
  proposal: z.object({
    courthouseId: z.nullable(z.string()),
    reason: z.enum(['sameCity', 'probateCentral', 'antelopeValley', 'centralDefault', 'noPlace', 'otherCounty', 'notFiled']),
    values: z.record(z.string(), z.string()),
  }),
  choice: z.nullable(
    z.object({
      courthouseId: z.nullable(z.string()),
      caseNumber: z.nullable(z.string()),
      by: z.object({ sub: z.string(), name: z.string() }),
      at: TimestampSchema,
    }),
  ),
  /** The courthouse the captions name (the choice's, else the proposal's), if any. */
  courthouse: z.nullable(CourthouseSchema),
  county: z.string(),
  /** The case number the captions write ("" when none is known). */
  caseNumber: z.string(),
  /** The case number the client gave for an existing case, if the questionnaire asks one. */
  answeredCaseNumber: z.string(),
});
export type FilingResponse = z.infer<typeof FilingResponseSchema>;
