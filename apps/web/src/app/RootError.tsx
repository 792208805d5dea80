import { RootErrorPage } from '../features/errors/RootErrorPage.tsx';

/** The shell itself failed: the crash page (or, when the server could not be reached, the offline page) alone, in a bare main landmark. */
export function RootError({ error }: { error: unknown }) {
  return (
    <main>
      <RootErrorPage error={error} />
    </main>
  );
}
