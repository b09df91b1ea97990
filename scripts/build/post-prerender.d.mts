/** A prerendered page as the build adapter hands it over. */
export interface PrerenderedPage {
  pathname: string;
  html: string;
}
export declare function addCompileHints(distDir: string, pages: readonly PrerenderedPage[]): { marked: number; total: number };
export declare function writeCspHashes(pages: readonly PrerenderedPage[], outFile: string, buildId: string): number;
