import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { messages } from '@portal/contracts';
import styles from './ErrorSummary.module.css';

export interface SummaryError {
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: SummaryError[];
  title?: string;
  /** Changes on every failed submit, moving focus to the summary again. */
  focusKey: number;
}

/** The list of a failed form's errors, focused on submit; each link focuses its field (GOV.UK). */
export function ErrorSummary({ errors, title = messages.generic.correctBelow, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [focusKey, hasErrors]);

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };

  if (!hasErrors) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
