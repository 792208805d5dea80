import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
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

/**
 * The name a person knows a field by: the legend of the group it belongs to (a date, a choice) or its label. A
 * single checkbox's message names it already ("Please confirm that you have read ...").
 */
function fieldName(fieldId: string): string | null {
  const control = document.getElementById(fieldId);
  if (!control || (control instanceof HTMLInputElement && control.type === 'checkbox')) return null;
  const legend = control.closest('fieldset[role="group"]')?.querySelector('legend')?.textContent;
  const label =
    control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
      ? control.labels?.[0]?.textContent
      : null;
  return (legend ?? label ?? control.getAttribute('aria-label'))?.trim() || null;
}

/** A message that does not say which field it is about ('This field is required') is told apart by the field's name. */
export function summaryText(name: string | null | undefined, message: string): string {
  return name && message === messages.generic.required ? `${name}: ${message}` : message;
}

/**
 * An entry's text, naming its field from the page (the field's label or legend), so that every form's summary does
 * without a second list of labels. Written into the DOM once the fields are there; React keeps no children here.
 */
function EntryText({ fieldId, message }: SummaryError) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.textContent = summaryText(fieldName(fieldId), message);
  }, [fieldId, message]);
  return <span ref={ref} />;
}

/** The list of a failed form's errors, focused on submit; each link focuses its field (GOV.UK). */
export function ErrorSummary({ errors, title = messages.generic.correctBelow, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const hasErrors = errors.length > 0;
  // The submit whose errors took the focus: errors that come back while the person types (a field emptied again)
  // show in the summary without pulling the caret out of the field; only the next failed submit moves it.
  const focusedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!hasErrors || focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    ref.current?.focus();
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
              <EntryText fieldId={error.fieldId} message={error.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
