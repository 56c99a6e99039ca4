import { SiteAssistantFrame } from '../../assistant';

/** `/ai`: the assistant inside the site layout. */
export default function AskAiPage() {
  return (
    <div className="site-ai-page">
      <h1>Ask AI about the docs</h1>
      <SiteAssistantFrame className="site-ai-page__frame" style={{ height: 'min(560px, 70vh)' }} />
    </div>
  );
}
