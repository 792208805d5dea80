import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { catalogueTexts as t, formatLongDate, ownTexts, type CatalogueBenefit, type ClientDetail } from '@portal/contracts';
import { ApiError } from '../../../../../api/errors.ts';
import { adminBenefitsPath } from '../../../../../config/paths.ts';
import { Alert } from '../../../../../ui/Alert.tsx';
import { Button } from '../../../../../ui/Button.tsx';
import { Loading } from '../../../../../ui/Loading.tsx';
import { useModals } from '../../../../../ui/Modal/index.ts';
import { RetryAlert } from '../../../../../ui/RetryAlert.tsx';
import { useBenefit } from '../../api/benefit.ts';
import type { AddedState } from '../AddBenefitForm.tsx';
import { QuotePanel } from '../quote/QuotePanel.tsx';
import { BenefitEditor } from './BenefitEditor.tsx';
import { PriceChanges } from './PriceChanges.tsx';
import { useBenefitForm } from './useBenefitForm.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import styles from './Editor.module.css';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The editor of a loaded benefit, the quote panel beside it, and below them its price changes, withdrawal and deletion. */
function Editor({ client, benefit }: { client: ClientDetail; benefit: CatalogueBenefit }) {
  const editor = useBenefitForm(benefit);
  const openModal = useModals((s) => s.openModal);
  const navigate = useNavigate();
  const added = (useLocation().state as AddedState | null)?.added;
  const name = benefit.draft.name;
  const yearPath = adminBenefitsPath(client.id, benefit.schemeYear.id);
  return (
    <>
      <div className={styles.notes}>
        <p className="muted">
          {t.editor.yearLine(benefit.schemeYear.year)}
          {benefit.withdrawnOn && ` · ${t.withdrawnFrom(formatLongDate(benefit.withdrawnOn))}`}
        </p>
        {added && (
          <Alert tone="success">
            <p>{t.library.added(added)}</p>
          </Alert>
        )}
        {benefit.inUse > 0 && (
          <Alert tone="info">
            <p>{t.editor.inUse(benefit.inUse)}</p>
          </Alert>
        )}
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <BenefitEditor clientId={client.id} benefit={benefit} editor={editor} />
        </div>
        <aside className={styles.side} aria-labelledby="quote-title">
          <QuotePanel clientId={client.id} benefitId={benefit.id} control={editor.form.control} />
        </aside>
        <div className={styles.after}>
          {(benefit.pricingLocked || benefit.inUse > 0) && <PriceChanges clientId={client.id} benefitId={benefit.id} />}
          <WithdrawForm clientId={client.id} benefit={benefit} />
          <section className={styles.danger} aria-labelledby="delete-title">
            <h3 id="delete-title">{t.delete.button}</h3>
            <Button
              variant="secondary"
              onClick={() =>
                openModal('delete-benefit', {
                  title: t.delete.title(name),
                  clientId: client.id,
                  benefitId: benefit.id,
                  name,
                  version: benefit.version,
                  onDeleted: () => void navigate(yearPath, { replace: true }),
                })
              }
            >
              {t.delete.button}
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * `/app/admin/clients/{id}/benefits/{benefitId}`: one benefit's editor under the client's page (issue 28 §1 and §2), with
 * the way back to its year's list.
 */
export function BenefitEditorPage({ client }: { client: ClientDetail }) {
  const benefitId = idOf(useParams().benefitId);
  const benefit = useBenefit(client.id, benefitId);
  const name = benefit.data?.draft.name;
  const back = (
    <p>
      <Link to={adminBenefitsPath(client.id, benefit.data?.schemeYear.id)}>{t.editor.back}</Link>
    </p>
  );
  let body;
  if (benefit.isError && !benefit.data) {
    const missing = benefit.error instanceof ApiError && benefit.error.status === 404;
    body = missing ? (
      <Alert tone="error">
        <p>{t.errors.benefitNotFound}</p>
      </Alert>
    ) : (
      <RetryAlert message={t.loadBenefitFailed} retryLabel={ownTexts.profile.retry} onRetry={() => void benefit.refetch()} />
    );
  } else if (!benefit.data) body = <Loading label={t.loading} />;
  else body = <Editor key={benefit.data.id} client={client} benefit={benefit.data} />;
  return (
    <section aria-labelledby="benefit-editor-title">
      {back}
      <h2 id="benefit-editor-title">{name ? t.editor.heading(name) : t.title}</h2>
      {body}
    </section>
  );
}
