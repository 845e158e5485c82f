import { contractSignatures, type ContractDocument, type ContractSection } from '../../../../shared/contract/lda-contract';
import { useI18n } from '../../lib/i18n/I18nProvider';

/**
 * The LDA contract as an article, in the standard form's order (16 CCR §3950): its heading and county block, the
 * parties, the notices (the statutory ones bold and at least 12 pt), the self-help services, Part I and Part II; then,
 * set apart, the business's addendum; then both parties' signatures.
 */
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
      <Facts items={doc.county} />
      <p>{doc.parties}</p>
      {doc.sections.map((section) => (
        <Section key={section.id} section={section} Heading={S} />
      ))}
      <section className="j-contract__addendum" aria-labelledby="contract-addendum">
        <S id="contract-addendum">{doc.addendum.heading}</S>
        <p>
          <em>{doc.addendum.intro}</em>
        </p>
        {doc.addendum.sections.map((section) => (
          <Section key={section.id} section={section} Heading={S} sub />
        ))}
      </section>
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

function Facts({ items }: { items: Array<{ label: string; value: string }> }) {
  return (
    <dl className="j-contract__facts">
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ section, Heading, sub = false }: { section: ContractSection; Heading: 'h3' | 'h4'; sub?: boolean }) {
  const H = sub ? (Heading === 'h3' ? 'h4' : 'h5') : Heading;
  return (
    <section className="j-contract__section" aria-labelledby={`contract-${section.id}`}>
      <H id={`contract-${section.id}`}>{section.heading}</H>
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
            return <Facts key={i} items={block.items} />;
        }
      })}
    </section>
  );
}
