/** `Promise.all` over an object's values: each result under its own name, so a long list of reads is named once. */
export async function allOf<T extends Record<string, Promise<unknown>>>(reads: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(reads) as (keyof T)[];
  const results = await Promise.all(names.map((name) => reads[name]));
  return Object.fromEntries(names.map((name, i) => [name, results[i]])) as { [K in keyof T]: Awaited<T[K]> };
}
