/**
 * Recognises a root element whose text already is its inclusive C14N 1.0 form, so the signer can
 * digest that text instead of parsing and canonicalizing the whole comprobante (xml-crypto's C14N
 * of a 100-line invoice costs more than the RSA signature). The builders in ../xml emit this form.
 *
 * Only a strict subset of XML is accepted, one where the text is canonical by construction:
 * - prolog: optional `<?xml version="1.0" …?>`, whitespace; nothing after the root but
 *   whitespace (comments, PIs and DOCTYPEs, which may add default attributes, are left out);
 * - names `[A-Za-z_][A-Za-z0-9._-]*` not starting with `xml`: no prefixes, no namespace declarations,
 *   so no namespace node is ever rendered and ASCII order is C14N's attribute order;
 * - start tags `<name a="…" b="…">` with one space before each attribute, double quotes, attribute
 *   names in strictly ascending order; end tags `</name>` without spaces;
 * - text escapes exactly C14N's (`&amp; &lt; &gt; &#xD;`), attribute escapes exactly C14N's
 *   (`&amp; &lt; &quot; &#x9; &#xA; &#xD;`); no raw `>` or CR in text, no raw tab, LF or CR in values
 *   (a parser would normalise them); only XML 1.0 characters;
 * - no comments, CDATA sections or processing instructions inside the root.
 * The one rewrite is C14N's own: an empty-element tag `<a b="1"/>` becomes `<a b="1"></a>`.
 * Anything else returns null and the caller runs the full canonicalization.
 */

export interface CanonicalRoot {
  /** The root element in canonical form: the octets the `#comprobante` reference digests. */
  canonical: string;
  tagName: string;
  /** The root's `id` attribute, unescaped; null when it has none. */
  id: string | null;
  /** Index in the input where the root's end tag `</tagName>` begins. */
  closingTagAt: number;
}

// ASCII classes. Names: letters, digits, `_`, `.`, `-` (no `:`).
const NAME_START = 1;
const NAME_CHAR = 2;
/** Allowed unescaped in canonical text. */
const TEXT_CHAR = 4;
/** Allowed unescaped in a canonical attribute value. */
const VALUE_CHAR = 8;
const asciiClass = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  let flags = 0;
  if (/[A-Za-z_]/.test(char)) flags |= NAME_START | NAME_CHAR;
  else if (/[0-9.-]/.test(char)) flags |= NAME_CHAR;
  if ((code >= 0x20 || char === '\t' || char === '\n') && !'&<>'.includes(char)) flags |= TEXT_CHAR;
  if (code >= 0x20 && !'&<"'.includes(char)) flags |= VALUE_CHAR;
  asciiClass[code] = flags;
}

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const QUOTE = 0x22;
const SLASH = 0x2f;
const SPACE = 0x20;

const XML_DECLARATION =
  /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.0"|'1\.0')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>/y;
