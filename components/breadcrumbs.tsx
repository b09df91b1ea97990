import Link from 'next/link';

export interface BreadcrumbsProps {
  trail: { label: string; href?: string }[];
  /** The home page of the version being read. */
  home?: string;
}

export function Breadcrumbs({ trail, home = '/current/' }: BreadcrumbsProps) {
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link href={home} prefetch={false}>
            Home
          </Link>
        </li>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link href={crumb.href} prefetch={false}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
