// The project's lint rules: the usual recommended sets, and the layout's boundaries, so that a wrong
// import fails `npm test` (docs/decisions/0003-layout.md says why each folder may use which).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/** `@typescript-eslint/no-restricted-imports` for a folder: these app folders are off limits (types allowed). */
const forbid = (folders, message) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: folders.map((folder) => ({
        group: [`~/${folder}`, `~/${folder}/**`],
        message,
        allowTypeImports: true,
      })),
    },
  ],
});

/** Everything above the pure layer. */
const APP = ["site", "routes", "server", "shell", "dialogs", "forms", "components", "ui", "content"];

export default tseslint.config(
  { ignores: ["build/", "public/build/", ".wrangler/", ".bench/", "node_modules/", "exports/", "public/sw.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "18.3" } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The rules of hooks and their dependencies; the React Compiler's rules assume React 19 and the compiler.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    // A scrolling row must be reachable by keyboard (axe: scrollable-region-focusable); it is a named region.
    rules: { "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }] },
  },
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/triple-slash-reference": "off" } },
  importX.flatConfigs.typescript,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "react/prop-types": "off",
      // The site refuses control characters on purpose (redirects, mail headers, file names, HTML).
      "no-control-regex": "off",
      // Swedish typography keeps a number and its unit together with a no-break space ("10 %").
      "no-irregular-whitespace": ["error", { skipJSXText: true, skipStrings: true, skipTemplates: true }],
    },
  },
  // The layout's boundaries.
  {
    files: ["app/shared/**"],
    rules: forbid(APP, "shared/ is pure and runtime-neutral: it imports nothing above it."),
  },
  {
    files: ["app/ui/**"],
    rules: forbid(
      APP.filter((folder) => folder !== "ui"),
      "ui/ holds primitives: they import nothing from the app but shared/.",
    ),
  },
  {
    files: ["app/content/**"],
    rules: forbid(
      APP.filter((folder) => folder !== "content"),
      "content/ is typed data: it imports nothing above shared/.",
    ),
  },
  {
    files: ["app/server/**"],
    rules: forbid(
      ["site", "routes", "shell", "dialogs", "components", "ui", "forms/kit"],
      "server/ is the Worker's: it uses shared/, content/ and server/ (a form's schema and fields too), never client code.",
    ),
  },
  {
    // server/operations/ (the cron, its alerts, /healthz) sits above the rest of server/: it runs
    // leads/ and retention/, and nothing there reaches back up into it.
    files: ["app/server/**"],
    ignores: ["app/server/operations/**"],
    rules: forbid(
      ["site", "routes", "shell", "dialogs", "components", "ui", "forms/kit", "server/operations"],
      "server/operations/ runs leads/ and retention/ from above: nothing else in server/ imports it.",
    ),
  },
  {
    files: ["app/forms/kit/**"],
    rules: forbid(
      [
        "site",
        "routes",
        "server",
        "shell",
        "dialogs",
        "components",
        "content",
        "forms/booking",
        "forms/contact",
        "forms/cookies",
        "forms/job-application",
        "forms/newsletter",
        "forms/quick-contact",
        "forms/quote",
        "forms/unsubscribe",
      ],
      "forms/kit/ is every form's machinery: it knows no form, page or server code.",
    ),
  },
  {
    files: ["app/forms/**/!(*.server).{ts,tsx}"],
    rules: forbid(
      ["site", "routes", "server", "shell", "dialogs"],
      "A form's browser code uses forms/kit, ui/, shared/ and content/, never the server's.",
    ),
  },
  {
    files: ["app/dialogs/**", "app/components/**"],
    rules: forbid(
      ["routes", "server", "shell"],
      "Dialogs and page parts use forms, ui/, shared/ and content/, never the server's or the shell's code.",
    ),
  },
  {
    files: ["app/shell/**"],
    rules: forbid(["site", "routes", "server"], "The shell uses the app's parts, never a route's or the server's code."),
  },
  // Node scripts, tests and configuration run outside the app.
  {
    files: ["scripts/**", "test/**", "*.config.{js,ts}", "server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
);
