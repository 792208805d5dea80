import type { Faq } from '@portal/contracts';

export interface FaqGroup {
  category: string;
  faqs: Faq[];
}

/** Answers are HTML: search their words, not their tags. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
const normalise = (text: string) => text.toLocaleLowerCase('en-GB').replace(/\s+/g, ' ').trim();

/** FAQs whose question, answer or category holds every word of the query, in any order. */
export function searchFaqs(faqs: Faq[], query: string): Faq[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = normalise(`${faq.question} ${plainText(faq.answer)} ${faq.category}`);
    return words.every((word) => text.includes(word));
  });
}

/** Grouped by category, in the order categories first appear. */
export function groupFaqs(faqs: Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}
