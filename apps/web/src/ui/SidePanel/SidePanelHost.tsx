import { OverlayHost } from '../overlay/OverlayHost.tsx';
import type { OverlayRegistry } from '../overlay/types.ts';
import { usePanels, type PanelDataMap } from './panelStore.ts';

export function SidePanelHost({ registry }: { registry: OverlayRegistry<PanelDataMap> }) {
  const { current, closing, closePanel } = usePanels();
  return <OverlayHost variant="panel" registry={registry} current={current} closing={closing} close={closePanel} />;
}
