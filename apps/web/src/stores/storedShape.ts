/**
 * Whether a value read back from browser storage still has the shape of `template`: every key of the
 * template, with a value of the same kind (null where the template allows it), nested objects alike.
 * Storage only ever holds what this app wrote, so a stale or foreign value is what this catches; the
 * validation library stays out of the first page's code.
 */
export function hasShapeOf<T extends object>(value: unknown, template: T, nullable: readonly (keyof T)[] = []): value is T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(template).every(([key, expected]) => {
    const actual = record[key];
    if (actual === null) return expected === null || nullable.includes(key as keyof T);
    if (expected === null) return actual !== undefined;
    if (typeof expected === 'object') return hasShapeOf(actual, expected as object);
    return typeof actual === typeof expected;
  });
}
