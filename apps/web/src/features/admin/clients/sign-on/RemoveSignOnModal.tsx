import { messages, samlTexts, signOnTexts } from '@portal/contracts';
import { errorText } from '../../../../api/errors.ts';
import { Alert } from '../../../../ui/Alert.tsx';
import { Button } from '../../../../ui/Button.tsx';
import type { ModalBodyProps, Titled } from '../../../../ui/Modal/index.ts';
import { useRemoveSignOn } from '../api/removeSignOn.ts';
import { newerSaml, useRemoveSaml } from '../api/saml.ts';
import { newerSignOn } from '../api/saveSignOn.ts';
import styles from '../../../../ui/confirm.module.css';

const t = signOnTexts.remove;

export interface RemoveSignOnData extends Titled {
  clientId: number;
  /** The client's settings version the tab read. */
  version: number;
  /** Which provider goes: OpenID Connect unless said. */
  protocol?: 'oidc' | 'saml';
}

/** Confirms removing the client's identity provider (OpenID Connect or SAML), its e-mail domains and logout address. */
export default function RemoveSignOnModal({ data, close }: ModalBodyProps<'remove-sign-on'>) {
  const removeOidc = useRemoveSignOn(data.clientId);
  const removeSaml = useRemoveSaml(data.clientId);
  const saml = data.protocol === 'saml';
  const remove = saml ? removeSaml : removeOidc;
  const newer = (error: unknown) => (saml ? newerSaml(error) : newerSignOn(error));
  if (remove.isSuccess) {
    return (
      <div className={styles.body}>
        <p role="status">{saml ? samlTexts.remove.removed : t.removed}</p>
        <div className={styles.actions}>
          <Button onClick={() => close({ success: true })}>{t.close}</Button>
        </div>
      </div>
    );
  }
  const failed = remove.isError ? (newer(remove.error) ? signOnTexts.changedSinceOpened : errorText(remove.error, messages.generic.somethingWrong)) : null;
  return (
    <div className={styles.body}>
      <p>{saml ? samlTexts.remove.confirm : t.confirm}</p>
      {failed && (
        <Alert tone="error">
          <p>{failed}</p>
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={remove.isPending} onClick={() => close()}>
          {t.cancel}
        </Button>
        <Button disabled={remove.isPending || newer(remove.error) !== null} onClick={() => remove.mutate(data.version)}>
          {remove.isPending ? t.removing : t.yes}
        </Button>
      </div>
    </div>
  );
}
