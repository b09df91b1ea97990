/** Opens search. Without JavaScript it is a plain link to the search page. */
export function SearchTrigger() {
  return (
    <a href="/current/search" className="search-trigger" data-search-trigger="">
      <span aria-hidden="true" className="search-icon" />
      <span>Search</span>
      <kbd className="search-kbd" aria-hidden="true">Ctrl K</kbd>
    </a>
  );
}
