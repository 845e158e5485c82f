/**
 * The Superior Court of California, County of Los Angeles: the courthouses a caption may name, and which of this
 * business's case types each hears (issue 25). Every fact carries the public source it was read from (`sources`);
 * a fact no source gave is left out, and the entry with it when the caption cannot be written without it (see
 * docs/courthouses.md, which lists what was looked for and not found, and how to add or correct an entry).
 *
 * How the court distributes cases: LASC Local Rules, chapter 2 (rule 2.2 districts and court session locations, rule
 * 2.3 filing and transfer of actions; table of contents: https://docslib.org/doc/13078474/superior-court-of-california-county-of-los-angeles-iii).
 * The court assigns a filing location by city/community and ZIP code with its Filing Court Locator
 * (http://lasuperiorcourt.org/FilingLocator/filingSearch.aspx), which this table does not copy: the courthouse chosen
 * from the answers is a proposal with its reason, and staff confirm or change it on the case (docs/courthouses.md).
 *
 * Read-only data, shared by the packet (captions), the staff API (the case's courthouse) and the console.
 */

/** The case types a courthouse hears, as this business's questionnaires file them. */
export type CaseKind = 'family' | 'probate' | 'smallClaims';

export interface Source {
  /** What the source supports: "address", "family", "district", "mailing"… */
  readonly fact: string;
  readonly url: string;
  /** Who published it, when it is not the court. */
  readonly note?: string;
}

export interface Courthouse {
  readonly id: string;
  /** As the court names it; written in the caption's BRANCH NAME. */
  readonly name: string;
  readonly street: string;
  /** Where the court takes mail, when a source gives one apart from the street address; else the caption's line stays blank. */
  readonly mailing?: string;
  readonly city: string;
  readonly zip: string;
  /** The court's district (LASC Local Rule 2.2), when a source names it. */
  readonly district?: string;
  readonly hears: readonly CaseKind[];
  readonly sources: readonly Source[];
}

const LOCATOR = 'http://lasuperiorcourt.org/FilingLocator/filingSearch.aspx';

