import { messages, ownTexts } from '@portal/contracts';
import { useLandingPath } from '../../../config/useHomePath.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';

/**
 * 'Access Denied' (spec §4 access guard, §6). It renders inside the app shell, so a signed-in person keeps the header,
 * navigation and user menu (issue 26 item 9); its button leads to where they land (a platform administrator: the console).
 */
export function AccessDenied() {
  useDocumentTitle(messages.accessDenied);
  return (
    <ErrorPage
      badge="403"
      title={messages.accessDenied}
      body={ownTexts.accessDeniedBody}
      action={<ButtonLink to={useLandingPath()}>{messages.notFound.button}</ButtonLink>}
    />
  );
}
