import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { masqueradeTexts } from './texts.ts';
import styles from './MasqueradeBanner.module.css';

/** Spec §2 Page shell: while an administrator views the portal as someone, whom and which scheme year. */
export function MasqueradeBanner() {
  const masquerade = useSession((s) => s.masquerade);
  const name = useSession((s) => s.user?.name);
  if (!masquerade || !name) return null;
  return (
    <section className={styles.banner} aria-label={masqueradeTexts.label}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>{masqueradeTexts.viewingAs(name, masquerade.schemeYear)}</p>
        <ButtonLink to={paths.logout} variant="secondary" className={styles.end}>
          {masqueradeTexts.endSession}
        </ButtonLink>
      </div>
    </section>
  );
}
