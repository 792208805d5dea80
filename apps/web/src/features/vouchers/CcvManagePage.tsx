import { benefitScreenTexts as t, benefitTexts, formatPounds, formatShortDate, ownTexts } from '@portal/contracts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';
import { useTheme } from '../../theme/index.ts';
import { Card } from '../../ui/Card.tsx';
import { Figures } from '../../ui/Figures.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useCcvBalance } from './api/ccvBalance.ts';
import { useCcvManage } from './api/ccvManage.ts';
import { contractPageUrl } from './contractPageUrl.ts';
import { themeFrame } from './frameTheme.ts';
import styles from './CcvManagePage.module.css';

/** /app/ccv/manage: the voucher balance and dates (dd.MM.yy), then the framed contract-management page. */
export function CcvManagePage() {
  useDocumentTitle(t.vouchers.title, useTheme().benefitBrandName);
  const balance = useCcvBalance();
  const manage = useCcvManage();
  const token = useSession((s) => s.accessToken);
  const failed = balance.isError || manage.isError;
  const retry = () => void Promise.all([balance.refetch(), manage.refetch()]);
  return (
    <Page title={t.vouchers.title} breadcrumbs={[{ label: ownTexts.home, to: paths.app.home }, { label: t.vouchers.title }]} intro={t.vouchers.intro}>
      {(balance.isPending || manage.isPending) && !failed && <Loading label={t.vouchers.loading} />}
      {failed && <RetryAlert message={t.vouchers.error} retryLabel={t.retry} onRetry={retry} />}
      <div className={styles.stack}>
        {balance.data && (
          <Figures
            layout="row"
            figures={[
              { label: t.vouchers.balance, value: formatPounds(balance.data.balance), strong: true },
              { label: t.vouchers.lastPayment, value: balance.data.lastPaymentDate ? formatShortDate(balance.data.lastPaymentDate) : t.vouchers.none },
              { label: t.vouchers.nextVoucher, value: balance.data.nextVoucherDate ? formatShortDate(balance.data.nextVoucherDate) : t.vouchers.none },
            ]}
          />
        )}
        {manage.data && token && (
          <Card className={styles.frameCard}>
            <iframe
              className={styles.frame}
              title={benefitTexts.contractPageTitle}
              src={contractPageUrl(manage.data.url, manage.data.tokenParameter, token)}
              onLoad={(event) => themeFrame(event.currentTarget)}
            />
          </Card>
        )}
      </div>
    </Page>
  );
}

export { CcvManagePage as Component };
