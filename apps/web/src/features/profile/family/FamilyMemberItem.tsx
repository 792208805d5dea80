import { useEffect, useRef, useState } from 'react';
import { messages, ownTexts, type FamilyMember } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useRemoveFamilyMember } from '../api/useRemoveFamilyMember.ts';
import items from '../items.module.css';
import styles from './FamilyMemberItem.module.css';

const t = ownTexts.profile;

interface FamilyMemberItemProps {
  member: FamilyMember;
  onEdit: () => void;
  onRemoved: (message: string) => void;
}

/** One member: name, relationship, date of birth (Y-MM-dd, spec §3), education end; edit, or remove after a confirmation. */
export function FamilyMemberItem({ member, onEdit, onRemoved }: FamilyMemberItemProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFamilyMember();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  const questionId = `remove-${member.familyMemberId}`;
  const removeButtonId = `${questionId}-button`;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (returnFocus.current) document.getElementById(removeButtonId)?.focus();
    returnFocus.current = false;
  }, [confirming, removeButtonId]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  const confirm = () =>
    remove.mutate(member.familyMemberId, {
      onSuccess: () => onRemoved(t.memberRemoved(member.name)),
      onError: cancel,
    });

  const hidden = <span className="visually-hidden">{member.name}</span>;
  return (
    <li className={items.item}>
      <div className={items.itemMain}>
        <h3 className={items.itemTitle}>{member.name}</h3>
        <dl className={items.itemFacts}>
          <div>
            <dt>{t.relationship}</dt>
            <dd>{t.relationships[member.relationship]}</dd>
          </div>
          <div>
            <dt>{t.dateOfBirth}</dt>
            <dd>{member.dateOfBirth}</dd>
          </div>
          {member.fullTimeEducationEndDate && (
            <div>
              <dt>{t.educationUntil}</dt>
              <dd>{member.fullTimeEducationEndDate}</dd>
            </div>
          )}
        </dl>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={questionRef} tabIndex={-1} className={styles.question}>
            {t.removeQuestion(member.name)}
          </p>
          <div className={items.itemActions}>
            <Button variant="secondary" onClick={cancel}>
              {ownTexts.cancel}
            </Button>
            <Button onClick={confirm} disabled={remove.isPending}>
              {t.confirmRemove}
            </Button>
          </div>
        </div>
      ) : (
        <div className={items.itemActions}>
          <Button variant="secondary" onClick={onEdit}>
            {t.edit} {hidden}
          </Button>
          <Button id={removeButtonId} variant="ghost" onClick={() => setConfirming(true)}>
            {t.remove} {hidden}
          </Button>
        </div>
      )}
      {remove.isError && (
        <div className={styles.error}>
          <Alert tone="error">
            <p>{errorText(remove.error, messages.generic.somethingWrong)}</p>
          </Alert>
        </div>
      )}
    </li>
  );
}
