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
import { readdirSync } from "node:fs";

/**
 * `@typescript-eslint/no-restricted-imports` for a folder: each group's app folders are off limits,
 * with its own reason. ESLint keeps one block's options for a rule, the last that matches a file,
 * so every file below is in exactly one boundary block, which names all that file may not use.
 */
const forbid = (...groups) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: groups.flatMap(({ folders, message, types = true }) =>
        folders.map((folder) => ({ group: [`~/${folder}`, `~/${folder}/**`], message, allowTypeImports: types })),
      ),
    },
  ],
});

/** Everything above the pure layer. */
const APP = ["page-bundle", "routes", "server", "shell", "dialogs", "forms", "components", "ui", "content"];

/** One folder per form, beside the kit and the parts that several forms share. */
const FORMS = readdirSync(new URL("./app/forms", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "kit" && entry.name !== "shared")
  .map((entry) => `forms/${entry.name}`);

const serverBoundary = {
  folders: ["page-bundle", "routes", "shell", "dialogs", "components", "ui", "forms/kit"],
  message: "server/ is the Worker's: it uses shared/, content/ and server/ (a form's schema and fields too), never client code.",
};

const formBrowserCode = {
  folders: ["page-bundle", "routes", "server", "shell", "dialogs"],
  message: "A form's browser code uses forms/kit, ui/, shared/ and content/, never the server's.",
};
const otherForms = (form) => ({
  folders: FORMS.filter((folder) => folder !== form),
  message: "A form knows no other form: what two forms share sits in forms/shared/ or shared/.",
});

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
  // The layout's boundaries. The floor (shared/, ui/, content/) takes no types from above either.
  {
    files: ["app/shared/**"],
    rules: forbid({ folders: APP, types: false, message: "shared/ is pure and runtime-neutral: it imports nothing above it." }),
  },
  {
    files: ["app/ui/**"],
    rules: forbid({
      folders: APP.filter((folder) => folder !== "ui"),
      types: false,
      message: "ui/ holds primitives: they import nothing from the app but shared/.",
    }),
  },
  {
    files: ["app/content/**"],
    rules: forbid({
      folders: APP.filter((folder) => folder !== "content"),
      types: false,
      message: "content/ is typed data: it imports nothing above shared/.",
    }),
  },
  {
    // server/operations/ (the cron, its alerts, /healthz) sits above the rest of server/: it runs
    // leads/ and retention/, and nothing there reaches back up into it.
    files: ["app/server/**"],
    ignores: ["app/server/operations/**"],
    rules: forbid(serverBoundary, {
      folders: ["server/operations"],
      message: "server/operations/ runs leads/ and retention/ from above: nothing else in server/ imports it.",
    }),
  },
  { files: ["app/server/operations/**"], rules: forbid(serverBoundary) },
  {
    files: ["app/forms/kit/**"],
    rules: forbid({
      folders: ["page-bundle", "routes", "server", "shell", "dialogs", "components", "content", "forms/shared", ...FORMS],
      message: "forms/kit/ is every form's machinery: it knows no form (each hands it its own schema), page or server code.",
    }),
  },
  {
    files: ["app/forms/shared/**/!(*.server).{ts,tsx}"],
    rules: forbid(formBrowserCode, {
      folders: ["forms/kit", ...FORMS],
      message: "forms/shared/ holds the fields, checks and messages that forms share: it knows no form.",
    }),
  },
  {
    // What several forms' actions share (a lead made from a definition, its mail lines) is the Worker's.
    files: ["app/forms/shared/**/*.server.{ts,tsx}"],
    rules: forbid(
      { folders: ["forms/kit", ...FORMS], message: "forms/shared/ knows no form: each hands it its own definition." },
      {
        folders: ["page-bundle", "routes", "shell", "dialogs", "components"],
        message: "A form's action is the Worker's: it uses server/, its form's own files, shared/ and content/, never a page's parts.",
      },
    ),
  },
  ...FORMS.flatMap((form) => [
    { files: [`app/${form}/**/!(*.server).{ts,tsx}`], rules: forbid(formBrowserCode, otherForms(form)) },
    {
      files: [`app/${form}/**/*.server.{ts,tsx}`],
      rules: forbid(otherForms(form), {
        folders: ["page-bundle", "routes", "shell", "dialogs", "components"],
        message: "A form's action is the Worker's: it uses server/, its form's own files, shared/ and content/, never a page's parts.",
      }),
    },
  ]),
  {
    files: ["app/dialogs/**", "app/components/**"],
    rules: forbid({
      folders: ["routes", "server", "shell"],
      message: "Dialogs and page parts use forms, ui/, shared/ and content/, never the server's or the shell's code.",
    }),
  },
  {
    files: ["app/shell/**"],
    rules: forbid({
      folders: ["page-bundle", "routes", "server"],
      message: "The shell uses the app's parts, never a route's or the server's code.",
    }),
  },
  // Node scripts, tests and configuration run outside the app.
  {
    files: ["scripts/**", "harness/**", "test/**", "*.config.{js,ts}", "server.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  // The local workerd harness serves the tests and the scripts (bench, load, Lighthouse); a script
  // needs no test, and the harness no test runner.
  {
    files: ["scripts/**", "harness/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./scripts", "./harness"],
              from: "./test",
              message: "Scripts and the harness import no test code: move what both need to harness/.",
            },
          ],
        },
      ],
    },
  },
);
