import { messages } from '@portal/contracts';
import { useHomePath } from '../../config/useHomePath.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';

/**
 * Spec 'Uh oh!' page for render crashes. The link is a plain anchor: it must work outside the
 * router too, and a full reload clears whatever state caused the crash.
 */
export function CrashPage() {
  const homePath = useHomePath();
  return (
    <ErrorPage
      title={messages.crash.title}
      body={messages.crash.body}
      action={
        <a className={buttonClassName({})} href={homePath}>
          {messages.content.returnHome}
        </a>
      }
    />
  );
}
