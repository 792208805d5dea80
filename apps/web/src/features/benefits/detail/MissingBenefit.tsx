import { benefitScreenTexts as t, messages } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';

/** A benefit that does not exist, or is not the caller's to see (the server answers 404 for both). */
export function MissingBenefit() {
  useDocumentTitle(t.detail.notFoundTitle);
  return (
    <ErrorPage
      badge="404"
      title={t.detail.notFoundTitle}
      body={messages.missingBenefit}
      action={<ButtonLink to={paths.app.myBenefits}>{t.detail.backToBenefits}</ButtonLink>}
    />
  );
}
