import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ownTexts } from '@portal/contracts';
import { greetingName, useSession } from '../../stores/session.ts';
import { useTheme } from '../../theme/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useVoucherOnly } from '../benefits/index.ts';
import { TotalBenefitsSummary } from '../total-benefits/index.ts';
import { useHomeBanners } from './api/homeBanners.ts';
import { HomeBanners } from './HomeBanners.tsx';
import { CardsSkeleton, HomeCards } from './HomeCards.tsx';
import { loadStatus } from './loadStatus.ts';
import { HomeShortcuts } from './HomeShortcuts.tsx';
import { WelcomeCarousel } from './WelcomeCarousel.tsx';
import { markWelcomeSeen, welcomeSeen } from './welcomeSeen.ts';
import styles from './HomePage.module.css';

/** The app home: welcome, the welcome carousel on a first login, banners, cards, total benefits and shortcuts. */
export function HomePage() {
  const theme = useTheme();
  const user = useSession((s) => s.user);
  const hasClient = user !== null && user.clientId !== null;
  const ccvOnly = useVoucherOnly();
  const hasFaqs = useSession((s) => s.cmsData?.faqs === true);
  // Banners sit above the cards: the cards wait for them, so they do not move down when banners arrive.
  const bannersLoading = loadStatus(useHomeBanners(hasClient)) === 'loading';
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  useDocumentTitle(ownTexts.home, theme.benefitBrandName);

  // Spec §4: required on a first login or after activation, then cleared once shown.
  const [welcome, setWelcome] = useState(() => !!user && (user.showWelcomeModal || user.firstLogin) && !welcomeSeen(user.id));
  const userId = user?.id;
  useEffect(() => {
    if (welcome && userId !== undefined) markWelcomeSeen(userId);
  }, [welcome, userId]);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.brand}>{theme.benefitBrandName}</p>
          <h1 className={styles.title}>{(user?.firstLogin ? ownTexts.homeWelcomeFirst : ownTexts.homeWelcome)(greetingName(user))}</h1>
          <p className={styles.intro}>{ownTexts.homeIntro(theme.benefitBrandName)}</p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
        {welcome && <WelcomeCarousel onClose={() => setWelcome(false)} />}
        {bannersLoading ? (
          <CardsSkeleton />
        ) : (
          <>
            <HomeBanners enabled={hasClient} />
            <HomeCards enabled={hasClient} />
          </>
        )}
        <div className={styles.split}>
          {hasClient && !ccvOnly && <TotalBenefitsSummary />}
          <HomeShortcuts ccvOnly={ccvOnly} hasFaqs={hasFaqs} />
        </div>
      </div>
    </>
  );
}

export { HomePage as Component };
