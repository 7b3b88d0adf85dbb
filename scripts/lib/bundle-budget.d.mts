// Types of bundle-budget.mjs for the TypeScript tests that import it.
export declare const KIB: number;
export declare const BUDGETS: { loginRoute: number; lazyChunk: number; widgetChunk: number };
export declare const LOGIN_ROUTE: string;
export declare const HEAVY_LIBRARIES: string[];
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export interface BuildAnalysis {
  entry: { files: string[]; gzip: number };
  login: { files: string[]; gzip: number };
  chunks: { key: string; file: string; gzip: number; widget: boolean }[];
  violations: string[];
}
export declare function analyzeBuild(
  manifest: Record<string, ManifestChunk>,
  read: (file: string) => Buffer | null,
): BuildAnalysis;
export declare function analyzeDist(distDir: string): BuildAnalysis;
export declare function kib(bytes: number): number;
