import http from "node:http";
/** Generated hostile input for the public forms: values, and whole request bodies. */

export const hostileValues: readonly string[] = [
  "",
  "   ",
  "a".repeat(10_000),
  "\u0000\u0001\u0002\u0007\u001b[31m",
  "\r\nSet-Cookie: hacked=1",
  "<script>alert('x')</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "'; DROP TABLE quotes; --",
  "1 OR 1=1",
  '" OR ""="',
  "../../../../etc/passwd",
  "${7*7}{{7*7}}<%= 7*7 %>",
  "\uD800\uDFFF\uFFFE",
  "🙂".repeat(3_000),
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "99999999999999999999999",
  "null",
  "undefined",
  "[object Object]",
];

export const hostileDates: readonly string[] = [
  "2000-01-01",
  "1999-12-31",
  "31/12/2030",
  "2030-02-30",
  "2030-13-01",
  "igår",
  "0",
  "-2030-01-01",
  "2030-01-01T00:00:00Z",
  "9999999-01-01",
];

export const hostilePhones: readonly string[] = [
  "",
  "1",
  "12345",
  "abcdefg",
  "+46",
  "++++++",
  "070-123 45 67 ext 5",
  "0".repeat(500),
  "+46 70 123 45 67; DROP",
  "(((((((",
  "٠٧٠١٢٣٤٥٦٧",
];

export interface RawBody {
  name: string;
  contentType?: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

/** Whole bodies that no form should accept, whatever the fields. */
export function hostileBodies(fields: Record<string, string>): RawBody[] {
  const form = new URLSearchParams(fields).toString();
  const boundary = "----transistBoundary7MA4YWxk";
  const multipart = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  return [
    { name: "JSON body", contentType: "application/json", body: JSON.stringify(fields) },
    { name: "plain text", contentType: "text/plain", body: form },
    { name: "XML", contentType: "application/xml", body: '<?xml version="1.0"?><a>b</a>' },
    { name: "no content type", body: form },
    { name: "multipart without boundary", contentType: "multipart/form-data", body: multipart },
    {
      name: "truncated multipart",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipart.slice(0, Math.floor(multipart.length / 2)),
    },
    {
      name: "malformed multipart",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\ngarbage\r\n--${boundary}`,
    },
    {
      name: "garbage bytes",
      contentType: "application/x-www-form-urlencoded",
      body: new Uint8Array(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256)),
    },
    {
      name: "invalid UTF-8",
      contentType: "application/x-www-form-urlencoded",
      body: new Uint8Array([...new TextEncoder().encode(`${form}&namn=`), 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    },
  ];
}

/** The same form with every field replaced by one hostile value at a time, and structural tricks. */
export function hostileFieldVariants(fields: Record<string, string>): Array<{ name: string; body: string }> {
  const variants: Array<{ name: string; body: string }> = [];
  for (const field of Object.keys(fields)) {
    for (const value of hostileValues) {
      variants.push({
        name: `${field}=${JSON.stringify(value.slice(0, 20))}…`,
        body: new URLSearchParams({ ...fields, [field]: value }).toString(),
      });
    }
    const params = new URLSearchParams(fields);
    params.append(field, "andra värdet");
    variants.push({ name: `${field} repeated`, body: params.toString() });
    const asArray = new URLSearchParams(fields);
    asArray.delete(field);
    asArray.append(`${field}[]`, "a");
    asArray.append(`${field}[0]`, "b");
    asArray.append(`${field}.x`, "c");
    variants.push({ name: `${field} as array/object`, body: asArray.toString() });
  }
  return variants;
}

/**
 * A post over a size limit, sent so that the worker's answer decides the outcome rather than a
 * race with the socket: a client that keeps writing a large body after the worker has answered
 * 413 and closed gets a reset instead of the answer. `bytes` is over the limit. Declared: only
 * the headers are sent, with that Content-Length. Streamed: a chunked body of that many bytes and
 * nothing after it (one byte over the limit makes the worker count while reading). Either way the
 * request is left open until the answer has arrived, then dropped.
 */
export function postOversized(
  baseUrl: string,
  path: string,
  bytes: number,
  how: "declared" | "streamed",
): Promise<{ status: number; text: string }> {
  const url = new URL(path, baseUrl);
  const head = "name=Anna&message=";
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(how === "declared" ? { "Content-Length": String(bytes) } : { "Transfer-Encoding": "chunked" }),
      },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.flushHeaders();
    if (how === "streamed") {
      request.write(head);
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = bytes - head.length;
      while (left > 0) {
        request.write(left >= chunk.length ? chunk : chunk.subarray(0, left));
        left -= chunk.length;
      }
    }
  });
}
