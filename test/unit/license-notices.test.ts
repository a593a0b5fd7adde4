import { describe, expect, it } from "vitest";
import { splitLicenseBlock } from "../../scripts/build/license-notices";

const block = `/*! Bundled license information:

react/cjs/react.production.min.js:
  (**
   * @license React
   *)
*/
`;

describe("splitLicenseBlock", () => {
  it("splits the code from the notices, and gives the pointer the code ends with", () => {
    const split = splitLicenseBlock(`var a=1;export{a};\n${block}`, "chunk-X.js");
    expect(split?.code).toBe("var a=1;export{a};\n");
    expect(split?.pointer).toBe("/*! For license information please see chunk-X.js.LICENSE.txt */\n");
    expect(split?.licenses).toBe(
      "Bundled license information for chunk-X.js:\n\nreact/cjs/react.production.min.js:\n  (**\n   * @license React\n   *)\n",
    );
  });

  it("leaves a file without notices alone", () => {
    expect(splitLicenseBlock("var a=1;", "chunk-Y.js")).toBeNull();
  });

  it("refuses a block that code follows, rather than cutting code off", () => {
    expect(() => splitLicenseBlock(`${block}var b=2;`, "chunk-Z.js")).toThrow(/does not end the file/);
  });
});
