/** The avatar files of a client's avatar set (the set folder holds avatar-1.svg … avatar-6.svg). */
const AVATAR_COUNT = 6;

export function avatarsOf(setUrl: string | null): string[] {
  if (!setUrl) return [];
  const base = setUrl.endsWith('/') ? setUrl : `${setUrl}/`;
  return Array.from({ length: AVATAR_COUNT }, (_, i) => `${base}avatar-${i + 1}.svg`);
}