const TEXT_ESCAPES = ['&amp;', '&lt;', '&gt;', '&#xD;'];
const ATTRIBUTE_ESCAPES = ['&amp;', '&lt;', '&quot;', '&#x9;', '&#xA;', '&#xD;'];
const ATTRIBUTE_ENTITY = /&(amp|lt|quot|#x9|#xA|#xD);/g;
const DECODED: Record<string, string> = { amp: '&', lt: '<', quot: '"', '#x9': '\t', '#xA': '\n', '#xD': '\r' };

const isWhitespace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Length of the escape at `at` if it is one of `allowed`, else 0. */
function escapeLength(xml: string, at: number, allowed: string[]): number {
  for (const entity of allowed) if (xml.startsWith(entity, at)) return entity.length;
  return 0;
}

/**
 * Checks a non-ASCII code unit at `at` (XML 1.0 Char: no U+FFFE/U+FFFF, surrogates only in pairs) and
 * returns how many code units it takes, or 0 when it is not allowed.
 */
function nonAsciiLength(xml: string, code: number, at: number): number {
  if (code < 0xd800) return 1;
  if (code <= 0xdbff) {
    const low = xml.charCodeAt(at + 1);
    return low >= 0xdc00 && low <= 0xdfff ? 2 : 0;
  }
  if (code <= 0xdfff) return 0;
  return code === 0xfffe || code === 0xffff ? 0 : 1;
}

/** Names starting with `xml` in any case are reserved (xmlns, xml:lang…): left to full C14N. */
function isReserved(xml: string, at: number): boolean {
  return (
    (xml.charCodeAt(at) | 0x20) === 0x78 &&
    (xml.charCodeAt(at + 1) | 0x20) === 0x6d &&
    (xml.charCodeAt(at + 2) | 0x20) === 0x6c
  );
}

/** End of the name starting at `at`, or -1 when no name starts there. */
function nameEnd(xml: string, at: number): number {
  const first = xml.charCodeAt(at);
  if (!(first < 128 && asciiClass[first]! & NAME_START)) return -1;
  let end = at + 1;
  for (;;) {
    const code = xml.charCodeAt(end);
    if (code < 128 && asciiClass[code]! & NAME_CHAR) end++;
    else return end;
  }
}

/** End of the character data starting at `at` (the next `<`), or -1 when it is not canonical. */
function textEnd(xml: string, at: number): number {
  let index = at;
  for (;;) {
    const code = xml.charCodeAt(index);
    if (code < 0x80 && asciiClass[code]! & TEXT_CHAR) index++;
    else if (code === LT) return index;
    else if (code >= 0x80) {
      const length = nonAsciiLength(xml, code, index);
      if (length === 0) return -1;
      index += length;
    } else if (code === AMP) {
      const length = escapeLength(xml, index, TEXT_ESCAPES);
      if (length === 0) return -1;
      index += length;
    } else {
      // `>`, CR, other control characters, or the end of the input (NaN) inside the root.
      return -1;
    }
  }
}

/** End of an attribute value starting at `at` (its closing quote), or -1 when it is not canonical. */
function valueEnd(xml: string, at: number): number {
  let index = at;
  for (;;) {
    const code = xml.charCodeAt(index);
    if (code < 0x80 && asciiClass[code]! & VALUE_CHAR) index++;
    else if (code === QUOTE) return index;
    else if (code >= 0x80) {
      const length = nonAsciiLength(xml, code, index);
      if (length === 0) return -1;
      index += length;
    } else if (code === AMP) {
      const length = escapeLength(xml, index, ATTRIBUTE_ESCAPES);
      if (length === 0) return -1;
      index += length;
    } else {
      // `<`, tab, LF, CR, other control characters or the end of the input.
      return -1;
    }
  }
}

/** Where the root element starts after an allowed prolog, or -1. */
function rootStart(xml: string): number {
  let index = 0;
  if (xml.startsWith('<?xml')) {
    XML_DECLARATION.lastIndex = index;
    if (!XML_DECLARATION.test(xml)) return -1;
    index = XML_DECLARATION.lastIndex;
  }
  while (isWhitespace(xml.charCodeAt(index))) index++;
  return xml.charCodeAt(index) === LT ? index : -1;
}

/** The root element of `xml` in canonical form when the text proves it is; otherwise null. */
export function canonicalRoot(xml: string): CanonicalRoot | null {
  const start = rootStart(xml);
  if (start < 0) return null;
  const open: string[] = [];
  // The canonical text: slices of the input, plus end tags for empty-element tags.
  const pieces: string[] = [];
  let copiedUpTo = start;
  let id: string | null = null;
  let index = start;
  for (;;) {
    // Here xml[index] is '<'.
    const next = xml.charCodeAt(index + 1);
    if (next === SLASH) {
      const name = open.pop();
      if (name === undefined || !xml.startsWith(name, index + 2) || xml.charCodeAt(index + 2 + name.length) !== GT) {
        return null;
      }
      const closingTagAt = index;
      index += name.length + 3;
      if (open.length === 0) {
        for (let rest = index; rest < xml.length; rest++) if (!isWhitespace(xml.charCodeAt(rest))) return null;
        pieces.push(xml.slice(copiedUpTo, index));
        return { canonical: pieces.length === 1 ? pieces[0]! : pieces.join(''), tagName: name, id, closingTagAt };
      }
    } else {
      const nameStop = nameEnd(xml, index + 1);
      if (nameStop < 0 || isReserved(xml, index + 1)) return null; // also comments, CDATA, PIs, DOCTYPEs
      const name = xml.slice(index + 1, nameStop);
      index = nameStop;
      let previousAttribute = '';
      while (xml.charCodeAt(index) === SPACE) {
        const attributeStop = nameEnd(xml, index + 1);
        if (attributeStop < 0 || isReserved(xml, index + 1)) return null;
        const attribute = xml.slice(index + 1, attributeStop);
        // Ascending order also rules out repeated attributes.
        if (attribute <= previousAttribute) return null;
        previousAttribute = attribute;
        if (xml.charCodeAt(attributeStop) !== 0x3d /* = */ || xml.charCodeAt(attributeStop + 1) !== QUOTE) return null;
        const stop = valueEnd(xml, attributeStop + 2);
        if (stop < 0) return null;
        if (open.length === 0 && attribute === 'id') {
          id = xml.slice(attributeStop + 2, stop).replace(ATTRIBUTE_ENTITY, (_, entity: string) => DECODED[entity]!);
        }
        index = stop + 1;
      }
      if (xml.charCodeAt(index) === GT) {
        open.push(name);
        index++;
      } else if (xml.charCodeAt(index) === SLASH && xml.charCodeAt(index + 1) === GT) {
        // The root itself cannot be empty: the signature goes inside it.
        if (open.length === 0) return null;
        pieces.push(xml.slice(copiedUpTo, index), `></${name}>`);
        index += 2;
        copiedUpTo = index;
      } else {
        return null;
      }
    }
    const stop = textEnd(xml, index);
    if (stop < 0) return null;
    index = stop;
  }
}
