import { useRef, useState } from 'react';
import { messages } from '@portal/contracts';
import { errorText, fieldErrorsOf, type FieldErrors } from '../../api/errors.ts';

export interface SubmitOptions {
  /** The outcome alert's text for a failure (default: `errorText` with the generic fallback); null when the page shows it elsewhere. */
  failureText?: (error: unknown) => string | null;
  /** The outcome alert's text once the action succeeded, for forms that stay on the page (e.g. 'saved'). */
  successText?: string;
  /** The field errors a failure carries (default: the ApiError's `errors`), for calls whose refusals need reading. */
  serverFieldErrors?: (error: unknown) => FieldErrors;
  /**
   * 'fields' (default): server field errors go to their fields and the summary, the alert only when there were none;
   * 'both': field errors go to their fields and the alert shows too; 'alert': the alert only.
   */
  serverErrors?: 'fields' | 'both' | 'alert';
  /** Called after any failure (e.g. to reset a one-time captcha). */
  onFailure?: (error: unknown) => void;
  /** Called when the fields' own checks fail, after the summary is shown. */
  onInvalid?: () => void;
}

/** Puts a failure's field errors on the form's fields; answers how many landed. */
export type PlaceFieldErrors = (errors: FieldErrors) => number;

export interface SubmitState {
  /** True while the submit's action runs. */
  busy: boolean;
  /** The outcome alert's text for a failure, or null. */
  failure: string | null;
  /** The outcome alert's text for a success (`successText`), or null; the next submit clears it. */
  success: string | null;
  setFailure: (text: string | null) => void;
  /** Changes on every failed submit (0 before the first), moving focus to the error summary. */
  summaryKey: number;
  showSummary: () => void;
  /** Runs a checked submit's action, once at a time, and shows what failed. */
  run: (action: () => unknown, options: SubmitOptions, placeFieldErrors: PlaceFieldErrors) => Promise<void>;
}

const defaultFailureText = (error: unknown) => errorText(error, messages.generic.somethingWrong, { network: messages.generic.failedToFetch });

/**
 * The submit half of a form, without react-hook-form: busy state, outcome alerts, summary focus and where the
 * server's field errors go. `useForm` builds on it; the login form uses it alone to stay light.
 */
export function useSubmit(): SubmitState {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [summaryKey, setSummaryKey] = useState(0);
  const showSummary = () => setSummaryKey((k) => k + 1);

  const run: SubmitState['run'] = async (action, options, placeFieldErrors) => {
    const { failureText = defaultFailureText, successText, serverFieldErrors = fieldErrorsOf, serverErrors = 'fields', onFailure } = options;
    if (busyRef.current) return;
    busyRef.current = true;
    setFailure(null);
    setSuccess(null);
    setBusy(true);
    try {
      await action();
      if (successText) setSuccess(successText);
    } catch (error) {
      const landed = serverErrors === 'alert' ? 0 : placeFieldErrors(serverFieldErrors(error));
      if (landed > 0) showSummary();
      if (landed === 0 || serverErrors === 'both') setFailure(failureText(error));
      onFailure?.(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, success, summaryKey, showSummary, run };
}
