import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';

export function AccessDenied() {
  useDocumentTitle(messages.accessDenied);
  return (
    <ErrorPage
      badge="403"
      title={messages.accessDenied}
      body={ownTexts.accessDeniedBody}
      action={<ButtonLink to={paths.app.home}>{messages.notFound.button}</ButtonLink>}
    />
  );
}
