/** Side panel titles of the benefits screens; a module of their own, as the panel registry is in the first load. */
export const benefitPanelTitles = {
  statement: (name: string) => `${name} statement`,
  claim: 'Make a claim',
  optOut: 'Opt out',
  questions: 'Health questions',
} as const;
