import { ModalHost } from '../../ui/Modal/index.ts';
import { SidePanelHost } from '../../ui/SidePanel/index.ts';
import { modalRegistry, panelRegistry } from '../overlays.ts';

/** The side panel and modal hosts with every area's registry: loaded the first time something opens, shown while it is (AppShell). */
export default function Overlays() {
  return (
    <>
      <SidePanelHost registry={panelRegistry} />
      <ModalHost registry={modalRegistry} />
    </>
  );
}
