import { useEffect, useRef, useState } from 'react';
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
  // The newest judgement and the one asked for at once, read by `verify` between renders.
  const latest = useRef<Judged | null>(null);
  const asking = useRef<{ password: string; answer: Promise<boolean> } | null>(null);
  useEffect(() => {
    latest.current = judged;
  }, [judged]);

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
    /**
     * Whether `typed` meets every rule, for a submit (issue 37 item 11): the judgement of exactly that password, asked
     * for at once when the debounced one has not come yet. Refusing instead refused a valid password clicked within
     * the debounce, while the checklist still showed the last judgement as Done.
     */
    verify(typed: string): Promise<boolean> {
      const known = latest.current;
      if (known && known.password === typed) return Promise.resolve(known.checks.every((check) => check.status));
      if (asking.current?.password === typed) return asking.current.answer;
      const answer = checkPassword({ password: typed, token })
        .then((result) => {
          const fresh = { password: typed, checks: result.data.checks };
          latest.current = fresh;
          setJudged(fresh);
          return fresh.checks.every((check) => check.status);
        })
        .catch(() => false)
        .finally(() => {
          if (asking.current?.password === typed) asking.current = null;
        });
      asking.current = { password: typed, answer };
      return answer;
    },
  };
}
