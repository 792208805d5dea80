import { UPLOAD_MAX_BYTES, uploadTexts as t } from '@portal/contracts';

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** What is wrong with a chosen file before it is sent (the server checks the same again), or null. */
export function fileProblem(file: File | null | undefined): string | null {
  if (!file) return t.noFile;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return t.tooLarge(UPLOAD_MAX_MB);
  if (file.size === 0) return t.emptyFile;
  return null;
}
