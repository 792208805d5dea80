import { useAddressParams } from '../useAddressParams.ts';
import { auditFilterQuery, type AuditFilter } from '@portal/contracts';
import { useDebouncedValue } from '../useDebouncedValue.ts';

/** The filters an audit log screen offers; `client` only in the admin console. */
export type AuditFilterKey = 'actor' | 'subject' | 'action' | 'from' | 'to' | 'client';
const KEYS: AuditFilterKey[] = ['actor', 'subject', 'action', 'from', 'to', 'client'];

const positive = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/**
 * The audit log's filters and page live in the address, so a filtered view survives a refresh and can be shared. Typed
 * searches are sent once typing stops; the filter is checked with the server's own schema first, and a wrong one (an
 * end before the start) is shown beside its field rather than sent.
 */
export function useAuditFilter() {
  const [params, setParams] = useAddressParams();
  const values = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<AuditFilterKey, string>;
  const actor = useDebouncedValue(values.actor.trim());
  const subject = useDebouncedValue(values.subject.trim());
  const parsed = auditFilterQuery.safeParse({
    ...(actor && { actor }),
    ...(subject && { subject }),
    ...(values.action && { action: values.action }),
    ...(values.from && { from: values.from }),
    ...(values.to && { to: values.to }),
  });
  const errors: Partial<Record<AuditFilterKey, string>> = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

  const update = (change: (next: URLSearchParams) => void, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  return {
    /** What each control shows, as typed. */
    values,
    /** The filter to send; null while it is wrong. */
    filter: parsed.success ? (parsed.data as AuditFilter) : null,
    errors,
    clientId: positive(values.client),
    page: positive(params.get('page')) ?? 1,
    /** A new filter starts again from page 1. */
    set: (key: AuditFilterKey, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }, true),
    setPage: (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }, false),
  };
}

export type AuditFilterState = ReturnType<typeof useAuditFilter>;
