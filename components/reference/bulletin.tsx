import { H2 } from '@/components/heading';
import { DataTable } from '@/components/reference/data-table';
import { BULLETIN_DETAILS } from '@/lib/kinds/bulletin';
import { DEPENDENCIES_HEADING } from '@/lib/kinds/dependencies';
import type { BulletinData, Dependency } from '@/lib/model/schema';

export function BulletinDetails({ bulletin }: { bulletin: BulletinData }) {
  const rows: [string, string][] = [
    ['Bulletin', bulletin.id],
    ['Published', bulletin.date],
    ['Severity', bulletin.severity],
    ['CVE', bulletin.cves.length ? bulletin.cves.join(', ') : 'None assigned'],
    ['Affected versions', bulletin.affected.join('; ')],
    ['Fixed in', bulletin.fixed.join('; ')],
  ];
  return (
    <>
      <H2 id={BULLETIN_DETAILS.id}>{BULLETIN_DETAILS.text}</H2>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Bulletin details">
        <table>
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function DependencyTable({ dependencies }: { dependencies: Dependency[] }) {
  return (
    <>
      <H2 id={DEPENDENCIES_HEADING.id}>{DEPENDENCIES_HEADING.text}</H2>
      <DataTable
        label="Third-party components"
        columns={['Component', 'Version', 'License']}
        rows={dependencies.map((d) => ({ key: `${d.name}@${d.version}`, cells: [d.name, d.version, d.license] }))}
      />
    </>
  );
}
