/** The employer area's public face: its side panels and modals. */
export { employerModals, employerPanels } from './registry.ts';
