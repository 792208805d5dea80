import { Link, useLocation } from 'react-router';
import { ownTexts } from '@portal/contracts';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../stores/session.ts';
import { useTheme } from '../../theme/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import styles from './HomePage.module.css';

const cards = [
  { key: 'benefits', title: ownTexts.navMyBenefits, body: ownTexts.homeBenefitsBody, to: paths.app.myBenefits },
  { key: 'faqs', title: ownTexts.navFaqs, body: ownTexts.homeFaqsBody, to: paths.app.faqs },
  { key: 'profile', title: ownTexts.homeProfileTitle, body: ownTexts.homeProfileBody, to: paths.app.myProfile },
] as const;

/** The app home until the benefits area brings the real one: a welcome and the three ways on. */
export function HomePage() {
  const theme = useTheme();
  const firstName = useSession((s) => s.user?.firstName ?? '');
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useDocumentTitle(ownTexts.home, theme.benefitBrandName);
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.brand}>{theme.benefitBrandName}</p>
          <h1 className={styles.title}>{ownTexts.homeWelcome(firstName)}</h1>
          <p className={styles.intro}>{ownTexts.homeIntro(theme.benefitBrandName)}</p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.key}>
              <Link to={card.to} className={styles.card}>
                <span className={`${styles.icon} ${styles[card.key]}`} aria-hidden="true" />
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardBody}>{card.body}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export { HomePage as Component };
