const key = (userId: number) => `welcome-seen:${userId}`;

/** The welcome carousel shows once per user in this browser: after that it counts as seen (spec §4). */
export function welcomeSeen(userId: number): boolean {
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function markWelcomeSeen(userId: number): void {
  try {
    localStorage.setItem(key(userId), '1');
  } catch {
    // Without storage the carousel may show again on the next visit; nothing breaks.
  }
}
