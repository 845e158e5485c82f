/**
 * What a packet holds, per form: filled from an official PDF, a preparer's worksheet, or a pending map; how much the
 * answers filled; what is left to staff, to ask the client, or to the court; notes. The cover sheet prints it and the
 * admin console shows it (GET …/court-forms). Notes are message codes under `packet.notes.*` with their values.
 */
import type { Left } from '../../../shared/questionnaires/forms/evaluate';

export const NOTE_CODES = [
  'olderVersion',
  'olderVersionWorksheets',
  'spanish',
  'spanishApproved',
  'approximated',
  'unprintable',
  'shrunk',
  'attachments',
  'copies',
  'continuedOn',
  'pendingMap',
  'worksheet',
  'notApplicable',
  // Generated documents (issue 27, functions/lib/documents).
  'statuteUnverified',
  'noSpanishText',
  'draftForPreapproval',
  'filedOnline',
  'draftedWording',
  'generatorFailed',
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

export interface Note {
  readonly code: NoteCode;
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface PacketForm {
  readonly form: string;
  readonly title: string;
  /** In this packet for these answers (a conditional form the answers do not call for is listed, not built). */
  readonly applies: boolean;
  /** `generated`: a document the packet writes itself, in final form to sign and file (issue 27). */
  readonly output: 'pdf' | 'worksheet' | 'pending' | 'generated';
  /** The statutes a generated document is written from (also in its PDF's metadata). */
  readonly statutes?: readonly string[];
  /** The official form's revision (output "pdf"). */
  readonly revision?: string;
  /** Why a worksheet (output "worksheet"). */
  readonly reason?: string;
  /** Fields with a value, of the fields the map fills from the answers (output "pdf"). */
  readonly filled: number;
  readonly clientFields: number;
  readonly attachmentPages: number;
  readonly ask: readonly Left[];
  readonly staff: readonly Left[];
  /** Items the clerk or judge completes. */
  readonly court: number;
  readonly notes: readonly Note[];
}

export interface PacketStatus {
  readonly definitionVersion: number;
  readonly currentVersion: number;
  readonly notes: readonly Note[];
  readonly forms: readonly PacketForm[];
}
