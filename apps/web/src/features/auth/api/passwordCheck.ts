import { useEffect, useState } from 'react';
import { endpoints, messages, PASSWORD_CHECK_DEBOUNCE_MS, PASSWORD_RULES, type PasswordCheck } from '@portal/contracts';
import { apiCall, type BodyOf } from '../../../api/client.ts';

export const checkPassword = (body: BodyOf<typeof endpoints.passwordCheck>, signal?: AbortSignal) => apiCall(endpoints.passwordCheck, { body, signal });

/** The rules as a neutral list, before the server has judged anything. */
export const ruleList: PasswordCheck[] = Object.values(PASSWORD_RULES).map((flag) => ({
  flag,
  name: messages.password.rules[flag] ?? String(flag),
  status: false,
}));

interface Judged {
  password: string;
  checks: PasswordCheck[];
}

/**
 * Spec §5: the server judges the password against every rule, 500 ms after the last keystroke.
 * `allMet` only holds for the password as it is now, never for an earlier answer.
 */
export function usePasswordChecks(password: string, token?: string) {
  const [judged, setJudged] = useState<Judged | null>(null);

  useEffect(() => {
    if (!password) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPassword({ password, token }, controller.signal)
        .then((answer) => setJudged({ password, checks: answer.data.checks }))
        .catch(() => undefined);
    }, PASSWORD_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, token]);

  const current = judged && judged.password === password ? judged : null;
  return {
    checks: current?.checks ?? (judged?.checks && password ? judged.checks : ruleList),
    idle: !password || !judged,
    allMet: Boolean(current && current.checks.every((check) => check.status)),
    /** Checks the server sent with a refused password, shown as they are. */
    show: (checks: PasswordCheck[]) => setJudged({ password, checks }),
  };
}
