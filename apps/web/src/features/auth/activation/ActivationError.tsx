import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';

export function ActivationError() {
  return (
    <ErrorPage
      title={messages.activation.error}
      body={ownTexts.activationErrorBody}
      action={<ButtonLink to={paths.login}>{messages.content.returnHome}</ButtonLink>}
    />
  );
}
