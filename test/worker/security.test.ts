import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_RATE_LIMIT_SECRET, rateLimitKey } from "~/server/leads/rate-limit.server";
import { startWorker, type TestWorker, QUICK_LEAD_WRITE_RETRIES } from "../../harness/worker";
import { formBody, validContact, validNewsletter, validQuickContact, validQuoteStep } from "../support/valid-forms";

/** Each request a security review sent, with the answer it must get now. */

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const newsletter = (email: string, returnTo: string) => formBody(validNewsletter({ email, returnTo }));

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ seed: true });
});
afterAll(() => worker?.dispose());

async function count(table: string): Promise<number> {
  const [row] = await worker.sql<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
  return row!.n;
}

describe("form posts from another site", () => {
  for (const origin of ["https://evil.example", "null"]) {
    it(`answers a POST with Origin ${origin} with 403 and the site's own page, and writes nothing`, async () => {
      const before = await count("newsletter_subscriptions");
      const response = await worker.fetch("/nyhetsbrev", {
        method: "POST",
        body: newsletter(`csrf-${origin.length}@example.se`, "/"),
        headers: { ...FORM, Origin: origin },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      const html = await response.text();
      expect(html).toContain("Formuläret kunde inte tas emot");
      expect(html).toContain('lang="sv"');
      expect(await count("newsletter_subscriptions")).toBe(before);
    });
  }

  it("answers a POST to a quote step's own page (/offert?steg=N) from another site with 403, not the step's redirect, and sets no answers", async () => {
    for (const step of ["1", "2", "3"]) {
      const response = await worker.fetch(`/offert?steg=${step}`, {
        method: "POST",
        body: formBody({ ...validQuoteStep(1), step }),
        headers: { ...FORM, Origin: "https://evil.example" },
      });
      expect(response.status, step).toBe(403);
      expect(response.headers.get("location"), step).toBeNull();
      expect(response.headers.get("set-cookie"), step).toBeNull();
      expect(response.headers.get("cache-control"), step).toBe("private, no-store");
      expect(await response.text()).toContain("Formuläret kunde inte tas emot");
    }
  });

  it("answers Remix's data request for the same form (POST /nyhetsbrev.data) from another site with 403, and writes nothing", async () => {
    const before = await count("newsletter_subscriptions");
    const response = await worker.fetch("/nyhetsbrev.data", {
      method: "POST",
      body: newsletter("csrf-data@example.se", "/"),
      headers: { ...FORM, Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await count("newsletter_subscriptions")).toBe(before);
  });

  for (const path of ["/nyhetsbrev", "/nyhetsbrev.data"]) {
    it(`X-Forwarded-Host never makes a foreign Origin pass (${path})`, async () => {
      const before = await count("newsletter_subscriptions");
      const response = await worker.fetch(path, {
        method: "POST",
        body: newsletter(`xfh-${path.length}@example.se`, "/"),
        headers: { ...FORM, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      });
      expect(response.status).toBe(403);
      await response.arrayBuffer();
      expect(await count("newsletter_subscriptions")).toBe(before);
    });

    it(`a same-site post with a forged X-Forwarded-Host still goes through (${path})`, async () => {
      const email = `egen-xfh-${path.length}@example.se`;
      const response = await worker.fetch(path, {
        method: "POST",
        body: newsletter(email, "/"),
        headers: { ...FORM, Origin: "http://localhost:8787", "X-Forwarded-Host": "evil.example" },
      });
      // A page post is redirected to its thank-you; Remix's data request answers the redirect as data.
      expect(response.status).toBe(path.endsWith(".data") ? 202 : 302);
      await response.arrayBuffer();
      const rows = await worker.sql("SELECT email FROM newsletter_subscriptions WHERE email = ?", email);
      expect(rows).toHaveLength(1);
    });
  }

  // The site here is http://localhost:8787: the same host under another scheme or port is another origin.
  for (const origin of ["https://localhost:8787", "http://localhost:8788", "http://localhost", "https://localhost"]) {
    it(`refuses a POST whose Origin has the site's host but another scheme or port (${origin})`, async () => {
      const before = await count("newsletter_subscriptions");
      const response = await worker.fetch("/nyhetsbrev", {
        method: "POST",
        body: newsletter(`scheme-${origin.length}@example.se`, "/"),
        headers: { ...FORM, Origin: origin },
      });
      expect(response.status).toBe(403);
      await response.arrayBuffer();
      expect(await count("newsletter_subscriptions")).toBe(before);
    });
  }

  it("takes a POST to the site over https whose Origin is the same https origin, in any case", async () => {
    for (const [i, origin] of ["https://localhost:8787", "HTTPS://LOCALHOST:8787"].entries()) {
      const email = `https-${i}@example.se`;
      const response = await worker.fetch("https://localhost:8787/nyhetsbrev", {
        method: "POST",
        body: newsletter(email, "/"),
        headers: { ...FORM, Origin: origin },
      });
      expect(response.status).toBe(302);
      await response.arrayBuffer();
      expect(await worker.sql("SELECT email FROM newsletter_subscriptions WHERE email = ?", email)).toHaveLength(1);
    }
  });

  it("takes a POST whose Origin is the site itself", async () => {
    const response = await worker.fetch("/nyhetsbrev", {
      method: "POST",
      body: newsletter("egen@example.se", "/"),
      headers: { ...FORM, Origin: "http://localhost:8787" },
    });
    expect(response.status).toBe(302);
  });
});

describe("returnTo is a path on this site, whatever it says", () => {
  const cases: Array<[string, string]> = [
    ["/.//evil.example/x", "dot segments that resolve to //host"],
    ["//evil.example/x", "a protocol-relative URL"],
    ["/\\evil.example/x", "a backslash"],
    ["https://evil.example/x", "an absolute URL"],
    ["/%2F%2Fevil.example", "encoded slashes"],
  ];
  for (const form of ["/nyhetsbrev", "/boka", "/snabbkontakt", "/cookies"]) {
    for (const [returnTo, what] of cases) {
      it(`${form}: ${what} (${returnTo}) never leaves the site`, async () => {
        const body = new URLSearchParams({ returnTo, intent: "reject-all", email: "retur@example.se", source: "discount", webbplats: "x" });
        const response = await worker.fetch(form, { method: "POST", body, headers: FORM });
        expect(response.status).toBe(302);
        const location = response.headers.get("location")!;
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "https://www.transist.se").host).toBe("www.transist.se");
      });
    }
  }

  for (const returnTo of ["/\r\nSet-Cookie:x=1", "/\t/evil.example", "/a\u0000b"]) {
    it(`answers 400, not 500, for control characters in returnTo (${JSON.stringify(returnTo)})`, async () => {
      for (const form of ["/cookies", "/nyhetsbrev"]) {
        const body = new URLSearchParams({ returnTo, intent: "accept-all", email: "ctl@example.se", source: "discount" });
        const response = await worker.fetch(form, { method: "POST", body, headers: FORM });
        expect(response.status).toBe(400);
        expect(response.headers.get("set-cookie") ?? "").not.toContain("x=1");
        expect(response.headers.get("location")).toBeNull();
      }
    });
  }
});

describe("the edge cache cannot be poisoned or flooded", () => {
  it("drops a visitor's __samtycke: the page cached for a plain visit never carries it", async () => {
    const poisoned = await worker.fetch("/villkor?probe=1&__samtycke=POISONED%22x");
    expect(await poisoned.text()).not.toContain("POISONED");
    const plain = await worker.fetchCacheHit("/villkor?probe=1");
    expect(await plain.text()).not.toContain("POISONED");
  });

  it("a query parameter no page reads makes no cache entry of its own", async () => {
    const first = await worker.fetch("/om-oss?utm_source=a");
    await first.arrayBuffer();
    await worker.fetchCacheHit("/om-oss");
    for (let i = 0; i < 10; i++) {
      const response = await worker.fetch(`/om-oss?r=${crypto.randomUUID()}`);
      expect(response.headers.get("x-cache")).toBe("HIT");
      await response.arrayBuffer();
    }
  });

  it("a parameter a page reads still makes its own page (the blog search)", async () => {
    const search = await (await worker.fetch("/blogg?q=packa")).text();
    const all = await (await worker.fetch("/blogg")).text();
    expect(search).not.toBe(all);
  });
});

describe("personal answers are private, content pages revalidate in the browser", () => {
  it("a contact form answered with errors (echoing the input) is private, no-store", async () => {
    const body = formBody(validContact({ email: "eko@example.se", phone: "1" }));
    const response = await worker.fetch("/kontakt", { method: "POST", body, headers: FORM });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("eko@example.se");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("cdn-cache-control")).toBeNull();
  });

  it("a wizard step's post is private, no-store; the step's page with its answers is private, never at the edge", async () => {
    const body = formBody(validQuoteStep(2, { intent: "back" }));
    const response = await worker.fetch("/offert", { method: "POST", body, headers: FORM });
    await response.arrayBuffer();
    expect(response.status).toBe(303);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = await worker.fetch(response.headers.get("location")!, {
      headers: { Cookie: response.headers.get("set-cookie")!.split(";")[0]! },
    });
    expect(await page.text()).toContain("Välj tjänst");
    // The step's page holds the answers so far: no cache keeps it, the browser's included.
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("cdn-cache-control")).toBeNull();
  });

  it("a ?skickat= page is private, no-store", async () => {
    const response = await worker.fetch("/kontakt?skickat=kontakt");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBe("BYPASS");
  });

  it("a content page tells browsers to revalidate and keeps the edge policy in CDN-Cache-Control, on a miss and on a hit", async () => {
    const miss = await worker.fetch("/faq");
    expect(miss.headers.get("cache-control")).toBe("no-cache");
    expect(miss.headers.get("cdn-cache-control")).toMatch(/s-maxage=\d+/);
    await miss.arrayBuffer();
    const hit = await worker.fetchCacheHit("/faq");
    expect(hit.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("every response carries the security headers", () => {
  it("the trailing-slash redirect has them and does not reflect the Host header", async () => {
    const response = await worker.fetch("http://evil.example/kontakt/?a=1", { headers: { Host: "evil.example" } });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/kontakt?a=1");
    for (const header of [
      "strict-transport-security",
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "cross-origin-opener-policy",
    ]) {
      expect(response.headers.get(header), header).toBeTruthy();
    }
  });

  it("pages have Cross-Origin-Opener-Policy, no frame host and no interest-cohort", async () => {
    const response = await worker.fetch("/");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-src 'none'");
    expect(response.headers.get("content-security-policy")).not.toContain("openstreetmap");
    expect(response.headers.get("permissions-policy")).not.toContain("interest-cohort");
  });

  it("a static SVG has a CSP, Permissions-Policy and nosniff once", async () => {
    const response = await worker.fetch("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  /** The worker's CSP: styles from our stylesheet only, no inline <style> element or attribute, scripts by nonce. */
  function expectPageCsp(csp: string | null, what: string) {
    const directives = new Map(
      (csp ?? "").split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get("default-src"), what).toEqual(["'self'"]);
    expect(directives.get("style-src"), what).toEqual(["'self'"]);
    expect(directives.has("style-src-elem"), what).toBe(false);
    expect(directives.has("style-src-attr"), what).toBe(false);
    expect(directives.get("script-src"), what).toEqual(
      expect.arrayContaining(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]),
    );
    expect((csp ?? "").includes("unsafe-inline"), what).toBe(false);
    expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
  }

  it("every kind of answer from the worker carries the CSP without 'unsafe-inline' for styles", async () => {
    const origin = "http://localhost:8787";
    await (await worker.fetch("/om-oss")).arrayBuffer();
    const hit = await worker.fetchCacheHit("/om-oss");
    const answers: Array<[string, Awaited<ReturnType<TestWorker["fetch"]>>]> = [["a page from the cache (HIT)", hit]];
    const asked: Array<[string, string, Parameters<TestWorker["fetch"]>[1]?]> = [
      ["a page rendered (MISS)", "/tjanster"],
      ["a search (BYPASS)", "/blogg?q=flytt"],
      ["a redirect (301)", "/Om-oss"],
      ["the not-found page (404)", "/finns-inte"],
      ["a form's errors (400)", "/kontakt", { method: "POST", body: new URLSearchParams({ name: "" }), headers: FORM }],
      [
        "a form's redirect (302)",
        "/nyhetsbrev",
        { method: "POST", body: newsletter("csp@example.se", "/"), headers: { ...FORM, Origin: origin } },
      ],
      [
        "a refused post (403)",
        "/nyhetsbrev",
        { method: "POST", body: newsletter("x@example.se", "/"), headers: { ...FORM, Origin: "https://evil.example" } },
      ],
      [
        "a refused data post (403)",
        "/nyhetsbrev.data",
        { method: "POST", body: newsletter("x@example.se", "/"), headers: { ...FORM, Origin: "https://evil.example" } },
      ],
      ["a method not allowed (405)", "/kontakt", { method: "DELETE" }],
      [
        "a POST to a page without a form (405)",
        "/om-oss",
        { method: "POST", body: new URLSearchParams(), headers: { ...FORM, Origin: origin } },
      ],
      ["Remix's data (.data)", "/om-oss.data"],
      ["route discovery (/__manifest)", "/__manifest?p=%2Fom-oss&version=x"],
      ["the thank-you page (?skickat=)", "/kontakt?skickat=kontakt"],
      ["the feed", "/blogg/rss.xml"],
      ["the sitemap", "/sitemap.xml"],
      ["robots.txt", "/robots.txt"],
      ["/healthz", "/healthz"],
      ["a route file of another build", "/build/routes/om-oss-GONE0000.js"],
      ["a build file that is gone", "/build/_shared/gone-GONE0000.css"],
      ["the offline page", "/offline"],
    ];
    for (const [what, path, init] of asked) answers.push([what, await worker.fetch(path, init)]);
    for (const [what, response] of answers) {
      expectPageCsp(response.headers.get("content-security-policy"), `${what}: ${response.status}`);
      await response.arrayBuffer();
    }
    const statuses = answers.map(([, response]) => response.status);
    expect(statuses).toEqual(expect.arrayContaining([200, 301, 302, 400, 403, 404, 405]));
  });

  it("no page the worker renders has an inline <style> element or a style attribute", async () => {
    for (const path of [
      "/",
      "/om-oss",
      "/offert",
      "/boka",
      "/kontakt",
      "/jobba-hos-oss",
      "/blogg",
      "/cookies",
      "/integritetspolicy",
      "/finns-inte",
      "/offline",
    ]) {
      const html = await (await worker.fetch(path)).text();
      expect(html, path).not.toMatch(/<style[\s>]/i);
      expect(html, path).not.toMatch(/\sstyle=/i);
    }
  });

  it("static files allow style attributes (the blog's SVG pictures use them) but no <style> element", async () => {
    const response = await worker.fetch("/images/blog/flyttips.svg");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(await response.text()).not.toMatch(/<style[\s>]/i);
  });

  it("a built asset under /build/ has nosniff once and stays immutable", async () => {
    const html = await (await worker.fetch("/")).text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)![1]!;
    const response = await worker.fetch(asset);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});

describe("the rate limit is hard to sidestep", () => {
  const quick = (n: number) => formBody(validQuickContact({ customerEmail: `rl${n}@example.se` }));

  it("keys IPv6 clients by their /64 and ignores X-Forwarded-For", async () => {
    const limited = await startWorker({ vars: { RATE_LIMIT_MAX: "2" } });
    try {
      const send = (ip: string, n: number, extra: Record<string, string> = {}) =>
        limited.fetch("/snabbkontakt", { method: "POST", body: quick(n), headers: { ...FORM, "CF-Connecting-IP": ip, ...extra } });
      expect((await send("2001:db8:1:2::1", 1)).status).toBe(302);
      expect((await send("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 2)).status).toBe(302);
      expect((await send("2001:0db8:0001:0002:ffff::3", 3, { "X-Forwarded-For": "9.9.9.9" })).status).toBe(429);
      expect((await send("2001:db8:1:3::1", 4)).status).toBe(302);
    } finally {
      await limited.dispose();
    }
  });

  it("shares one budget across the forms, on top of each form's own", async () => {
    const limited = await startWorker({ vars: { RATE_LIMIT_MAX: "10", RATE_LIMIT_TOTAL_MAX: "2" } });
    try {
      const headers = { ...FORM, "CF-Connecting-IP": "203.0.113.9" };
      expect((await limited.fetch("/snabbkontakt", { method: "POST", body: quick(1), headers })).status).toBe(302);
      expect((await limited.fetch("/nyhetsbrev", { method: "POST", body: newsletter("delad@example.se", "/"), headers })).status).toBe(302);
      const third = await limited.fetch("/kontakt", {
        method: "POST",
        body: formBody(validContact()),
        headers,
      });
      expect(third.status).toBe(429);
      expect(third.headers.get("content-security-policy")).toMatch(/^default-src 'self'; [^]*style-src 'self';/);
    } finally {
      await limited.dispose();
    }
  });

  it("without LIMIT_HASH_SECRET on the production site it still limits, and logs once that the secret is missing", async () => {
    const unkeyed = await startWorker({ vars: { RATE_LIMIT_MAX: "2", LIMIT_HASH_SECRET: "" } });
    try {
      const statuses: number[] = [];
      for (const n of [1, 2, 3]) {
        const response = await unkeyed.fetch("/snabbkontakt", {
          method: "POST",
          body: quick(n),
          headers: { ...FORM, "CF-Connecting-IP": "203.0.113.50" },
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([302, 302, 429]);
      const missing = unkeyed.logs().filter((line) => line.includes('"event":"secret.missing"'));
      expect(missing).toHaveLength(1);
      expect(JSON.parse(missing[0]!)).toEqual({
        level: "error",
        event: "secret.missing",
        secret: "LIMIT_HASH_SECRET",
        fallback: "per_instance",
      });
    } finally {
      await unkeyed.dispose();
    }
  });

  it("without LIMIT_HASH_SECRET off the production site it uses the development secret and says nothing", async () => {
    const local = await startWorker({
      vars: { RATE_LIMIT_MAX: "1", LIMIT_HASH_SECRET: "", SITE_URL: "http://127.0.0.1:8787" },
    });
    try {
      const first = await local.fetch("/snabbkontakt", {
        method: "POST",
        body: quick(1),
        headers: { ...FORM, "CF-Connecting-IP": "203.0.113.51" },
      });
      expect(first.status).toBe(302);
      await first.arrayBuffer();
      const [row] = await local.sql<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'snabbkontakt:%'");
      const day = new Date(Math.floor(Date.now() / 600_000) * 600_000);
      expect(row?.key).toBe(`snabbkontakt:${await rateLimitKey(DEVELOPMENT_RATE_LIMIT_SECRET, "203.0.113.51", day)}`);
      expect(local.logs().filter((line) => line.includes("secret.missing"))).toEqual([]);
    } finally {
      await local.dispose();
    }
  });

  it("while D1 is down the Workers Rate Limiting binding still limits", async () => {
    const down = await startWorker({ d1FailFirst: -1, fallbackRateLimit: 2, vars: QUICK_LEAD_WRITE_RETRIES });
    try {
      // The binding counts per minute of the clock: held still, three posts on a busy machine are
      // counted in the same minute.
      await down.holdRateLimitClock(new Date("2026-11-27T10:00:30Z"));
      const statuses: number[] = [];
      for (let n = 0; n < 3; n++) {
        const response = await down.fetch("/snabbkontakt", {
          method: "POST",
          body: quick(n),
          headers: { ...FORM, "CF-Connecting-IP": "198.51.100.7" },
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses[2]).toBe(429);
      expect(statuses.slice(0, 2)).not.toContain(429);
    } finally {
      await down.dispose();
    }
  }, 120_000);
});
