/**
 * The proof-of-service forms (issue 32) and their maps, in the packet's map model: which map fills which shipped PDF,
 * and which field holds the server's printed name (the e-signature is drawn beside it: the forms have no field for the
 * signature itself). The shipped-forms test holds every map here to its PDF, as it holds the questionnaires' maps.
 */
import type { PdfFormMap } from '../../questionnaires/forms/model';
import { dv200Map, fl330Map } from './dv-200';
import { fl115ProofMap, fl335Map, pos010Map } from './pos-010';
import { sc104aMap, sc104Map } from './sc-104';

export const PROOF_FORMS = ['SC-104', 'SC-104A', 'POS-010', 'FL-115', 'FL-330', 'FL-335', 'DV-200'] as const;
export type ProofFormId = (typeof PROOF_FORMS)[number];

export const PROOF_MAPS: Readonly<Record<ProofFormId, () => PdfFormMap>> = {
  'SC-104': sc104Map,
  'SC-104A': sc104aMap,
  'POS-010': pos010Map,
  'FL-115': fl115ProofMap,
  'FL-330': fl330Map,
  'FL-335': fl335Map,
  'DV-200': dv200Map,
};

/** The field of each form whose line is "type or print the server's name": the signature is drawn to its right. */
export const SIGNATURE_NAME_FIELD: Readonly<Record<ProofFormId, string>> = {
  'SC-104': 'SC-104[0].Page2[0].List6[0].item6[0].SigName[0]',
  'SC-104A': 'SC-104A[0].Page1[0].Sign[0].FillText30[0]',
  'POS-010': 'POS-010[0].Page2[0].Sign[0].SigName[0]',
  'FL-115': 'FL-115[0].Page2[0].Page2[0].SigSub[0].Name[0]',
  'FL-330': 'FL-330[0].Page1[0].SigSubForm[0].SigName[0]',
  'FL-335': 'FL-335[0].Page1[0].SigSubForm[0].SigName[0]',
  'DV-200': 'DV-200[0].Page1[0].List7[0].Li1[0].T214[0]',
};
