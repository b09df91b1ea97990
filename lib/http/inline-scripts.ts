/**
 * The one inline script of every page, run in <head> before the body is parsed (its hash goes into the page's
 * CSP through scripts/build/post-prerender.mjs). It does five things that cannot wait for React:
 *
 * 1. Theme: applies a stored choice of "light" or "dark"; without one (the "system" choice) CSS follows the system.
 * 2. Search keys: Ctrl+K, ⌘K or "/" pressed before the page has hydrated, and every character typed after it, are
 *    kept in `window.__searchKeys`; the search button (components/search-trigger.tsx) opens the dialog with them
 *    when it hydrates and sets `window.__searchReady`, after which this listener stands aside.
 * 3. Code wrap: a stored choice to wrap long code lines sets `data-code-wrap` on <html> (components/code-wrap-button.tsx).
 * 4. Tabs: `__tabs(element)` selects a tab group's remembered tab before the group is painted; each group
 *    (components/mdx/tabs.tsx) calls it from a one-line script right after its markup.
 * 5. Announcement: `__announce(element)` hides the announcement bar (components/announcement-bar.tsx) before it is
 *    painted when the reader dismissed its id, and makes its button dismiss it; the bar calls it the same way.
 * 6. Privacy: a browser that sends Global Privacy Control or Do Not Track gets `data-signals="off"` on <html>, which
 *    hides the feedback question before it is painted and stops search signals (lib/signals/browser.ts).
 */
export const TABS_STORAGE_KEY = 'dremio-docs:tabs';
export const THEME_STORAGE_KEY = 'theme';
export const CODE_WRAP_STORAGE_KEY = 'dremio-docs:code-wrap';
export const DISMISSED_STORAGE_KEY = 'dremio-docs:dismissed';

const theme =
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}'),d=document.documentElement;if(t==='light'||t==='dark')d.dataset.theme=t;` +
  `if(localStorage.getItem('${CODE_WRAP_STORAGE_KEY}'))d.dataset.codeWrap=''}catch(e){}`;

const searchKeys =
  `addEventListener('keydown',function(e){var w=window,k=e.key,t=e.target;if(w.__searchReady)return;` +
  `if(w.__searchKeys==null){var typing=t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);` +
  `if(((k==='k'||k==='K')&&(e.ctrlKey||e.metaKey))||(k==='/'&&!typing&&!e.ctrlKey&&!e.metaKey)){e.preventDefault();w.__searchKeys=''}}` +
  `else if(k.length===1&&!e.ctrlKey&&!e.metaKey&&!e.altKey){e.preventDefault();w.__searchKeys+=k}` +
  `else if(k==='Backspace'){e.preventDefault();w.__searchKeys=w.__searchKeys.slice(0,-1)}` +
  `else if(k==='Escape')w.__searchKeys=null},true);`;

const tabs =
  `window.__tabs=function(g){try{var c=JSON.parse(localStorage.getItem('${TABS_STORAGE_KEY}')||'{}')[g.dataset.group];if(c==null)return;` +
  `var t=g.querySelectorAll('[role=tab]'),p=g.querySelectorAll(':scope>[role=tabpanel]'),i=-1,k;` +
  `for(k=0;k<t.length;k++)if(t[k].dataset.label===c)i=k;if(i<0)return;` +
  `for(k=0;k<t.length;k++){t[k].setAttribute('aria-selected',k===i);t[k].tabIndex=k===i?0:-1;p[k].hidden=k!==i}}catch(e){}};`;

const announce =
  `window.__announce=function(b){var k='${DISMISSED_STORAGE_KEY}',id=b.dataset.announcement,d=[];` +
  `try{d=JSON.parse(localStorage.getItem(k)||'[]')}catch(e){}if(!Array.isArray(d))d=[];if(d.indexOf(id)>=0)b.hidden=true;` +
  `b.querySelector('button').onclick=function(){b.hidden=true;try{localStorage.setItem(k,JSON.stringify(d.concat(id).slice(-20)))}catch(e){}` +
  `var m=document.getElementById('content');if(m)m.focus()}};`;

const privacy = `try{var n=navigator;if(n.globalPrivacyControl||n.doNotTrack==='1'||window.doNotTrack==='1')document.documentElement.dataset.signals='off'}catch(e){}`;

export const headScript = theme + searchKeys + tabs + announce + privacy;

/** What each tab group runs right after its markup (the same text everywhere, so one CSP hash). */
export const tabsInlineScript = '__tabs(document.currentScript.previousElementSibling)';

/** What the announcement bar runs right after its markup (the same text everywhere, so one CSP hash). */
export const announceInlineScript = '__announce(document.currentScript.previousElementSibling)';
