/**
 * The route hooks that demand a session (requireUser, each requireRole, requireEmployer). The OpenAPI document reads
 * this to declare the bearer scheme on exactly the operations that answer 401 without a session.
 */
const sessionHooks = new WeakSet<object>();

export function markSessionHook<T extends object>(hook: T): T {
  sessionHooks.add(hook);
  return hook;
}

/** Whether a route's `onRequest` (a hook or a list of hooks) includes one that demands a session. */
export function needsSession(onRequest: unknown): boolean {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  return hooks.some((hook) => typeof hook === 'function' && sessionHooks.has(hook));
}
