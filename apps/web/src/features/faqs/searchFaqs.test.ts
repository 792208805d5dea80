import { describe, expect, it } from 'vitest';
import type { Faq } from '@portal/contracts';
import { groupFaqs, searchFaqs } from './searchFaqs.ts';

const faqs: Faq[] = [
  { id: 1, category: 'Selections', question: 'Why is my selection pending?', answer: '<p>Some benefits need <strong>approval</strong>.</p>' },
  { id: 2, category: 'Family', question: 'How do I add a partner?', answer: '<p>Use your profile settings.</p>' },
  { id: 3, category: 'Selections', question: 'What is salary sacrifice?', answer: '<p>You give up part of your salary.</p>' },
];

describe('FAQ search', () => {
  it('keeps everything for an empty query', () => {
    expect(searchFaqs(faqs, '   ')).toHaveLength(3);
  });

  it('matches words in the question, the answer text or the category, in any case and order', () => {
    expect(searchFaqs(faqs, 'PARTNER').map((f) => f.id)).toEqual([2]);
    expect(searchFaqs(faqs, 'approval').map((f) => f.id)).toEqual([1]);
    expect(searchFaqs(faqs, 'salary give').map((f) => f.id)).toEqual([3]);
    expect(searchFaqs(faqs, 'family').map((f) => f.id)).toEqual([2]);
  });

  it('does not match HTML tags and finds nothing for unknown words', () => {
    expect(searchFaqs(faqs, 'strong')).toEqual([]);
    expect(searchFaqs(faqs, 'pension')).toEqual([]);
  });

  it('groups by category in first-seen order', () => {
    expect(groupFaqs(faqs).map((g) => [g.category, g.faqs.map((f) => f.id)])).toEqual([
      ['Selections', [1, 3]],
      ['Family', [2]],
    ]);
  });
});
