import { brandContrast, brandingTexts as t } from '@portal/contracts';
import styles from './Branding.module.css';

interface BrandPreviewProps {
  brandName: string;
  primary: string;
  secondary: string;
  logoUrl: string | null;
  headerFont: string;
  baseFont: string;
}

const hexOrNull = (value: string) => (/^#?[0-9a-f]{6}$/i.test(value.trim()) ? `#${value.trim().replace(/^#/, '')}` : null);

/**
 * The header, a button and a card in the colours being edited, with the text colour the portal would put on each
 * (contracts' brandContrast, the rule the server checks too). Purely visual: the form's errors carry the refusal.
 */
export function BrandPreview({ brandName, primary, secondary, logoUrl, headerFont, baseFont }: BrandPreviewProps) {
  const primaryHex = hexOrNull(primary);
  const secondaryHex = hexOrNull(secondary);
  const onPrimary = primaryHex ? brandContrast(primaryHex, 'primary') : null;
  const onSecondary = secondaryHex ? brandContrast(secondaryHex, 'secondary') : null;
  return (
    <figure className={styles.preview} aria-label={t.preview} style={{ fontFamily: `"${baseFont}", system-ui, sans-serif` }}>
      <figcaption className={styles.previewCaption}>{t.preview}</figcaption>
      <div className={styles.previewHeader} data-testid="preview-header" style={{ background: primaryHex ?? undefined, color: onPrimary?.text }}>
        {logoUrl ? (
          <img src={logoUrl} alt={brandName} className={styles.previewLogo} />
        ) : (
          <span style={{ fontFamily: `"${headerFont}", system-ui` }}>{brandName}</span>
        )}
      </div>
      <div className={styles.previewBody}>
        <span className={styles.previewButton} style={{ background: primaryHex ?? undefined, color: onPrimary?.text }}>
          {t.previewButton}
        </span>
        <div className={styles.previewCard}>
          <div className={styles.previewBand} data-testid="preview-band" style={{ background: secondaryHex ?? undefined, color: onSecondary?.text }}>
            {t.previewCardTitle}
          </div>
          <p>{t.previewCardBody}</p>
        </div>
      </div>
      {onPrimary && (
        <p className={onPrimary.passes ? 'muted' : styles.bad} data-testid="primary-contrast">
          {t.primaryColour}: {t.contrast(onPrimary.ratio.toFixed(2))}
        </p>
      )}
      {onSecondary && (
        <p className={onSecondary.passes ? 'muted' : styles.bad} data-testid="secondary-contrast">
          {t.secondaryColour}: {t.contrast(onSecondary.ratio.toFixed(2))}
        </p>
      )}
    </figure>
  );
}
