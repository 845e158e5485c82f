import type { ReactNode } from 'react';
import type { RenderedDocument, RenderedEntry, RenderedSection } from '../../../../shared/questionnaires/render';
import './answers.css';

type HeadingLevel = 2 | 3 | 4;

export interface AnswersViewProps {
  /** From `renderAnswers(def, answers, t, locale)`: plain strings only. */
  document: RenderedDocument;
  /** The level of the section headings (the document title is not rendered: the page has its own). */
  headingLevel?: HeadingLevel;
  /** Something to show beside each section's heading, e.g. an "Edit" link on the review step. */
  sectionAction?: (section: RenderedSection) => ReactNode;
  /** Leave out visible questions without an answer (the admin console keeps them). */
  hideUnanswered?: boolean;
}

const Heading = ({ level, children, id }: { level: number; children: ReactNode; id?: string }) => {
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <Tag className="answers-heading" id={id}>
      {children}
    </Tag>
  );
};

function Entries({ entries, level, hideUnanswered }: { entries: readonly RenderedEntry[]; level: number; hideUnanswered: boolean }) {
  const rows: ReactNode[] = [];
  const blocks: ReactNode[] = [];
  // Consecutive rows share one description list; objects and groups open a nested block.
  const flush = () => {
    if (rows.length)
      blocks.push(
        <dl className="answers-rows" key={`rows-${blocks.length}`}>
          {rows.splice(0)}
        </dl>,
      );
  };
  for (const entry of entries) {
    if (entry.kind === 'row') {
      if (hideUnanswered && !entry.answered) continue;
      rows.push(
        <div className="answers-row" key={entry.path}>
          <dt>{entry.label}</dt>
          <dd className={entry.answered ? undefined : 'answers-unanswered'}>{entry.value}</dd>
        </div>,
      );
      continue;
    }
    flush();
    if (entry.kind === 'object') {
      blocks.push(
        <div className="answers-block" key={entry.path}>
          <Heading level={level}>{entry.label}</Heading>
          <Entries entries={entry.entries} level={level + 1} hideUnanswered={hideUnanswered} />
        </div>,
      );
    } else {
      blocks.push(
        <div className="answers-block" key={entry.path}>
          <Heading level={level}>{entry.label}</Heading>
          {entry.items.length === 0 ? (
            <p className="answers-unanswered">{entry.emptyText}</p>
          ) : (
            entry.items.map((item) => (
              <div className="answers-item" key={item.path}>
                <Heading level={level + 1}>{item.title}</Heading>
                <Entries entries={item.entries} level={level + 2} hideUnanswered={hideUnanswered} />
              </div>
            ))
          )}
        </div>,
      );
    }
  }
  flush();
  return <>{blocks}</>;
}

/** The answers of a questionnaire as sections of labelled values: the review step, the client's and the admin's pages. */
export function AnswersView({ document, headingLevel = 2, sectionAction, hideUnanswered = false }: AnswersViewProps) {
  return (
    <div className="answers">
      {document.sections.map((section) => {
        const headingId = `answers-${section.stepId}`;
        return (
          <section className="answers-section" key={section.stepId} aria-labelledby={headingId}>
            <div className="answers-section-header">
              <Heading level={headingLevel} id={headingId}>
                {section.title}
              </Heading>
              {sectionAction?.(section)}
            </div>
            <Entries entries={section.entries} level={headingLevel + 1} hideUnanswered={hideUnanswered} />
          </section>
        );
      })}
    </div>
  );
}
