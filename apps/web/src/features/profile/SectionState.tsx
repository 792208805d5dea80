import { ownTexts } from '@portal/contracts';
import { Loading } from '../../ui/Loading.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';

/** What a section shows while its data loads, or when it could not be loaded (with a way to try again). */
export function SectionState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  if (!isError) return <Loading />;
  return <RetryAlert message={ownTexts.profile.loadError} retryLabel={ownTexts.profile.retry} onRetry={onRetry} />;
}
