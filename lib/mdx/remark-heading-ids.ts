import type { Root } from 'mdast';
import { setHeadingIds } from '../model/anchors';

/** Remark plugin: each heading's anchor (lib/model/anchors.ts, the one place they are made) becomes its HTML id. */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    setHeadingIds(tree);
  };
}
