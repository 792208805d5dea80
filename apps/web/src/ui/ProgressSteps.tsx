import { ownTexts } from '@portal/contracts';
import styles from './ProgressSteps.module.css';

interface ProgressStepsProps {
  steps: readonly string[];
  /** Index of the step on screen. */
  current: number;
  /** Steps shown as done: the current one counts once its input is valid. */
  filled: number;
}

/** A wizard's progress bar with its step labels. */
export function ProgressSteps({ steps, current, filled }: ProgressStepsProps) {
  const label = steps[current] ?? '';
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={ownTexts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={filled}
        aria-valuetext={ownTexts.stepOf(current + 1, steps.length, label)}
      >
        {steps.map((step, index) => (
          <span key={step} className={`${styles.segment} ${index < filled ? styles.done : ''}`} />
        ))}
      </div>
      <ol className={styles.labels} style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => (
          <li key={step} className={index === current ? styles.current : undefined} aria-current={index === current ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
