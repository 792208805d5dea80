import { useQueryClient } from '@tanstack/react-query';
import {
  carouselSaveSchema,
  contentAdminTexts as t,
  enquiryOptionsSaveSchema,
  faqsSaveSchema,
  messages,
  ownTexts,
  type ClientContent,
} from '@portal/contracts';
import type { ApiError } from '../../../../api/client.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useClientContent } from '../../api/clientContent.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';
import { useSaveClientCarousel } from '../../api/saveClientCarousel.ts';
import { useSaveClientEnquiryOptions } from '../../api/saveClientEnquiryOptions.ts';
import { useSaveClientFaqs } from '../../api/saveClientFaqs.ts';
import { ListEditor } from './ListEditor.tsx';
import { PageEditor } from './PageEditor.tsx';
import styles from './Content.module.css';

type Item = Record<string, string | number | undefined>;

/** The client page's Content tab (issue 27 §2): FAQs, privacy statement, terms, enquiry options, welcome slides. */
export function ContentTab({ clientId }: { clientId: number }) {
  const content = useClientContent(clientId);
  if (content.isError)
    return <RetryAlert message={messages.generic.somethingWrong} retryLabel={ownTexts.profile.retry} onRetry={() => void content.refetch()} />;
  if (!content.data) return <Loading />;
  return <ContentSections clientId={clientId} content={content.data} />;
}

function ContentSections({ clientId, content }: { clientId: number; content: ClientContent }) {
  const queryClient = useQueryClient();
  const faqs = useSaveClientFaqs(clientId);
  const options = useSaveClientEnquiryOptions(clientId);
  const carousel = useSaveClientCarousel(clientId);
  /** A 409's newer content: cached (so the next save names its versions), and one part of it for the editor. */
  const newer = (pick: (c: ClientContent) => Item[]) => (error: unknown) => {
    const current = (error as ApiError).body.current as ClientContent | undefined;
    if (!current) return null;
    queryClient.setQueryData(queryKeys.admin.clientContent(clientId), current);
    return pick(current);
  };
  // Each save reads the version from the cache, which every answer (saved or 409) refreshes.
  const latest = () => queryClient.getQueryData<ClientContent>(queryKeys.admin.clientContent(clientId)) ?? content;

  return (
    <section aria-labelledby="content-title" className={styles.sections}>
      <h2 id="content-title">{t.tab}</h2>
      <ListEditor
        idPrefix="faq"
        title={t.faqs}
        intro={t.faqsIntro}
        columns={[
          { name: 'category', label: t.category },
          { name: 'question', label: t.question },
          { name: 'answer', label: t.answer, multiline: true },
        ]}
        schema={faqsSaveSchema.shape.faqs}
        serverKey="faqs"
        items={content.faqs.items}
        blank={{ category: '', question: '', answer: '' }}
        legend={t.faqLegend}
        addLabel={t.addFaq}
        removeLabel={t.removeFaq}
        saveLabel={t.saveFaqs}
        ordered
        save={async (items) =>
          (await faqs.mutateAsync({ version: latest().faqs.version, faqs: items as { id?: number; category: string; question: string; answer: string }[] }))
            .faqs.items
        }
        newerItems={newer((c) => c.faqs.items)}
      />
      <PageEditor clientId={clientId} type="policy" content={content} />
      <PageEditor clientId={clientId} type="terms" content={content} />
      <ListEditor
        idPrefix="enquiry-option"
        title={t.enquiryOptions}
        columns={[
          { name: 'value', label: t.optionValue },
          { name: 'label', label: t.optionLabel },
        ]}
        schema={enquiryOptionsSaveSchema.shape.options}
        serverKey="options"
        items={content.enquiryOptions.items}
        blank={{ value: '', label: '' }}
        legend={t.optionLegend}
        addLabel={t.addOption}
        removeLabel={t.removeOption}
        saveLabel={t.saveOptions}
        save={async (items) =>
          (await options.mutateAsync({ version: latest().enquiryOptions.version, options: items as { value: string; label: string }[] })).enquiryOptions.items
        }
        newerItems={newer((c) => c.enquiryOptions.items)}
      />
      <ListEditor
        idPrefix="slide"
        title={t.carousel}
        intro={t.carouselIntro}
        columns={[
          { name: 'title', label: t.slideTitle },
          { name: 'body', label: t.slideBody, multiline: true },
        ]}
        schema={carouselSaveSchema.shape.slides}
        serverKey="slides"
        items={content.carousel.items}
        blank={{ title: '', body: '' }}
        legend={t.slideLegend}
        addLabel={t.addSlide}
        removeLabel={t.removeSlide}
        saveLabel={t.saveSlides}
        ordered
        save={async (items) =>
          (await carousel.mutateAsync({ version: latest().carousel.version, slides: items as { title: string; body: string }[] })).carousel.items
        }
        newerItems={newer((c) => c.carousel.items)}
      />
    </section>
  );
}
