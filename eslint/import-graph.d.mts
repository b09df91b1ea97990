export interface Import {
  specifier: string;
  target: string | null;
  typeOnly: boolean;
}
export declare const SOURCE_DIRS: string[];
export declare const ROOT_FILES: string[];
export declare function sourceFiles(): string[];
export declare function importsOf(file: string): Import[];
export declare function importGraph(files?: string[]): Map<string, (Import & { target: string })[]>;
export declare function cycles(graph: Map<string, { target: string }[]>): string[][];
