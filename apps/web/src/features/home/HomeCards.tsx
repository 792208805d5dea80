import { Link } from 'react-router';
import { benefitScreenTexts as t, type HomeCard } from '@portal/contracts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton, SkeletonRegion } from '../../ui/Skeleton.tsx';
import { useHomeCards } from './api/homeCards.ts';
import { loadStatus } from './loadStatus.ts';
import styles from './HomeCards.module.css';

function CardItem({ card }: { card: HomeCard }) {
  return (
    <li className={`${styles.card} ${styles[card.type] ?? ''}`}>
      <span className={styles.icon} aria-hidden="true" />
      {card.value && <p className={styles.value}>{card.value}</p>}
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.body}>{card.body}</p>
      {card.link && (
        <Link to={card.link.path} className={styles.link}>
          {card.link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </li>
  );
}

/** Two cards' outlines (most people have two or three) while the cards (or the banners above them) load. */
export function CardsSkeleton() {
  return (
    <SkeletonRegion label={t.home.cardsLoading}>
      <ul className={styles.cards}>
        {[0, 1].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton shape="block" width="40px" height="40px" />
            <Skeleton width="35%" height="2rem" />
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="85%" />
            <Skeleton width="45%" />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/** The server's home cards (GET /user/home-page-cards): idle, loading, success or error. */
export function HomeCards({ enabled }: { enabled: boolean }) {
  const query = useHomeCards(enabled);
  const status = loadStatus(query);
  if (status === 'idle') return null;
  return (
    <section aria-labelledby="home-cards" className={styles.section}>
      <h2 id="home-cards" className="visually-hidden">
        {t.home.cardsLabel}
      </h2>
      {status === 'loading' && <CardsSkeleton />}
      {status === 'error' && <RetryAlert message={t.home.cardsError} retryLabel={t.retry} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length > 0 && (
        <ul className={styles.cards}>
          {query.data.map((card) => (
            <CardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
