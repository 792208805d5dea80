import { Link } from 'react-router';
import { benefitScreenTexts as t, ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import styles from './HomePage.module.css';

/** The ways on from home; My benefits is left out in voucher-only mode, FAQs when the client has none. */
export function HomeShortcuts({ ccvOnly, hasFaqs }: { ccvOnly: boolean; hasFaqs: boolean }) {
  const links = [
    !ccvOnly && { key: 'benefits', title: ownTexts.navMyBenefits, body: ownTexts.homeBenefitsBody, to: paths.app.myBenefits },
    ccvOnly && { key: 'benefits', title: t.vouchers.title, body: t.vouchers.intro, to: paths.app.ccvManage },
    hasFaqs && { key: 'faqs', title: ownTexts.navFaqs, body: ownTexts.homeFaqsBody, to: paths.app.faqs },
    { key: 'profile', title: ownTexts.homeProfileTitle, body: ownTexts.homeProfileBody, to: paths.app.myProfile },
  ].filter((link) => link !== false);
  return (
    <section aria-labelledby="home-shortcuts" className={styles.shortcuts}>
      <h2 id="home-shortcuts" className={styles.sectionTitle}>
        {t.home.shortcuts}
      </h2>
      <ul className={styles.cards}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.card}>
              <span className={`${styles.icon} ${styles[link.key]}`} aria-hidden="true" />
              <span className={styles.cardTitle}>{link.title}</span>
              <span className={styles.cardBody}>{link.body}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
