import { useState } from 'react';
import { Link } from 'react-router';
import { ownTexts, type LifeEvent } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Badge } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { usePanels } from '../../../ui/SidePanel/index.ts';
import { useLifeEvents } from '../api/useLifeEvents.ts';
import { formatDate } from '../format.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { SectionState } from '../SectionState.tsx';
import type { LifeEventPanelData } from './AddLifeEventPanel.tsx';
import items from '../items.module.css';

const t = ownTexts.profile;
const benefitsLink = <Link to={paths.app.myBenefits}>{t.goToMyBenefits}</Link>;

function LifeEventItem({ event }: { event: LifeEvent }) {
  const open = event.status === 'open';
  const closes = formatDate(event.windowClosesAt);
  return (
    <li className={items.item}>
      <div className={items.itemMain}>
        <h3 className={items.itemTitle}>{event.name}</h3>
        <dl className={items.itemFacts}>
          <div>
            <dt>{t.eventDate}</dt>
            <dd>{formatDate(event.eventDate)}</dd>
          </div>
        </dl>
        <p>
          {open ? t.windowOpenUntil(closes) : t.windowClosedOn(closes)} {open && benefitsLink}
        </p>
      </div>
      <Badge tone={open ? 'success' : 'neutral'}>{open ? t.eventOpen : t.eventClosed}</Badge>
    </li>
  );
}

/** The user's life events and their selection windows; adding one opens a window to change benefits. */
export function LifeEventsSection({ id }: { id: string }) {
  const events = useLifeEvents();
  const openPanel = usePanels((s) => s.openPanel);
  const [added, setAdded] = useState<LifeEvent | null>(null);
  const openForm = () => {
    setAdded(null);
    const data: LifeEventPanelData = { onAdded: setAdded };
    openPanel('add-life-event', data);
  };
  return (
    <ProfileSection
      id={id}
      title={t.lifeEventsTitle}
      intro={t.lifeEventsIntro}
      actions={
        <Button variant="secondary" onClick={openForm}>
          {t.addLifeEvent}
        </Button>
      }
    >
      {added && (
        <Alert tone="success">
          <p>
            {t.lifeEventAdded(formatDate(added.windowClosesAt))} {benefitsLink}
          </p>
        </Alert>
      )}
      {!events.isSuccess ? (
        <SectionState isError={events.isError} onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <p className={items.empty}>{t.noLifeEvents}</p>
      ) : (
        <ul className={items.list}>
          {events.data.map((event) => (
            <LifeEventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
