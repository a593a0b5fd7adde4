import { minify } from "terser";

/**
 * The second minification of a client file (after esbuild's, which works one statement at a
 * time): terser's passes inline and drop what esbuild leaves, most of it in Remix's router. Only
 * its safe transforms: no syntax newer than the input's, no export renamed, so the manifest and
 * every import between the files hold. Comments go; the license pointer is added back after.
 */
export async function minifyClientModule(code: string, name: string): Promise<string> {
  const result = await minify(code, { module: true, compress: { passes: 3, pure_getters: true }, mangle: true, format: { comments: false } });
  if (result.code === undefined) throw new Error(`${name}: terser returned no code.`);
  return result.code;
}
