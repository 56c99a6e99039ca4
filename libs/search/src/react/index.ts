export {
  SearchButton,
  type SearchButtonProps,
  type SearchModalModule,
} from './SearchButton/index.js';
export type {
  SearchModalOptions,
  SearchModalProps,
  SearchModalTranslations,
} from './SearchModal/types.js';
export {
  SearchPage,
  urlQueryParam,
  defaultSearchPageTexts,
  type SearchPageProps,
  type QueryParamStore,
  type SearchPageTexts,
} from './SearchPage/index.js';
export { isExternalUrl, followUrl, isModifiedClick, type SearchNavigation } from './navigation.js';
