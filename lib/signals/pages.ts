import 'server-only';
import { getSite } from '@/lib/runtime/site';

/** Whether `href` is the canonical URL of one of the site's pages: current's, or a frozen version's under its route. */
export const isPage = (href: string): boolean => getSite().isPage(href);
