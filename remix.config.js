/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  // Routes with a URL parameter or a dot in their path are declared here instead of spelt with `$`
  // or `[.]` in their file names: the client build names each chunk after its file, and Workers
  // static assets answer a URL with a literal `$` or `[` with a redirect to its %-encoded form, one
  // more round trip for every page with a parameter. Files in a folder under app/routes are not
  // routes by convention, so these are only what this list makes them.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route("tjanster/:slug", "routes/declared/tjanster.slug.tsx");
      route("blogg/:slug", "routes/declared/blogg.slug.tsx");
      route("blogg/arkiv/:period", "routes/declared/blogg.arkiv.period.tsx");
      route("blogg/kategori/:category", "routes/declared/blogg.kategori.category.tsx");
      route("blogg/tag/:tag", "routes/declared/blogg.tag.tag.tsx");
      route("sitemap.xml", "routes/declared/sitemap.xml.tsx");
      route("robots.txt", "routes/declared/robots.txt.tsx");
      route("villkor/angerblankett.txt", "routes/declared/villkor.angerblankett.txt.tsx");
      route("blogg/rss.xml", "routes/declared/blogg.rss.xml.tsx");
      route("*", "routes/declared/not-found.tsx");
    }),
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  // Everything in one file, except the runtime's own modules (cloudflare:email), which workerd provides.
  serverDependenciesToBundle: [/^(?!cloudflare:)/],
  serverMinify: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
