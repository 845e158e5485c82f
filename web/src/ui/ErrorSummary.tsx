import { forwardRef, type ReactNode } from 'react';

export interface ErrorSummaryItem {
  /** The id of the field the entry leads to; none: a message without a field. */
  target?: string;
  text: ReactNode;
}

/**
 * The list of what stops a form, above it (GOV.UK's pattern): a live region that takes focus after a failed submit;
 * each entry links to its field and focuses it.
 */
interface Props {
  id?: string;
  title: ReactNode;
  /** The title as a heading of this level (inside a form whose step title is an h2), else a paragraph. */
  headingLevel?: 2 | 3;
  items: readonly ErrorSummaryItem[];
}

export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ id, title, headingLevel, items }, ref) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div ref={ref} id={id} className="error-summary" role="alert" tabIndex={-1}>
      <Title className="error-summary__title">{title}</Title>
      <ul>
        {items.map((item, i) => (
          <li key={item.target ?? i}>
            {item.target ? (
              <a
                href={`#${item.target}`}
                onClick={(e) => {
                  const field = document.getElementById(item.target!);
                  if (!field) return;
                  e.preventDefault();
                  field.focus();
                }}
              >
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
