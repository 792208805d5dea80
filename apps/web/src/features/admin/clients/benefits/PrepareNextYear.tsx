import { canPrepareNextYear, nextYearDates, nextYearTexts, type CatalogueYear } from '@portal/contracts';
import { Button } from '../../../../ui/Button.tsx';
import { useModals } from '../../../../ui/Modal/index.ts';
import { useSchemeYears } from '../api/schemeYears.ts';
import styles from './Benefits.module.css';

const t = nextYearTexts.prepare;

interface PrepareNextYearProps {
  clientId: number;
  /** The year shown: the current one. */
  year: CatalogueYear;
  years: CatalogueYear[];
  /** Shows the prepared year once its dialog closes. */
  onPrepared: (yearId: number) => void;
}

/**
 * "Prepare next year" under the current year's benefits, while no year of the next number exists: its dialog copies this
 * year's benefits, prices and rules into the next one. The Scheme years tab's read gives the year's window and the
 * client's settings version the call names.
 */
export function PrepareNextYear({ clientId, year, years, onPrepared }: PrepareNextYearProps) {
  const schemeYears = useSchemeYears(clientId);
  const openModal = useModals((s) => s.openModal);
  if (!canPrepareNextYear(year, years)) return null;
  const data = schemeYears.data;
  const full = data?.years.find((y) => y.id === year.id);
  const open = () => {
    if (data && full) {
      const next = nextYearDates(full);
      openModal('prepare-next-year', { title: nextYearTexts.prepare.confirm.title(next.year), clientId, year: full, next, version: data.version, onPrepared });
    }
  };
  return (
    <section className={styles.part} aria-labelledby="prepare-next-year">
      <h3 id="prepare-next-year">{t.button}</h3>
      <p>{t.help}</p>
      <div>
        {/* Not while the read is being refreshed: the call names the settings version it gives. */}
        <Button variant="secondary" disabled={!full || schemeYears.isFetching} onClick={open}>
          {t.buttonLabel(year.year + 1)}
        </Button>
      </div>
    </section>
  );
}
