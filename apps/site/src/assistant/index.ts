// Loaded with the panel (lazily) and by the /ai pages; the prerenderer links page-chunk CSS.
import './assistant.css';

export { AssistantPanelContent } from './PanelContent';
export { SiteAssistantFrame, type SiteAssistantFrameProps } from './SiteAssistantFrame';
