/**
 * Why a bundle zip cannot be read, in the categories of docs/product-spec.md §8 (format not recognised, end of
 * central directory not found, split zip file, unsupported compression or encryption method,
 * invalid password, invalid signature). Decided from the bytes, so every library error maps
 * to a message a person can act on.
 */
export type ZipProblem =
  | 'formatNotRecognized'
  | 'endOfCentralDirectoryNotFound'
  | 'splitZip'
  | 'unsupportedMethod'
  | 'invalidPassword'
  | 'invalidSignature';

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfCentralDirectory = 0x06054b50;
const spanMarker = 0x08074b50;

function u32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)) >>> 0) + bytes[at + 3]! * 0x1000000;
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (u32(bytes, at) === endOfCentralDirectory) return at;
  }
  return -1;
}

/** The first problem found in `bytes`, or `undefined` when the container looks sound. */
export function zipProblem(bytes: Uint8Array): ZipProblem | undefined {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return 'formatNotRecognized';
  if (u32(bytes, 0) === spanMarker) return 'splitZip';
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return 'endOfCentralDirectoryNotFound';
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0) return 'splitZip';
  const entries = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== centralHeader) return 'invalidSignature';
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const localOffset = u32(bytes, at + 42);
    if (flags & 0x1) return 'invalidPassword';
    if (method !== 0 && method !== 8) return 'unsupportedMethod';
    if (localOffset + 4 > bytes.length || u32(bytes, localOffset) !== localHeader) return 'invalidSignature';
    at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return undefined;
}
