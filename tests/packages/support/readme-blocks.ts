// The runnable examples of a README: fenced code blocks whose info string names a file (```js file=example.mjs).

/** File name → code, in the order the README shows them; a name used twice is an error. */
export function readmeBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const fence = /^```[\w-]*[ \t]+file=(\S+)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, file, code] = match;
    if (blocks.has(file!)) throw new Error(`README names ${file} twice`);
    blocks.set(file!, code!);
  }
  return blocks;
}
