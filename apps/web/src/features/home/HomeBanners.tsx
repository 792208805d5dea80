import { Link } from 'react-router';
import type { HomeBanner } from '@portal/contracts';
import { useHomeBanners } from './api/homeBanners.ts';
import { loadStatus } from './loadStatus.ts';
import styles from './HomeBanners.module.css';

function Banner({ banner }: { banner: HomeBanner }) {
  return (
    <div className={`${styles.banner} ${styles[banner.tone]}`} role="status">
      <div className={styles.text}>
        <p className={styles.title}>{banner.title}</p>
        <p>{banner.body}</p>
      </div>
      {banner.link && (
        <Link to={banner.link.path} className={styles.link}>
          {banner.link.label}
        </Link>
      )}
    </div>
  );
}

/** The server's home banners (GET /user/home-page-banner); they are extras, so a failed load shows nothing. */
export function HomeBanners({ enabled }: { enabled: boolean }) {
  const query = useHomeBanners(enabled);
  if (loadStatus(query) !== 'success' || !query.data?.length) return null;
  return (
    <div className={styles.banners}>
      {query.data.map((banner) => (
        <Banner key={banner.id} banner={banner} />
      ))}
    </div>
  );
}
