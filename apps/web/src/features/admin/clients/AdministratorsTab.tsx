import { clientAdminTexts, type ClientDetail } from '@portal/contracts';
import { AdministratorsView } from '../../../ui/administrators/AdministratorsView.tsx';
import { useAdministrators, useInviteAdministrator, useRemoveAdministrator, useSetSuspended } from './api/administrators.ts';

const t = clientAdminTexts.administrators;

/** The client's HR administrators: invite one by name and e-mail; suspend, reinstate or remove (the view is shared with the employer area). */
export function AdministratorsTab({ client }: { client: ClientDetail }) {
  const list = useAdministrators(client.id);
  const invite = useInviteAdministrator(client.id);
  const suspend = useSetSuspended(client.id);
  const remove = useRemoveAdministrator(client.id);

  return (
    <section aria-labelledby="administrators-heading">
      <h2 id="administrators-heading">{clientAdminTexts.tabs.administrators}</h2>
      <p>{t.intro}</p>
      <AdministratorsView
        list={list}
        onInvite={invite.mutateAsync}
        onSuspend={(userId, suspended) => suspend.mutateAsync({ userId, suspended })}
        onRemove={remove.mutateAsync}
        inviteHint={t.inviteHint}
        inviteHeadingLevel={3}
      />
    </section>
  );
}
