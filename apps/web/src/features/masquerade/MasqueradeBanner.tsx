import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { masqueradeTexts } from './texts.ts';
import styles from './MasqueradeBanner.module.css';

/**
 * Spec §2 Page shell: while someone else acts in this session (an administrator's masquerade or an employer's
 * magic link, as the server says), whom it views and which scheme year; End session logs this tab's session out.
 */
export function MasqueradeBanner() {
  const impersonation = useSession((s) => s.user?.impersonation);
  const name = useSession((s) => s.user?.name);
  if (!impersonation || !name) return null;
  return (
    <section className={styles.banner} aria-label={masqueradeTexts.label}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>{masqueradeTexts.viewingAs(name, String(impersonation.schemeYear))}</p>
        <ButtonLink to={paths.logout} variant="secondary" className={styles.end}>
          {masqueradeTexts.endSession}
        </ButtonLink>
      </div>
    </section>
  );
}
