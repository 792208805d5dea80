import { messages } from '@portal/contracts';
import { useHomePath } from '../../config/useHomePath.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function NotFoundPage() {
  const homePath = useHomePath();
  useDocumentTitle(messages.notFound.title);
  return (
    <ErrorPage
      badge="404"
      title={messages.notFound.title}
      body={messages.notFound.body}
      action={<ButtonLink to={homePath}>{messages.notFound.button}</ButtonLink>}
    />
  );
}

export default NotFoundPage;
