import { Link } from 'react-router';
import { messages } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { ClockIcon } from '../../ui/icons.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CONTACT_LINK_WORDS, ssoFailureFor } from './ssoFailure.ts';

/** Turns the closing "contact us" of a text into a link to the contact page. */
function withContactLink(text: string) {
  const at = text.toLowerCase().lastIndexOf(CONTACT_LINK_WORDS);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={paths.contactUs}>{text.slice(at, at + CONTACT_LINK_WORDS.length)}</Link>
      {text.slice(at + CONTACT_LINK_WORDS.length)}
    </>
  );
}

/** A one-time login link that did not work: expired masquerade link, or any other failure. */
export function SsoFailurePage({ token }: { token: string }) {
  const failure = ssoFailureFor(token);
  useDocumentTitle(failure.title);
  return (
    <ErrorPage
      badge={failure.kind === 'expired' ? <ClockIcon /> : '!'}
      title={failure.title}
      body={failure.kind === 'failed' ? withContactLink(failure.body) : failure.body}
      action={<ButtonLink to={paths.login}>{messages.logout.goToLogin}</ButtonLink>}
    />
  );
}
