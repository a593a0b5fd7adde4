/**
 * esbuild (with its default `legalComments: "eof"`) gathers the license comments of the packages a
 * bundle holds into one block at the end of the file. This splits that block off, and gives the
 * one-line pointer the code ends with instead, to a text file beside it named as terser's
 * `extractComments` names it.
 */
const LICENSE_BLOCK_START = "/*! Bundled license information:";

export function licenseFileName(scriptName: string): string {
  return `${scriptName}.LICENSE.txt`;
}

export function splitLicenseBlock(code: string, scriptName: string): { code: string; pointer: string; licenses: string } | null {
  const start = code.lastIndexOf(LICENSE_BLOCK_START);
  if (start === -1) return null;
  const block = code.slice(start);
  if (!block.trimEnd().endsWith("*/")) throw new Error(`${scriptName}: the license block does not end the file.`);
  const licenses = block
    .slice(LICENSE_BLOCK_START.length, block.trimEnd().length - 2)
    .trim()
    .concat("\n");
  const pointer = `/*! For license information please see ${licenseFileName(scriptName)} */\n`;
  return { code: code.slice(0, start), pointer, licenses: `Bundled license information for ${scriptName}:\n\n${licenses}` };
}
