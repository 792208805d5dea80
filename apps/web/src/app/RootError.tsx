import { CrashPage } from '../features/errors/CrashPage.tsx';

/** The shell itself failed: the crash page alone, in a bare main landmark. */
export function RootError() {
  return (
    <main>
      <CrashPage />
    </main>
  );
}
