'use client';

/** Switches between the light and dark themes and remembers the reader's choice on this device. */
export function ThemeToggle() {
  const toggle = () => {
    const root = document.documentElement;
    const current = root.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    const next = current === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Storage can be unavailable (private mode); the theme still applies to this page.
    }
  };
  return (
    <button type="button" className="icon-button theme-toggle" onClick={toggle} aria-label="Switch between light and dark theme" title="Switch theme">
      <span aria-hidden="true" className="theme-icon" />
    </button>
  );
}

/** Runs in <head> before the page paints: applies a stored choice; without one, CSS follows the system. */
export const themeScript = `try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
