/** Our own wording for the masquerade banner (the spec only says it shows the name and scheme year). */
export const masqueradeTexts = {
  label: 'Masquerade session',
  viewingAs: (name: string, schemeYear: string) => `Viewing as ${name} · Scheme year ${schemeYear}`,
  endSession: 'End session',
} as const;
