import { ownTexts, type PasswordCheck } from '@portal/contracts';
import styles from './PasswordRules.module.css';

interface PasswordRulesProps {
  id?: string;
  checks: PasswordCheck[];
  /** Before anything is typed the rules are a neutral list, not a row of crosses. */
  idle?: boolean;
}

/** The live password rules checklist: a tick or a cross per rule, announced politely as it changes. */
export function PasswordRules({ id, checks, idle = false }: PasswordRulesProps) {
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.title}>{ownTexts.passwordRulesTitle}</p>
      <ul className={styles.list} aria-live="polite">
        {checks.map((check) => {
          const state = idle ? 'idle' : check.status ? 'met' : 'unmet';
          return (
            <li key={check.flag} className={`${styles.rule} ${styles[state]}`}>
              <RuleIcon state={state} />
              {!idle && <span className="visually-hidden">{check.status ? ownTexts.ruleMet : ownTexts.ruleNotMet} </span>}
              <span>{check.name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RuleIcon({ state }: { state: 'idle' | 'met' | 'unmet' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" />
      {state === 'met' && <path d="M6 10.5l2.6 2.6L14 7.6" />}
      {state === 'unmet' && <path d="M7 7l6 6M13 7l-6 6" />}
    </svg>
  );
}
