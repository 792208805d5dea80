import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { TWO_FACTOR_CODE_LENGTH, ownTexts } from '@portal/contracts';
import { FieldGroup, boxClassName } from './FieldGroup.tsx';
import styles from './CodeInput.module.css';

interface CodeInputProps {
  legend: string;
  hint?: string;
  error?: string;
  /** The code so far: digits in order, with gaps left as ''. Complete when every box holds a digit. */
  onChange: (code: string) => void;
  length?: number;
  autoFocus?: boolean;
  /** Id of the first box, so an error summary can link to it. */
  id?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Whether a code fills every box with a digit. */
export const isCompleteCode = (code: string) => new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code);

/** One-digit boxes for a two-factor code: typing moves on, Backspace goes back, pasting fills them all. */
export function CodeInput({ legend, hint, error, onChange, length = TWO_FACTOR_CODE_LENGTH, autoFocus, id }: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  // Keystrokes can outrun a render: each one builds on the digits the one before left.
  const latest = useRef(digits);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const baseId = useId();
  const firstId = id ?? `${baseId}-0`;

  const update = (next: string[], focusIndex?: number) => {
    latest.current = next;
    setDigits(next);
    onChange(next.join(''));
    if (focusIndex !== undefined) boxes.current[Math.max(0, Math.min(length - 1, focusIndex))]?.focus();
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text)
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...latest.current];
    incoming.forEach((digit, offset) => (next[start + offset] = digit));
    update(next, start + incoming.length);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...latest.current];
    next[index] = digit;
    update(next, digit ? index + 1 : undefined);
  };

  const onInput = (index: number, value: string) => {
    let typed = onlyDigits(value);
    // Typing into a full box leaves its old digit beside the new one: keep the new one.
    const old = latest.current[index];
    if (typed.length === 2 && old) typed = typed.replace(old, '');
    if (typed.length > 1) return fillFrom(index, typed);
    setDigit(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setDigit(index, event.key);
    } else if (event.key === 'Backspace' && !latest.current[index] && index > 0) {
      event.preventDefault();
      const next = [...latest.current];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box, wherever it was pasted.
    fillFrom(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <FieldGroup legend={legend} hint={hint} error={error} idBase={baseId}>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            id={index === 0 ? firstId : undefined}
            className={`${boxClassName} ${styles.box}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={length}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={ownTexts.codeDigit(index + 1, length)}
            aria-invalid={Boolean(error)}
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
