/**
 * The shapes every proof-of-service map repeats (issue 32): the value specs they read the proof's answers with
 * (./answers.ts), and the caption's court block — county, street, mailing address, city and zip, branch — which
 * POS-010, FL-115, FL-330 and FL-335 print alike under different field names.
 */
import { text } from '../../questionnaires/forms/build';
import type { PdfFormMap } from '../../questionnaires/forms/model';

export const raw = (path: string) => ({ raw: path });
export const date = (path: string) => ({ date: path, format: 'MM/DD/YYYY' as const });
export const yes = (field: string) => ({ field, equals: true });

/** The field names of a caption's court lines, relative to the caption. */
export interface CourtFieldNames {
  county: string;
  street: string;
  mailing: string;
  cityZip: string;
  branch: string;
}

export const COURT_INFO: CourtFieldNames = {
  county: 'CourtInfo[0].CrtCounty[0]',
  street: 'CourtInfo[0].CrtStreet[0]',
  mailing: 'CourtInfo[0].CrtMailingAdd[0]',
  cityZip: 'CourtInfo[0].CrtCityZip[0]',
  branch: 'CourtInfo[0].CrtBranch[0]',
};

/**
 * "SUPERIOR COURT OF CALIFORNIA, COUNTY OF" and its lines: the courthouse's name on BRANCH NAME and its addresses from
 * the courthouse table (answers.ts `courtLines`); a line the table does not know stays blank.
 */
export function courtBlock(at: (name: string) => string, names: CourtFieldNames = COURT_INFO): PdfFormMap['fields'] {
  return {
    [at(names.county)]: text('Caption', 'County', raw('caption.county')),
    [at(names.street)]: text('Caption', 'Court street address', raw('caption.street')),
    [at(names.mailing)]: text('Caption', 'Court mailing address', raw('caption.mailing')),
    [at(names.cityZip)]: text('Caption', 'Court city and zip', raw('caption.cityZip')),
    [at(names.branch)]: text('Caption', 'Branch name', raw('caption.branch')),
  };
}
