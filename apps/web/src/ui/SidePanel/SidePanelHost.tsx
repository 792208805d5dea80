import { OverlayHost } from '../overlay/OverlayHost.tsx';
import type { OverlayRegistry } from '../overlay/types.ts';
import { usePanels, type PanelType } from './panelStore.ts';

export function SidePanelHost({ registry }: { registry: OverlayRegistry<PanelType> }) {
  const { current, closing, closePanel } = usePanels();
  return <OverlayHost variant="panel" registry={registry} current={current} closing={closing} close={closePanel} />;
}
