import { SearchButton } from '@sitekit/search/react';
import { Footer, useSiteConfig, type SlotComponents } from '@sitekit/theme';
import { searchProvider, useNavigate } from './search';

/** The navbar search button over the local index. */
function TidepoolSearchButton() {
  const { search } = useSiteConfig();
  return (
    <SearchButton
      provider={searchProvider}
      navigate={useNavigate()}
      placeholder={search.placeholder}
    />
  );
}

/** The theme's footer (columns and copyright from the config) with one line of our own. */
function TidepoolFooter() {
  return (
    <Footer>
      <p className="tp-footer-note">
        Tidepool is an invented product: these docs show that the <code>@sitekit</code> libraries
        build any product&rsquo;s site.
      </p>
    </Footer>
  );
}

/** Tidepool's replacements for theme slots. */
export const slots: Partial<SlotComponents> = {
  SearchButton: TidepoolSearchButton,
  Footer: TidepoolFooter,
};