export const COURTHOUSES: readonly Courthouse[] = [
  {
    id: 'stanley-mosk',
    name: 'Stanley Mosk Courthouse',
    street: '111 North Hill Street',
    mailing: '111 North Hill Street, Los Angeles, CA 90012-3014',
    city: 'Los Angeles',
    zip: '90012',
    district: 'Central District',
    hears: ['family', 'probate', 'smallClaims'],
    sources: [
      {
        fact: 'address and mailing address (the Executive Officer/Clerk of Court’s letterhead)',
        url: 'https://vdocuments.net/proposed-revisions-to-local-court-a-rule-218-application-to-proceed-in-forma.html',
        note: 'LASC notice of proposed local rule revisions, September 13, 2019',
      },
      {
        fact: 'family law departments (Central District, Stanley Mosk Courthouse)',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-22-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, April 3, 2025, as cited by mawazawa/tabboo LA_SUPERIOR_COURT_JUDICIAL_OFFICERS.md',
      },
      {
        fact: 'probate: “Probate matters are heard at the Stanley Mosk Courthouse and the Michael D. Antonovich Antelope Valley Courthouse”',
        url: 'https://www.californiaprobatelawyerblog.com/category/probate/page/2/',
        note: 'quoting the court’s probate page',
      },
      {
        fact: 'probate consolidated at Stanley Mosk from April 8, 2013 (guardianships and conservatorships included), Antelope Valley excepted',
        url: 'https://www.davidshapirolaw.com/blog/2013/december/where-are-probate-cases-filed-/',
      },
      { fact: 'small claims', url: 'https://martintaggart.com/small-claims-court-la' },
    ],
  },
  {
    id: 'pasadena',
    name: 'Pasadena Courthouse',
    street: '300 East Walnut Street',
    city: 'Pasadena',
    zip: '91101',
    district: 'Northeast District',
    hears: ['family'],
    sources: [
      {
        fact: 'address',
        url: 'https://www.legalprofessionalsinc.org/los-angeles-reallocation-of-juvenile-court-resources/',
        note: 'LASC announcement reported by Legal Professionals, Inc.: “Pasadena Courthouse, 300 E. Walnut, Pasadena 91101”',
      },
      {
        fact: 'district: “the Pasadena Courthouse (Northeast District)”',
        url: 'https://legalprofessionalsinc.org/lasc-northeast-district-general-civil-cases-to-be-filed-in-north-central',
      },
      {
        fact: 'family law (ex parte restraining-order filings: PAS-ExParte@lacourt.org)',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-71-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, September 24, 2025, as cited by mawazawa/tabboo',
      },
    ],
  },
  {
    id: 'van-nuys-east',
    name: 'Van Nuys Courthouse East',
    street: '6230 Sylmar Avenue',
    city: 'Van Nuys',
    zip: '91401',
    district: 'Northwest District',
    hears: ['family', 'smallClaims'],
    sources: [
      {
        fact: 'address, district and family law departments',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-22-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, April 3, 2025, as cited by mawazawa/tabboo',
      },
      { fact: 'small claims', url: 'https://martintaggart.com/small-claims-court-la' },
    ],
  },
  {
    id: 'torrance',
    name: 'Torrance Courthouse',
    street: '825 Maple Avenue',
    city: 'Torrance',
    zip: '90503',
    district: 'Southwest District',
    hears: ['family'],
    sources: [
      {
        fact: 'address, district and family law departments',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-22-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, April 3, 2025, as cited by mawazawa/tabboo',
      },
    ],
  },
  {
    id: 'pomona-south',
    name: 'Pomona Courthouse South',
    street: '400 Civic Center Plaza',
    city: 'Pomona',
    zip: '91766',
    district: 'East District',
    hears: ['family'],
    sources: [
      {
        fact: 'address, district and family law departments',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-71-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, September 24, 2025, as cited by mawazawa/tabboo',
      },
      {
        fact: 'family law courtrooms',
        url: 'https://covinadivorcelawyers.com/blog/2013/october/how-do-family-law-cases-take-place-at-the-pomona',
      },
    ],
  },
  {
    id: 'long-beach',
    name: 'Governor George Deukmejian Courthouse',
    street: '275 Magnolia Avenue',
    city: 'Long Beach',
    zip: '90802',
    district: 'South District',
    hears: ['family'],
    sources: [
      {
        fact: 'address, district and family law (ex parte restraining-order filings: LBC-ExParte@lacourt.org)',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-71-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, September 24, 2025, as cited by mawazawa/tabboo',
      },
    ],
  },
  {
    id: 'chatsworth',
    name: 'Chatsworth Courthouse',
    street: '9425 Penfield Avenue',
    city: 'Chatsworth',
    zip: '91311',
    hears: ['family'],
    sources: [
      { fact: 'address and family law', url: 'https://www.berenjifamilylaw.com/divorce-library/los-angeles-family-courts/' },
      { fact: 'address', url: 'https://www.askmyattorney.net/blog/2017/october/spotlight-1-about-the-los-angeles-court/' },
    ],
  },
  {
    id: 'compton',
    name: 'Compton Courthouse',
    street: '200 West Compton Boulevard',
    city: 'Compton',
    zip: '90220',
    hears: ['family'],
    sources: [
      { fact: 'address and family law', url: 'https://www.berenjifamilylaw.com/divorce-library/los-angeles-family-courts/' },
      { fact: 'address', url: 'https://www.askmyattorney.net/blog/2017/october/spotlight-1-about-the-los-angeles-court/' },
    ],
  },
  {
    id: 'inglewood',
    name: 'Inglewood Courthouse',
    street: 'One Regent Street',
    city: 'Inglewood',
    zip: '90301',
    hears: ['family', 'smallClaims'],
    sources: [
      {
        fact: 'address and family law (restraining order hearings)',
        url: 'https://lascpubstorage.blob.core.windows.net/cpw/LIBOPSFamily-22-FamilyLawDepartmentsDirectory.pdf',
        note: 'LASC Family Law Departments Directory, April 3, 2025, as cited by mawazawa/tabboo',
      },
      { fact: 'small claims', url: 'https://lonutguides.com/blog/small-claims-court-los-angeles' },
    ],
  },
  {
    id: 'santa-monica',
    name: 'Santa Monica Courthouse',
    street: '1725 Main Street',
    city: 'Santa Monica',
    zip: '90401',
    hears: ['smallClaims'],
    sources: [{ fact: 'address and small claims', url: 'https://martintaggart.com/small-claims-court-la' }],
  },
  {
    id: 'alhambra',
    name: 'Alhambra Courthouse',
    street: '150 West Commonwealth Avenue',
    city: 'Alhambra',
    zip: '91801',
    hears: ['smallClaims'],
    sources: [
      { fact: 'address and small claims', url: 'https://lonutguides.com/blog/small-claims-court-los-angeles' },
      { fact: 'address', url: 'https://www.askmyattorney.net/blog/2017/october/spotlight-1-about-the-los-angeles-court/' },
    ],
  },
];

/** The courthouse for an id, if the table has it. */
export const courthouseById = (id: string): Courthouse | undefined => COURTHOUSES.find((c) => c.id === id);

/** Where staff check a filing location the table cannot decide. */
export const FILING_LOCATOR_URL = LOCATOR;

/** The county every courthouse of the table is in. */
export const TABLE_COUNTY = 'Los Angeles';
