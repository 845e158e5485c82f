/**
 * The certificate of acknowledgment of Civil Code §1189(a), in the statute's form (shared/statutes/civ-1189.txt),
 * every blank left for the notary public: the venue, the date, the officer's name and title, the signer's name, the
 * signature and the seal. The heading is ours; the certificate's words are the statute's.
 */
import { blank, FORM_GEOMETRY, type FormPages, space, words } from './form-pages';

export const NOTICE =
  'A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document.';

/** The certificate on a page of its own. */
export function acknowledgmentCertificate(pages: FormPages): void {
  pages.newPage();
  pages.heading('CERTIFICATE OF ACKNOWLEDGMENT OF NOTARY PUBLIC', { role: 'heading', gap: 0 });
  pages.paragraph('(Civil Code §1189; completed by the notary public)', { role: 'heading', center: true, size: 9, gap: 2 });
  pages.gap(10);
  pages.boxed(NOTICE);
  // The venue's two lines end in one bracket, as the statute sets them.
  const { canvas } = pages;
  const size = FORM_GEOMETRY.size;
  const venue = canvas.width('County of', size) + canvas.width(' ', size) + 170;
  pages.flow(
    [words('State of California'), space(venue - canvas.width('State of California', size) - canvas.width(' ', size)), words(')')],
    { gap: 4 },
  );
  pages.flow([words('County of'), blank(170), words(')')]);
  pages.flow(
    [
      words('On'),
      blank(110),
      words('before me,'),
      blank(170),
      words('(here insert name and title of the officer), personally appeared'),
      blank(200),
      words(
        ', who proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument and acknowledged to me that he/she/they executed the same in his/her/their authorized capacity(ies), and that by his/her/their signature(s) on the instrument the person(s), or the entity upon behalf of which the person(s) acted, executed the instrument.',
      ),
    ],
    { gap: 10 },
  );
  pages.paragraph(
    'I certify under PENALTY OF PERJURY under the laws of the State of California that the foregoing paragraph is true and correct.',
    { gap: 10 },
  );
  pages.paragraph('WITNESS my hand and official seal.', { gap: 10 });
  pages.flow([words('Signature'), blank(220), words('(Seal)')], { gap: 28 });
  // Room for the seal's impression beside the signature.
  pages.gap(FORM_GEOMETRY.leading * 4);
}
