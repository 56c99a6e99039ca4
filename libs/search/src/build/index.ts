/// <reference types="node" />
/** Node-only: building the search index from rendered HTML, writing it, and measuring it. */
export {
  buildSearchRecords,
  mainRegion,
  REACT_ID,
  type BuildRecordsOptions,
  type SearchPageInput,
} from './records.js';
export {
  extractSections,
  defaultExtractOptions,
  passageExtractOptions,
  type ExtractOptions,
  type HtmlSection,
} from './sections.js';
export { writeSearchIndex } from './write.js';
export { writeSearchShards, type ShardsReport, type WriteShardsOptions } from './write-shards.js';
export { FIELD_BOOST, PASSAGE_SCORING, type IndexScoring } from '../providers/local/index-data.js';
export {
  benchSearchIndex,
  benchQueries,
  formatSearchBench,
  type SearchBenchReport,
} from './bench.js';
export {
  SEARCH_INDEX_PATH,
  SEARCH_PASSAGES_PATH,
  SEARCH_SHARDS_PATH,
  type SearchIndexFile,
  type SearchRecord,
} from '../core/types.js';
