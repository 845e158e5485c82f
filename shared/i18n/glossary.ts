/**
 * One Spanish glossary for the whole product (review m14): the term we use, and the variants we do not, with why.
 * test/unit/glossary.test.ts scans every Spanish string (site, journey, dashboard, mail, PDFs, chat, questionnaires,
 * the notice and the contract) for the discouraged variants. Add a term here before using a new one.
 *
 * Voice: the LDA's first-person statements are the registrant's (María Rivera): "No soy abogada", "registrada"; the
 * Notary Public's are Daniel's: "No soy abogado" (Gov. Code §8219.5). "Somos un Asistente de Documentos Legales
 * registrado" speaks for the business.
 */
export interface GlossaryTerm {
  /** What we write. */
  use: string;
  /** What we do not write (a Spanish string matching it fails the test). */
  avoid: RegExp;
  why: string;
}

export const SPANISH_GLOSSARY: readonly GlossaryTerm[] = [
  {
    use: 'corte (la corte, de la corte, ante la corte)',
    avoid: /\btribunal(?:es)?\b/i,
    why: 'The Judicial Council’s Spanish forms and this clientele say “corte”; two words for the court confused the disclaimers.',
  },
  {
    use: 'Asistente de Documentos Legales',
    avoid: /\bAsistente Legal\b|\bLDA\b(?!-)/,
    why: '“Asistente legal” reads as “legal assistant”, a paralegal title restricted by B&P §§6452/6454; the acronym means nothing to Spanish readers.',
  },
  {
    use: 'Aviso al Consumidor',
    avoid: /\bAviso al consumidor\b/,
    why: 'The notice’s name, written one way everywhere.',
  },
  {
    use: 'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
    avoid: /No soy abogado\. Solo puedo/,
    why: 'The B&P §6408.5 statement is the registrant’s own, in her voice.',
  },
  {
    use: 'curaduría (conservatorship), curador',
    avoid: /tutelas? \(conservatorship\)|tutela de adultos/i,
    why: '“Tutela” is the guardianship of a minor; the adult proceeding is a curaduría.',
  },
  {
    use: 'disolución sumaria',
    avoid: /divorcio sumario/i,
    why: 'The catalogue’s and FL-800’s name for it.',
  },
  {
    use: 'entregadora de documentos judiciales registrada',
    avoid: /entregador de documentos judiciales registrado/i,
    why: 'The registered process server is Sofía Rivera.',
  },
  {
    use: 'N.º de envío (a submission)',
    avoid: /n[úu]mero de solicitud/i,
    why: '“Solicitud” is the Request for Order (Solicitud de orden).',
  },
  {
    use: 'administrador del fideicomiso (trustee)',
    avoid: /fideicomisari[oa]s?/i,
    why: 'In Mexican law the “fideicomisario” is the trust’s beneficiary, not the trustee.',
  },
  {
    use: 'llamada gratuita sobre nuestros servicios y precios',
    avoid: /consulta gratuita/i,
    why: 'A free “consulta” next to notary services is the notario-fraud hook (review M9); we explain services and prices, not cases.',
  },
  {
    use: 'divorcio sin oposición / con oposición',
    avoid: /divorcio (?:no )?disputado/i,
    why: 'The site’s and the catalogue’s words.',
  },
];
