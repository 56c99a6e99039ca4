export {
  markdownOf,
  type ComponentMarkdown,
  type MarkdownOptions,
  type MarkdownPage,
} from './markdown.js';
export {
  llmsTxt,
  llmsFullTxt,
  markdownUrl,
  type LlmsFullPage,
  type LlmsPage,
  type LlmsSection,
  type LlmsSite,
} from './llms-txt.js';
