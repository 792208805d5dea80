import { benefitScreenTexts as t } from '@portal/contracts';
import { Accordion } from '../../../ui/Accordion.tsx';
import { useRelatedFaqs } from '../api/relatedFaqs.ts';
import styles from './RelatedBenefits.module.css';

/** FAQs about this benefit, as an accordion; nothing at all when there are none. */
export function RelatedFaqs({ benefitId }: { benefitId: number }) {
  const faqs = useRelatedFaqs(benefitId).data ?? [];
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="related-faqs" className={styles.related}>
      <h2 id="related-faqs">{t.detail.relatedFaqs}</h2>
      <Accordion
        // The server sanitizes FAQ answers.
        items={faqs.map((faq) => ({
          id: String(faq.id),
          title: faq.question,
          content: <div className="prose" dangerouslySetInnerHTML={{ __html: faq.answer }} />,
        }))}
      />
    </section>
  );
}
