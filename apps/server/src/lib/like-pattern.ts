/** An ILIKE pattern finding `search` anywhere: `%` and `_` typed in a search box mean themselves. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
