import { notPkcs12, tooComplex } from './pkcs12-errors';

// A strict reader of BER (the encoding PKCS#12 files use; DER is its strictest form) for the
// pre-scan of uploaded certificates. It reads every form a PKCS#12 producer may write (indefinite
// lengths, long-form lengths, OCTET STRINGs cut into constructed pieces, which it joins) and
// refuses the rest: truncated or over-long lengths, constructed forms of other primitive types
// (a constructed INTEGER hides a number from any reader that skips it), trailing bytes, nesting
// deeper than any real file. What it cannot read in full, forge never sees.

/** PKCS#12 nests about ten levels in one blob; anything much deeper is hostile. */
const MAX_DEPTH = 24;

const CLASS_UNIVERSAL = 0;
export const TAG = { INTEGER: 2, OCTET_STRING: 4, NULL: 5, OID: 6, SEQUENCE: 16, SET: 17 } as const;

export interface BerNode {
  /** 0 universal, 1 application, 2 context-specific, 3 private */
  cls: number;
  tag: number;
  constructed: boolean;
  /** the content of a primitive node (a constructed OCTET STRING is joined into one) */
  bytes: Buffer;
  children: BerNode[];
}

function readLength(buf: Buffer, pos: number): { length: number | null; next: number } {
  if (pos >= buf.length) throw notPkcs12();
  const first = buf[pos];
  if (first < 0x80) return { length: first, next: pos + 1 };
  if (first === 0x80) return { length: null, next: pos + 1 }; // indefinite: ends with 00 00
  const count = first & 0x7f;
  if (count > 4 || pos + 1 + count > buf.length) throw notPkcs12();
  let length = 0;
  for (let i = 1; i <= count; i++) length = length * 256 + buf[pos + i];
  return { length, next: pos + 1 + count };
}

function readNode(buf: Buffer, pos: number, end: number, depth: number): { node: BerNode; next: number } {
  if (depth > MAX_DEPTH) throw tooComplex();
  if (pos >= end) throw notPkcs12();
  const id = buf[pos];
  if ((id & 0x1f) === 0x1f) throw notPkcs12(); // high tag numbers: no PKCS#12 structure uses them
  const node: BerNode = {
    cls: id >> 6,
    tag: id & 0x1f,
    constructed: (id & 0x20) !== 0,
    bytes: Buffer.alloc(0),
    children: [],
  };
  const { length, next: start } = readLength(buf, pos + 1);
  if (length === null && !node.constructed) throw notPkcs12();
  if (length !== null && length > end - start) throw notPkcs12(); // claims more than the file holds

  if (!node.constructed) {
    node.bytes = buf.subarray(start, start + length!);
    checkUniversalForm(node);
    return { node, next: start + length! };
  }
  let at = start;
  const stop = length === null ? end : start + length;
  for (;;) {
    if (length === null && at + 1 < stop && buf[at] === 0 && buf[at + 1] === 0) {
      at += 2;
      break;
    }
    if (at === stop) {
      if (length === null) throw notPkcs12(); // an indefinite length that never ends
      break;
    }
    const child = readNode(buf, at, stop, depth + 1);
    node.children.push(child.node);
    at = child.next;
  }
  checkUniversalForm(node);
  return { node: joinOctetPieces(node), next: at };
}

/** Universal types PKCS#12 uses constructed are SEQUENCE, SET and (in BER) OCTET STRING. */
function checkUniversalForm(node: BerNode) {
  if (node.cls !== CLASS_UNIVERSAL) return;
  if (node.tag === 0) throw notPkcs12(); // an end-of-contents marker where none may stand
  const mustBeConstructed = node.tag === TAG.SEQUENCE || node.tag === TAG.SET;
  if (node.constructed !== mustBeConstructed && !(node.constructed && node.tag === TAG.OCTET_STRING))
    throw notPkcs12();
}

/** A constructed OCTET STRING becomes the primitive one it stands for (its pieces joined). */
function joinOctetPieces(node: BerNode): BerNode {
  if (node.cls !== CLASS_UNIVERSAL || node.tag !== TAG.OCTET_STRING) return node;
  return { ...node, constructed: false, bytes: joinedPieces(node), children: [] };
}

/** The bytes of an OCTET STRING written in pieces (each piece already joined when read). */
export function joinedPieces(node: BerNode): Buffer {
  if (!node.constructed) return node.bytes;
  if (node.children.some((c) => c.cls !== CLASS_UNIVERSAL || c.tag !== TAG.OCTET_STRING)) throw notPkcs12();
  return Buffer.concat(node.children.map((c) => c.bytes));
}

/** Reads one element that must fill `buf` exactly. */
export function readBer(buf: Buffer): BerNode {
  const { node, next } = readNode(buf, 0, buf.length, 0);
  if (next !== buf.length) throw notPkcs12();
  return node;
}

function derLength(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** Writes a node back in DER's definite, shortest form. */
export function toDer(node: BerNode): Buffer {
  const content = node.constructed ? Buffer.concat(node.children.map(toDer)) : node.bytes;
  const id = (node.cls << 6) | (node.constructed ? 0x20 : 0) | node.tag;
  return Buffer.concat([Buffer.from([id]), derLength(content.length), content]);
}
