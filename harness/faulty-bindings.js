// Wrapped bindings for fault injection in tests: the worker under test gets a D1 (or R2) binding
// that fails its first N calls (N < 0: every call) and then passes through to the real one.
// R2 counts writes and reads apart, so a test can let the upload through and fail the mail's read;
// with failList every list and head fails (the health check's probe).
const counters = { calls: 0, gets: 0 };
// With a COUNTER service, the D1 wrapper also reports every call to it (round trips a test counts).

function shouldFail(failFirst, counter = "calls") {
  counters[counter]++;
  return failFirst < 0 || counters[counter] <= failFirst;
}

async function counted(env) {
  if (env.COUNTER) await env.COUNTER.fetch("http://counter/d1-calls", { method: "POST" });
}

function injected() {
  return new Error("D1_ERROR: injected fault (test)");
}

function wrapStatement(statement, failFirst, env) {
  return new Proxy(statement, {
    get(target, property) {
      const value = target[property];
      if (property === "bind") return (...args) => wrapStatement(target.bind(...args), failFirst, env);
      if (["run", "all", "first", "raw"].includes(property)) {
        return async (...args) => {
          await counted(env);
          if (shouldFail(failFirst)) throw injected();
          return value.apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function faultyD1(env) {
  const real = env.INNER_DB;
  const failFirst = env.failFirst;
  return {
    prepare: (sql) => wrapStatement(real.prepare(sql), failFirst, env),
    batch: async (statements) => {
      await counted(env);
      if (shouldFail(failFirst)) throw injected();
      return real.batch(statements);
    },
    exec: async (sql) => {
      await counted(env);
      if (shouldFail(failFirst)) throw injected();
      return real.exec(sql);
    },
    dump: () => real.dump(),
  };
}

export function faultyR2(env) {
  const real = env.INNER_BUCKET;
  const failFirst = env.failFirst;
  const failGetFirst = env.failGetFirst;
  return new Proxy(real, {
    get(target, property) {
      const value = target[property];
      if (property === "put" || property === "createMultipartUpload") {
        return async (...args) => {
          if (shouldFail(failFirst)) throw new Error("R2 error: injected fault (test)");
          return value.apply(target, args);
        };
      }
      if ((property === "list" || property === "head") && env.failList) {
        return async () => {
          throw new Error("R2 error: injected list fault (test)");
        };
      }
      if (property === "get") {
        return async (...args) => {
          if (shouldFail(failGetFirst, "gets")) throw new Error("R2 error: injected read fault (test)");
          return value.apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// The send_email binding with a record of what miniflare's log leaves out of a structured send():
// Reply-To and the custom headers, posted to the storage worker, which the tests read back.
//
// With MAX_BYTES it also refuses, as Email Service does for a destination address it has not
// verified (5 MiB), a structured message whose size as sent (its parts, attachments as base64 on
// 76-character lines) is over that many bytes: with its error code, E_CONTENT_TOO_LARGE.
function messageBytes(message) {
  const encoder = new TextEncoder();
  const base64 = (bytes) => {
    const characters = Math.ceil(bytes / 3) * 4;
    return characters + Math.ceil(characters / 76) * 2;
  };
  const parts = [message.text ?? "", message.html ?? "", message.subject ?? ""].map((part) => encoder.encode(part).byteLength);
  const attachments = (message.attachments ?? []).map((attachment) =>
    base64(typeof attachment.content === "string" ? encoder.encode(attachment.content).byteLength : attachment.content.byteLength),
  );
  return [...parts, ...attachments].reduce((sum, bytes) => sum + bytes, 0);
}

export function recordingEmail(env) {
  return {
    async send(message) {
      if (env.MAX_BYTES && !("raw" in message) && messageBytes(message) > env.MAX_BYTES) {
        throw Object.assign(new Error(`E_CONTENT_TOO_LARGE: message is larger than ${env.MAX_BYTES} bytes`), {
          code: "E_CONTENT_TOO_LARGE",
        });
      }
      const result = await env.INNER_EMAIL.send(message);
      if (!("raw" in message)) {
        const to = [message.to].flat().join(", ");
        // Miniflare writes an attachment's file from the request's text, which mangles bytes that are
        // not UTF-8 (a PDF's): what was handed to send() is fingerprinted here instead.
        const attachments = await Promise.all(
          (message.attachments ?? []).map(async (attachment) => {
            const bytes = typeof attachment.content === "string" ? new TextEncoder().encode(attachment.content) : attachment.content;
            const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
            const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
            return { filename: attachment.filename, type: attachment.type, fingerprint: `${bytes.byteLength} bytes, sha256 ${hex}` };
          }),
        );
        const record = { to, subject: message.subject, replyTo: message.replyTo ?? null, headers: message.headers ?? {}, attachments };
        await env.RECORDER.fetch("http://recorder/mail-extras", { method: "POST", body: JSON.stringify(record) });
      }
      return result;
    },
  };
}
