import type { ContentType } from '@portal/contracts';

/** Every TanStack Query key, so that mutations can invalidate what they change. */
export const queryKeys = {
  theme: (hostname: string) => ['theme', hostname] as const,
  content: (type: ContentType) => ['content', type] as const,
  contactPage: ['contact-page'] as const,
  devMailbox: ['dev-mailbox'] as const,
  loginSetup: ['login-setup'] as const,
  activation: (id: string) => ['activation', id] as const,
  resetToken: (token: string) => ['reset-token', token] as const,
};
