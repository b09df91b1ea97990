import Link from 'next/link';
import { site } from '@/lib/model/site';
import { MobileMenuButton } from './mobile-menu-button';
import { SearchTrigger } from './search-trigger';
import { ThemeToggle } from './theme-toggle';
import { VersionSwitcher } from './version-switcher';

export function DocsNavbar() {
  return (
    <header className="navbar">
      <MobileMenuButton />
      <Link href="/current/" prefetch={false} className="brand">
        <span className="brand-name">{site.product}</span> <span className="brand-docs">Documentation</span>
      </Link>
      <VersionSwitcher />
      <div className="navbar-end">
        <SearchTrigger />
        <ThemeToggle />
      </div>
    </header>
  );
}
