import { useId } from 'react';
import { subjectAccessTexts, type Endpoint, type RouteContract } from '@portal/contracts';
import type { InputOf } from '../../api/client.ts';
import { PersonalDataDownloadButton } from './PersonalDataDownloadButton.tsx';

const t = subjectAccessTexts.employer;

interface PersonalDataSectionProps<R extends RouteContract> {
  /** HR's route or the admin console's. */
  endpoint: Endpoint<R>;
  params: InputOf<R, 'params'>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** The button's accessible name, naming the person. */
  label?: string;
  className?: string;
}

/**
 * Issue 39: everything held about the person, for a subject access request (without health answers; audited): HR's
 * employee panel and the admin console's person panel.
 */
export function PersonalDataSection<R extends RouteContract>({ className, ...button }: PersonalDataSectionProps<R>) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h3 id={headingId}>{t.download}</h3>
      <p>{t.hint}</p>
      <PersonalDataDownloadButton {...button} />
    </section>
  );
}
