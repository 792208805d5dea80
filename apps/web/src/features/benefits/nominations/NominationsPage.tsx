import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { benefitScreenTexts, formatLongDate, nominationTexts as t, type Nomination } from '@portal/contracts';
import { ApiError, errorText } from '../../../api/errors.ts';
import { benefitPath } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Page } from '../../../ui/Page.tsx';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useActiveFamily } from '../api/family.ts';
import { useDownloadConfirmation } from '../api/nominationConfirmation.ts';
import { useNomination } from '../api/nominations.ts';
import { useSaveNomination } from '../api/saveNomination.ts';
import { benefitCrumbs } from '../detail/BenefitLoading.tsx';
import { MissingBenefit } from '../detail/MissingBenefit.tsx';
import { NominationForm } from './NominationForm.tsx';
import { NomineesTable } from './NomineesTable.tsx';
import { valuesOf } from './nominationFormValues.ts';
import styles from './Nominations.module.css';

const madeOn = (nomination: Nomination) => (nomination.madeAt ? formatLongDate(nomination.madeAt) : null);

/** The current nomination's date and its PDF confirmation, beside what an expression of wish is. */
function ConfirmationCard({ benefitId, nomination }: { benefitId: number; nomination: Nomination }) {
  const download = useDownloadConfirmation(benefitId);
  const date = madeOn(nomination);
  return (
    <Card className={styles.aside}>
      <h2 className={styles.asideTitle}>{t.pdfTitle}</h2>
      <p>{t.discretion}</p>
      <p className={styles.madeOn}>{date ? t.madeOn(date) : t.none}</p>
      {date && (
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? t.downloading : t.download}
        </Button>
      )}
      {download.isError && (
        <Alert tone="error">
          <p>{t.downloadFailed}</p>
        </Alert>
      )}
    </Card>
  );
}

/** /app/my-benefits/{id}/beneficiaries: nominate the people who should receive the life cover, and download the confirmation. */
export function NominationsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useNomination(valid ? id : 0);
  const family = useActiveFamily();
  const save = useSaveNomination(id);
  const [saved, setSaved] = useState(false);
  const download = useDownloadConfirmation(id);
  useDocumentTitle(t.title, useTheme().benefitBrandName);
  // The save button is at the foot of a long form: the outcome at the top takes the focus, so it is seen and heard.
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const status = query.error instanceof ApiError ? query.error.status : null;
  if (!valid || status === 404) return <MissingBenefit />;
  const nomination = query.data;
  const crumbs = [...benefitCrumbs, ...(nomination ? [{ label: nomination.benefitName, to: benefitPath(id) }] : []), { label: t.crumb }];
  if (status === 403) {
    return (
      <Page title={t.title} breadcrumbs={crumbs}>
        <div className={styles.stack}>
          <Alert tone="info">
            <p>{errorText(query.error, t.noCover)}</p>
          </Alert>
          <div>
            <ButtonLink to={benefitPath(id)} variant="secondary">
              {t.back}
            </ButtonLink>
          </div>
        </div>
      </Page>
    );
  }
  if (!nomination || !family.data) {
    return (
      <Page title={t.title} breadcrumbs={crumbs}>
        {query.isError || family.isError ? (
          <RetryAlert
            message={benefitScreenTexts.loadError}
            retryLabel={benefitScreenTexts.retry}
            onRetry={() => void Promise.all([query.refetch(), family.refetch()])}
          />
        ) : (
          <Loading />
        )}
      </Page>
    );
  }

  const onSave = async (request: Parameters<typeof save.mutateAsync>[0]) => {
    setSaved(false);
    await save.mutateAsync(request);
    setSaved(true);
  };
  return (
    <Page title={t.title} breadcrumbs={crumbs} intro={t.intro}>
      <div className={styles.stack}>
        {saved && (
          <div ref={savedRef} tabIndex={-1} className={styles.saved}>
            <Alert tone="success">
              <div className={styles.savedLine}>
                <p>{t.saved}</p>
                <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
                  {download.isPending ? t.downloading : t.download}
                </Button>
              </div>
            </Alert>
          </div>
        )}
        {saved && download.isError && (
          <Alert tone="error">
            <p>{t.downloadFailed}</p>
          </Alert>
        )}
        <div className={styles.layout}>
          <Card className={styles.main}>
            <h2 className={styles.sectionTitle}>{t.pageTitle(nomination.benefitName)}</h2>
            {nomination.canChange ? (
              <NominationForm key={nomination.madeAt ?? 'new'} initial={valuesOf(nomination.nominees)} family={family.data} onSave={onSave} />
            ) : (
              <>
                <Alert tone="info">
                  <p>{nomination.notice ?? t.readOnly}</p>
                </Alert>
                {nomination.nominees.length > 0 ? <NomineesTable nominees={nomination.nominees} /> : <p>{t.none}</p>}
              </>
            )}
          </Card>
          <ConfirmationCard benefitId={id} nomination={nomination} />
        </div>
      </div>
    </Page>
  );
}

export { NominationsPage as Component };
