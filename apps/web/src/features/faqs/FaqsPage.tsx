import { useMemo, useState } from 'react';
import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useTheme } from '../../theme/index.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Button } from '../../ui/Button.tsx';
import { Field } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useFaqs } from './api/faqs.ts';
import { groupFaqs, searchFaqs } from './searchFaqs.ts';
import styles from './FaqsPage.module.css';

/** /app/faqs/: the client's FAQs by category, filtered as the employee types (debounced). */
export function FaqsPage() {
  useDocumentTitle(t.faqs.title, useTheme().benefitBrandName);
  const query = useFaqs();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text).trim();
  const groups = useMemo(() => groupFaqs(searchFaqs(query.data ?? [], search)), [query.data, search]);
  const count = groups.reduce((sum, group) => sum + group.faqs.length, 0);

  return (
    <Page title={t.faqs.title} breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: ownTexts.navFaqs }]} intro={t.faqs.intro}>
      {query.isPending && <Loading label={t.faqs.loading} />}
      {query.isError && <RetryAlert message={t.faqs.error} retryLabel={t.retry} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <p className="lead">{t.faqs.none}</p>}
      {query.data && query.data.length > 0 && (
        <div className={styles.layout}>
          <div className={styles.search} role="search">
            <Field id="faq-search" label={t.faqs.search} hint={t.faqs.searchHint}>
              {(control) => <input {...control} type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />}
            </Field>
            <p className={styles.count} aria-live="polite">
              {search ? t.faqs.results(count) : ''}
            </p>
          </div>
          {count === 0 ? (
            <div className={styles.empty}>
              <p>{t.faqs.empty(search)}</p>
              <Button variant="secondary" onClick={() => setText('')}>
                {t.faqs.clear}
              </Button>
            </div>
          ) : (
            groups.map((group, index) => (
              <section key={group.category} className={styles.group} aria-labelledby={`faq-group-${index}`}>
                <h2 id={`faq-group-${index}`} className={styles.category}>
                  {group.category}
                </h2>
                <Accordion
                  // The server sanitizes FAQ answers.
                  items={group.faqs.map((faq) => ({
                    id: String(faq.id),
                    title: faq.question,
                    content: <div className="prose" dangerouslySetInnerHTML={{ __html: faq.answer }} />,
                  }))}
                />
              </section>
            ))
          )}
        </div>
      )}
    </Page>
  );
}

export { FaqsPage as Component };
