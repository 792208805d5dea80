import { useState } from 'react';
import { benefitScreenTexts } from '@portal/contracts';
import { Button } from '../../ui/Button.tsx';
import { useCarousel } from './api/carousel.ts';
import styles from './WelcomeCarousel.module.css';

const t = benefitScreenTexts.carousel;

/**
 * The welcome slides: the client's own from the `carousel` call, the portal's three if it fails; nothing until it
 * answers, and nothing when the client turned the carousel off (issue 27 §2 Features).
 */
export function WelcomeCarousel({ onClose }: { onClose: () => void }) {
  const carousel = useCarousel();
  if (carousel.isPending || carousel.data?.enabled === false) return null;
  return <Slides slides={carousel.data?.slides} onClose={onClose} />;
}

/**
 * WAI carousel pattern: previous and next buttons, dots with aria-current, and no automatic rotation, so it needs no
 * pause button. The slide text is announced politely on change.
 */
function Slides({ slides: served, onClose }: { slides: readonly { title: string; body: string }[] | undefined; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const slides = served && served.length > 0 ? served : t.slides;
  const slide = slides[index] ?? slides[0]!;
  const last = index === slides.length - 1;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t.label}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
        <span aria-hidden="true">×</span>
      </button>
      <div className={styles.viewport} aria-live="polite">
        <div role="group" aria-roledescription="slide" aria-label={t.slideLabel(index + 1, slides.length)} className={styles.slide}>
          <span className={`${styles.art} ${styles[`art${(index % 3) + 1}`]}`} aria-hidden="true" />
          <div>
            <h2 className={styles.title}>{slide.title}</h2>
            <p className={styles.body}>{slide.body}</p>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => setIndex(index - 1)} disabled={index === 0} aria-label={t.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots} role="group" aria-label={t.dotsLabel}>
          {slides.map((s, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={t.goTo(i + 1, s.title)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        {last ? (
          <Button onClick={onClose}>{t.finish}</Button>
        ) : (
          <button type="button" className={styles.arrow} onClick={() => setIndex(index + 1)} aria-label={t.next}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    </section>
  );
}
