import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { messages, ownTexts } from '@portal/contracts';
import { maxDayFor, pad2, yearBounds, type DateParts, type YearLimits } from './dateOfBirth.ts';
import { FieldGroup, boxClassName } from './FieldGroup.tsx';
import styles from './DateOfBirthInput.module.css';

type Part = keyof DateParts;

interface DateOfBirthInputProps extends YearLimits {
  /** Id of the day box; month and year get `-month` and `-year`. */
  id: string;
  legend?: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  onBlur?: () => void;
  error?: string;
}

const MAX_LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };
const ORDER: Part[] = ['day', 'month', 'year'];

/** A day over the month's length is brought down to it, whichever part was typed last. */
function limited(parts: DateParts): DateParts {
  const next = { ...parts };
  if (Number(next.month) > 12) next.month = '12';
  const maxDay = maxDayFor(next);
  if (Number(next.day) > maxDay) next.day = String(maxDay);
  return next;
}

/** True when the typed digits leave no choice but to move on (e.g. a day of 4 can only be 04). */
function isFull(part: Part, text: string): boolean {
  if (text.length >= MAX_LENGTH[part]) return true;
  if (part === 'day') return text.length === 1 && Number(text) > 3;
  if (part === 'month') return text.length === 1 && Number(text) > 1;
  return false;
}

/** GOV.UK date input for a date of birth: day, month and year boxes (spec §5). */
export function DateOfBirthInput({ id, legend = ownTexts.dobLegend, value, onChange, onBlur, error, ...limits }: DateOfBirthInputProps) {
  const refs = useRef<Partial<Record<Part, HTMLInputElement | null>>>({});
  // Moving focus blurs the box before React re-renders, so blur must see the value just typed.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const emit = (next: DateParts) => {
    latest.current = next;
    onChange(next);
  };
  const { minYear, maxYear } = yearBounds(limits);
  const idOf = (part: Part) => (part === 'day' ? id : `${id}-${part}`);

  const change = (part: Part, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, MAX_LENGTH[part]);
    emit(limited({ ...latest.current, [part]: digits }));
    const nextPart = ORDER[ORDER.indexOf(part) + 1];
    if (nextPart && digits !== value[part] && isFull(part, digits)) refs.current[nextPart]?.focus();
  };

  const step = (part: Part, delta: 1 | -1) => {
    const [low, high] = part === 'day' ? [1, maxDayFor(value)] : part === 'month' ? [1, 12] : [minYear, maxYear];
    const current = value[part] === '' ? null : Number(value[part]);
    const next = current === null ? (delta > 0 ? low : high) : Math.min(high, Math.max(low, current + delta));
    const text = part === 'year' ? String(next) : pad2(String(next));
    emit(limited({ ...value, [part]: text }));
  };

  const onKeyDown = (part: Part, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(part, event.key === 'ArrowUp' ? 1 : -1);
  };

  const blur = (part: Part) => {
    const current = latest.current;
    if (part !== 'year' && current[part] !== pad2(current[part])) emit({ ...current, [part]: pad2(current[part]) });
    onBlur?.();
  };

  const labels: Record<Part, string> = { day: ownTexts.dobDay, month: ownTexts.dobMonth, year: ownTexts.dobYear };
  return (
    <FieldGroup legend={legend} hint={messages.dob.hint} error={error} idBase={id} className={styles.group}>
      <div className={styles.parts}>
        {ORDER.map((part) => (
          <div key={part} className={styles.part}>
            <label className={styles.label} htmlFor={idOf(part)}>
              {labels[part]}
            </label>
            <input
              ref={(el) => {
                refs.current[part] = el;
              }}
              id={idOf(part)}
              className={`${boxClassName} ${styles.input} ${part === 'year' ? styles.year : ''}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={MAX_LENGTH[part]}
              autoComplete={`bday-${part}`}
              aria-invalid={Boolean(error)}
              value={value[part]}
              onChange={(event) => change(part, event.target.value)}
              onKeyDown={(event) => onKeyDown(part, event)}
              onBlur={() => blur(part)}
            />
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}
