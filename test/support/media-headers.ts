/**
 * What a test needs of a film file, read from its container's headers (no decoder, no ffprobe):
 * the video track's codec, width and height, and the film's length.
 */
export interface FilmHeader {
  codec: string;
  width: number;
  height: number;
  seconds: number;
}

/** MP4 (ISO BMFF): boxes of a 32-bit size (1: a 64-bit size follows; 0: to the end) and a four-letter type. */
function* boxes(data: Buffer, start = 0, end = data.length): Generator<{ type: string; body: Buffer }> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) throw new Error(`MP4: the box ${type} at ${offset} runs past its parent`);
    yield { type, body: data.subarray(offset + header, offset + size) };
    offset += size;
  }
}

const child = (data: Buffer, type: string) => [...boxes(data)].find((box) => box.type === type)?.body;

/** The top-level box types in file order, to see that the index (moov) comes before the frames (mdat). */
export function mp4TopLevel(data: Buffer): string[] {
  return [...boxes(data)].map((box) => box.type);
}

export function readMp4(data: Buffer): FilmHeader {
  const moov = child(data, "moov");
  const mvhd = moov && child(moov, "mvhd");
  if (!moov || !mvhd) throw new Error("MP4: no moov/mvhd");
  const long = mvhd[0] === 1;
  const timescale = mvhd.readUInt32BE(long ? 20 : 12);
  const duration = long ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  for (const { type, body: trak } of boxes(moov)) {
    if (type !== "trak") continue;
    const mdia = child(trak, "mdia");
    const handler = mdia && child(mdia, "hdlr")?.toString("latin1", 8, 12);
    if (!mdia || handler !== "vide") continue;
    const tkhd = child(trak, "tkhd");
    const stbl = child(child(mdia, "minf") ?? Buffer.alloc(0), "stbl");
    const stsd = stbl && child(stbl, "stsd");
    if (!tkhd || !stsd) throw new Error("MP4: the video track lacks tkhd or stsd");
    // tkhd ends with the width and height, 16.16 fixed point; stsd's first entry is named by its codec.
    return {
      codec: stsd.toString("latin1", 12, 16),
      width: tkhd.readUInt32BE(tkhd.length - 8) / 65536,
      height: tkhd.readUInt32BE(tkhd.length - 4) / 65536,
      seconds: duration / timescale,
    };
  }
  throw new Error("MP4: no video track");
}

/** EBML (Matroska, WebM): an element is an ID and a size, each a variable-length integer. */
function vint(data: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = data[offset]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`EBML: no integer at ${offset}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    value = value * 256 + data[offset + index]!;
    allOnes &&= data[offset + index] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function* elements(data: Buffer, start = 0, end = data.length): Generator<{ id: number; body: Buffer }> {
  let offset = start;
  while (offset < end) {
    const id = vint(data, offset, true);
    const size = vint(data, offset + id.length, false);
    const bodyStart = offset + id.length + size.length;
    // A size left unknown (a live stream's Segment or Cluster) runs to the end of its parent.
    const bodyEnd = size.unknown ? end : Math.min(end, bodyStart + size.value);
    yield { id: id.value, body: data.subarray(bodyStart, bodyEnd) };
    offset = bodyEnd;
  }
}

const EBML_ID = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, tracks: 0x1654ae6b };
const TRACK_ID = { entry: 0xae, type: 0x83, codec: 0x86, video: 0xe0, width: 0xb0, height: 0xba };

const element = (data: Buffer, id: number) => [...elements(data)].find((entry) => entry.id === id)?.body;
const unsigned = (body: Buffer | undefined) => (body ? body.reduce((value, byte) => value * 256 + byte, 0) : undefined);

export function readWebm(data: Buffer): FilmHeader {
  const segment = element(data, EBML_ID.segment);
  const headers = segment && [...elements(segment)].filter((entry) => entry.id === EBML_ID.info || entry.id === EBML_ID.tracks);
  const info = headers?.find((entry) => entry.id === EBML_ID.info)?.body;
  const tracks = headers?.find((entry) => entry.id === EBML_ID.tracks)?.body;
  if (!info || !tracks) throw new Error("WebM: no Info or Tracks");
  const scale = unsigned(element(info, EBML_ID.timecodeScale)) ?? 1_000_000;
  const duration = element(info, EBML_ID.duration);
  if (!duration) throw new Error("WebM: no Duration");
  const ticks = duration.length === 4 ? duration.readFloatBE(0) : duration.readDoubleBE(0);
  for (const { id, body: entry } of elements(tracks)) {
    if (id !== TRACK_ID.entry || unsigned(element(entry, TRACK_ID.type)) !== 1) continue;
    const video = element(entry, TRACK_ID.video);
    if (!video) throw new Error("WebM: the video track has no Video element");
    return {
      codec: element(entry, TRACK_ID.codec)?.toString("latin1") ?? "",
      width: unsigned(element(video, TRACK_ID.width)) ?? 0,
      height: unsigned(element(video, TRACK_ID.height)) ?? 0,
      seconds: (ticks * scale) / 1e9,
    };
  }
  throw new Error("WebM: no video track");
}
