import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_DATA_FILES } from './dev-status';

/** The modification time of one file under the working directory, undefined when it does not exist. */
export const devFileTime = (file: string) => statSync(join(/*turbopackIgnore: true*/ process.cwd(), file), { throwIfNoEntry: false })?.mtimeMs;

/** The modification times of the dev loop's data files as one string: it changes whenever the pages may have. */
export const devDataStamp = () => DEV_DATA_FILES.map((file) => devFileTime(file) ?? 0).join(':');
