export interface Layer {
  name: string;
  folders: string[];
  mayImport: string[];
  except?: string[];
  apart?: boolean;
}
export declare const LAYERS: Layer[];
export declare function resolveSpecifier(specifier: string, from: string): string | null;
export declare function repositoryPath(file: string): string;
export declare function layerOf(path: string, layers?: Layer[]): string | undefined;
export declare function mayImport(from: string, to: string, target: string, fromPath?: string, layers?: Layer[]): boolean;
export declare function allowedFor(from: string, layers?: Layer[]): string;
