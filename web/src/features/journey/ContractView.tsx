import { contractSignatures, type ContractDocument } from '../../../../shared/contract/lda-contract';
import { useI18n } from '../../lib/i18n/I18nProvider';

/** The LDA contract as an article: statutory notices bold and at least 12 pt (B&P §6410(b)(4)–(7)). */
export function ContractView({
  doc,
  headingLevel = 2,
  acceptance = null,
}: {
  doc: ContractDocument;
  headingLevel?: 2 | 3;
  /** The client's acceptance, when signed: fills both signature blocks (else blank lines to sign on paper). */
  acceptance?: { signatureName: string; acceptedAt: string } | null;
}) {
  const { t } = useI18n();
  const signatures = contractSignatures(doc.locale, acceptance);
  const H = `h${headingLevel}` as 'h2';
  const S = `h${headingLevel + 1}` as 'h3';
  return (
    <article className="j-contract" lang={doc.locale} aria-labelledby="contract-title">
      <H id="contract-title" className="j-contract__title">
        {doc.title}
      </H>
      <p className="j-contract__version">{t('journey.agreement.version', { version: doc.version })}</p>
      <p>{doc.parties}</p>
      {doc.sections.map((section) => (
        <section key={section.id} className="j-contract__section" aria-labelledby={`contract-${section.id}`}>
          <S id={`contract-${section.id}`}>{section.heading}</S>
          {section.blocks.map((block, i) => {
            switch (block.kind) {
              case 'p':
                return <p key={i}>{block.text}</p>;
              case 'notice':
                return (
                  <p key={i} className="j-contract__notice">
                    <strong>{block.text}</strong>
                  </p>
                );
              case 'list':
                return (
                  <ul key={i}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                );
              case 'facts':
                return (
                  <dl key={i} className="j-contract__facts">
                    {block.items.map((f) => (
                      <div key={f.label}>
                        <dt>{f.label}</dt>
                        <dd>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                );
            }
          })}
        </section>
      ))}
      <p className="j-contract__acceptance">{doc.acceptance}</p>
      {/* Both parties' signatures (16 CCR §3950): the client's and the legal document assistant's countersignature. */}
      <section className="j-contract__section j-contract__signatures" aria-labelledby="contract-signatures">
        <S id="contract-signatures">{signatures.heading}</S>
        {[signatures.client, signatures.assistant].map((block) => (
          <div key={block.title} className="j-contract__signature">
            <p>
              <strong>{block.title}</strong>
            </p>
            {block.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ))}
      </section>
    </article>
  );
}
