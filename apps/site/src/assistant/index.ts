// Imported from the slots (the entry bundle), so these styles are in the CSS every
// prerendered page links — page-chunk CSS is not linked when a page is landed on.
import './assistant.css';

export { AssistantPanelContent } from './PanelContent';
export { SiteAssistantFrame, type SiteAssistantFrameProps } from './SiteAssistantFrame';
