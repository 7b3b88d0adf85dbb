// Types of bootstrap.mjs for the TypeScript tests that import it.
export interface PackageBuild {
  name: string;
  /** Folder whose dist/ holds the build and its input stamp. */
  dir: string;
  /** Files and folders (relative to the workspace) the build reads. */
  inputs: string[];
  /** Environment the build embeds: another value is another build. */
  env?: () => Record<string, string | undefined>;
}
export declare function pnpmCommand(): [string, string[]];
export declare function pnpm(args: string[], opts?: object): Promise<number>;
export declare function install(): Promise<void>;
export declare function inputDigest(
  inputs: string[],
  env?: Record<string, string | undefined>,
  base?: string,
): string;
export declare function build(options?: {
  force?: boolean;
  builds?: PackageBuild[];
  base?: string;
  runBuild?: (name: string) => Promise<number>;
}): Promise<string[]>;
