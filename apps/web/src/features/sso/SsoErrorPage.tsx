import { messages } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** `/sso-error` (spec §2 'Unable to log in'): where a failed single sign-on round trip ends. */
export function SsoErrorPage() {
  useDocumentTitle(messages.sso.unableTitle);
  return (
    <ErrorPage title={messages.sso.unableTitle} body={messages.sso.unableBody} action={<ButtonLink to={paths.login}>{messages.logout.goToLogin}</ButtonLink>} />
  );
}
