import { ownTexts, type Policy } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useDownloadPolicy } from '../api/useDownloadPolicy.ts';
import { usePolicies } from '../api/usePolicies.ts';
import { formatDate } from '../format.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import items from '../items.module.css';
import styles from './PoliciesSection.module.css';

const t = ownTexts.profile;

function PolicyItem({ policy }: { policy: Policy }) {
  const download = useDownloadPolicy();
  return (
    <li className={items.item}>
      <div className={items.itemMain}>
        <h3 className={items.itemTitle}>{policy.benefitName}</h3>
        <dl className={items.itemFacts}>
          <div>
            <dt className="visually-hidden">{t.document}</dt>
            <dd>{policy.documentName}</dd>
          </div>
          <div>
            <dt>{t.provider}</dt>
            <dd>{policy.provider ?? t.notRecorded}</dd>
          </div>
          <div>
            <dt>{t.issued}</dt>
            <dd>{formatDate(policy.issuedAt)}</dd>
          </div>
        </dl>
      </div>
      <div className={items.itemActions}>
        <Button variant="secondary" onClick={() => download.mutate(policy)} disabled={download.isPending}>
          {download.isPending ? t.downloading : t.download} <span className="visually-hidden">{t.downloadTarget(policy.documentName, policy.benefitName)}</span>
        </Button>
      </div>
      {download.isError && (
        <div className={styles.error}>
          <Alert tone="error">
            <p>{t.downloadError}</p>
          </Alert>
        </div>
      )}
    </li>
  );
}

/** The user's policy documents (cover certificates), each downloaded with the session's token. */
export function PoliciesSection({ id }: { id: string }) {
  const policies = usePolicies();
  return (
    <ProfileSection id={id} title={t.policiesTitle} intro={t.policiesIntro}>
      {!policies.isSuccess ? (
        <SectionState isError={policies.isError} onRetry={() => void policies.refetch()} />
      ) : policies.data.length === 0 ? (
        <p className={items.empty}>{t.noPolicies}</p>
      ) : (
        <ul className={items.list}>
          {policies.data.map((policy) => (
            <PolicyItem key={policy.id} policy={policy} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
