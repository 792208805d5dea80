import type { ContentType } from '@portal/contracts';

/** Every TanStack Query key, so that mutations can invalidate what they change. */
export const queryKeys = {
  theme: (hostname: string) => ['theme', hostname] as const,
  content: (type: ContentType) => ['content', type] as const,
  contactPage: ['contact-page'] as const,
  devMailbox: ['dev-mailbox'] as const,
};
