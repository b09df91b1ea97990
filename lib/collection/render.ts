import { getMDXComponent } from 'next-contentlayer2/hooks';

/** Turns a page's compiled MDX (`DocPage.code`) into its React component, as contentlayer's runtime does. */
export const pageComponent = getMDXComponent;
