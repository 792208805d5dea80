import { sealSecret, openSecret } from '../../lib/secret-box.ts';
import type { AuthKeys } from '../../lib/auth-keys.ts';

/**
 * Authenticator secrets at rest (issue 37 item 6): sealed with the data key (DATA_ENCRYPTION_KEY, lib/secret-box.ts), so
 * a database backup alone gives nobody the codes of anyone's authenticator app. A value stored before sealing (plain
 * Base32, never starting "v1.") is read as it is until the next start seals it (`sealPlainTotpSecrets`).
 */
export type SecretKeys = Pick<AuthKeys, 'secretBox'>;

export const sealTotpSecret = (keys: SecretKeys, secret: string): string => sealSecret(keys.secretBox, secret);

const isSealed = (stored: string) => stored.startsWith('v1.');

/** The secret of a stored value, or null when there is none or it was sealed with another key. */
export const openTotpSecret = (keys: SecretKeys, stored: string | null): string | null =>
  stored === null ? null : isSealed(stored) ? openSecret(keys.secretBox, stored) : stored;

export { isSealed as isSealedTotpSecret };
