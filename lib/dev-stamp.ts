import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_DATA_FILES } from './dev-status';

const mtime = (file: string) => statSync(join(/*turbopackIgnore: true*/ process.cwd(), file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** The modification times of the dev loop's data files as one string: it changes whenever the pages may have. */
export const devDataStamp = () => DEV_DATA_FILES.map(mtime).join(':');
/** The modification time of one file, 0 when it does not exist. */
export const devFileTime = mtime;
