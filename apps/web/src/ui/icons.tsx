import styles from './icons.module.css';

/**
 * Inline SVG icons: a font glyph (e.g. '⏱') is missing from many system fonts and shows as a box.
 * Decorative only; the text beside an icon says what it means.
 */
export function ClockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" data-icon="clock">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </svg>
  );
}
