import { createHash } from "node:crypto";
import PostalMime from "postal-mime";

/** A raw message parsed as a mail program would, attachments as bytes. */
export async function parseMail(raw: string) {
  const email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  return {
    ...email,
    /** The text part with the CRLF line ends of the wire turned back into \n. */
    plainText: (email.text ?? "").replace(/\r\n/g, "\n"),
    header: (name: string) => email.headers.find((header) => header.key === name.toLowerCase())?.value,
    attachmentBytes: email.attachments.map((attachment) => new Uint8Array(attachment.content as ArrayBuffer)),
  };
}

/** The mailbox addresses of an address header, group members included. */
export function addresses(list: ReadonlyArray<{ address?: string; group?: ReadonlyArray<{ address: string }> }> | undefined): string[] {
  return (list ?? []).flatMap((entry) =>
    entry.group ? entry.group.map((member) => member.address) : entry.address ? [entry.address] : [],
  );
}

/**
 * Length and SHA-256 of some bytes, to compare files of megabytes: a deep toEqual on 5 MB takes
 * most of a minute, and a mismatch still shows as two different fingerprints.
 */
export function fingerprint(bytes: Uint8Array | undefined): string {
  if (!bytes) return "no bytes";
  return `${bytes.byteLength} bytes, sha256 ${createHash("sha256").update(bytes).digest("hex")}`;
}
