import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * What the bad-network layer needs from a route, checked for every route so that a new one cannot
 * forget it: a route with an action answers a lost or foreign answer in the browser (clientAction),
 * and a route with a loader and a page skips the reload that would fail the same way
 * (shouldRevalidate). Every post from a page goes through the form kit. The sources are read as
 * TypeScript's parser reads them, so no spelling of an export or an attribute slips past.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function parse(path: string, source = readFileSync(path, "utf8")): ts.SourceFile {
  return ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The module's exported names; `default` for a default export. */
function exportsOf(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (ts.isExportAssignment(statement)) {
      names.add("default");
    } else if (isExported(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some(
        (modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword,
      );
      if (isDefault) names.add("default");
      else if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

const FORM_TAGS = /^(?:form|Form|\w+\.Form)$/;

/**
 * Every `<form>`, `<Form>` or `<x.Form>` that says a method other than a literal "get" and does not
 * spread the kit's props: a post that bypasses the kit, however the method is written.
 */
function postsOutsideTheKit(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      if (FORM_TAGS.test(tag)) {
        const attributes = node.attributes.properties;
        const spreadsKit = attributes.some((attribute) => ts.isJsxSpreadAttribute(attribute));
        const method = attributes.find(
          (attribute): attribute is ts.JsxAttribute => ts.isJsxAttribute(attribute) && attribute.name.getText(file) === "method",
        );
        if (method && !spreadsKit && !isLiteralGet(method.initializer)) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
          found.push(`${file.fileName}:${line + 1} <${tag} method=${method.initializer?.getText(file) ?? ""}>`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isLiteralGet(initializer: ts.JsxAttributeValue | undefined): boolean {
  const value = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
  return (
    value !== undefined && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && value.text.toLowerCase() === "get"
  );
}

const routes = files("app/routes").map((path) => ({ path, file: parse(path) }));

describe("every route has what the bad-network layer needs", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const { path, file } of routes) {
    const exported = exportsOf(file);
    const hasPage = exported.has("default");
    if (exported.has("action")) {
      it(`${path}: a route with an action has a clientAction`, () => expect(exported.has("clientAction")).toBe(true));
    }
    if (exported.has("loader") && hasPage) {
      it(`${path}: a page with a loader has shouldRevalidate`, () => expect(exported.has("shouldRevalidate")).toBe(true));
    }
  }

  it("the root, whose loader every page shares, has shouldRevalidate", () => {
    expect(exportsOf(parse("app/root.tsx")).has("shouldRevalidate")).toBe(true);
  });

  it("no page posts a form but through the form kit (a GET search form is a link)", () => {
    const posts = files("app")
      .filter((path) => path.endsWith(".tsx"))
      .flatMap((path) => postsOutsideTheKit(parse(path)));
    expect(posts).toEqual([]);
  });

  it("the guard sees a post however its method is spelt, and lets the kit's forms and GET forms through", () => {
    const sample = parse(
      "sample.tsx",
      `export default function Sample({ form, fetcher, method }) {
        return (<>
          <form method="post" />
          <Form method={"post"} />
          <fetcher.Form method={\`POST\`} />
          <form method={method} />
          <form method="get" action="/blogg" />
          <form action="/blogg" />
          <form.Form key={form.formKey} {...form.formProps} method="post" />
        </>);
      }`,
    );
    expect(postsOutsideTheKit(sample).map((line) => line.replace(/^sample\.tsx:\d+ /, ""))).toEqual([
      '<form method="post">',
      '<Form method={"post"}>',
      "<fetcher.Form method={`POST`}>",
      "<form method={method}>",
    ]);
    expect([...exportsOf(sample)]).toEqual(["default"]);
  });
});
