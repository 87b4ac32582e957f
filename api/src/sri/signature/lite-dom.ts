/**
 * A small, strict XML parser that builds just enough of a DOM for xml-crypto's C14N canonicalizer:
 * elements with namespace-resolved names and attributes, and text. It exists for speed (xmldom needs
 * ~6 ms for a 100-line invoice, this a fraction of it), so signing can canonicalize the whole
 * comprobante on every signature. Comments vanish and CDATA becomes text, exactly as inclusive C14N
 * without comments renders them. DOCTYPEs and processing instructions inside the root are refused.
 * Signature verification keeps using xmldom.
 */
import { XmlParseError } from './xml-parse-error';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * One node class for elements, attributes and text: the canonicalizer reads the same properties
 * from all of them, and a single shape keeps those reads fast.
 */
export class LiteNode {
  parentNode: LiteNode | null = null;
  readonly childNodes: LiteNode[];
  readonly attributes: LiteNode[];
  constructor(
    /** 1 element, 2 attribute, 3 text. */
    readonly nodeType: 1 | 2 | 3,
    readonly nodeName: string,
    readonly prefix: string | null,
    readonly localName: string | null,
    readonly namespaceURI: string | null,
    /** Text content (text nodes); null otherwise. */
    public data: string | null,
    /** Attribute value; null otherwise. */
    readonly value: string | null,
    attributes: LiteNode[] | null,
  ) {
    this.childNodes = nodeType === 1 ? [] : EMPTY;
    this.attributes = attributes ?? EMPTY;
  }
  get tagName(): string {
    return this.nodeName;
  }
  get name(): string {
    return this.nodeName;
  }
  getAttribute(name: string): string | null {
    for (const attribute of this.attributes) if (attribute.nodeName === name) return attribute.value;
    return null;
  }
  // xml-crypto recognises DOM nodes by these methods; this tree is read-only.
  appendChild(): never {
    throw new Error('LiteNode es de solo lectura');
  }
  removeChild(): never {
    throw new Error('LiteNode es de solo lectura');
  }
}
const EMPTY: LiteNode[] = Object.freeze([]) as unknown as LiteNode[];

// biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 forbids
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const NAME = /^[A-Za-z_\u00C0-\uFFFD][\w.\-\u00B7-\uFFFD]*(?::[A-Za-z_\u00C0-\uFFFD][\w.\-\u00B7-\uFFFD]*)?$/;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const ENTITY = /&(#x[0-9A-Fa-f]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function fail(message: string, at: number): never {
  throw new XmlParseError(`${message} (posición ${at})`);
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function decode(text: string, at: number): string {
  if (text.indexOf('&') < 0) return text;
  if (text.replace(ENTITY, '').indexOf('&') >= 0) fail('Referencia de entidad no válida', at);
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity]!;
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
    if (!isXmlChar(code)) fail('Referencia de carácter inválida', at);
    return String.fromCodePoint(code);
  });
}

// Documents repeat a few dozen names thousands of times: validate each once.
const validNames = new Set<string>();
function checkName(name: string, at: number): void {
  if (validNames.has(name)) return;
  if (!NAME.test(name)) fail(`Nombre inválido: ${name}`, at);
  if (validNames.size < 10_000) validNames.add(name);
}

function splitName(name: string): [string | null, string] {
  const colon = name.indexOf(':');
  return colon < 0 ? [null, name] : [name.slice(0, colon), name.slice(colon + 1)];
}

function appendText(element: LiteNode, data: string): void {
  if (data === '') return;
  const children = element.childNodes;
  const last = children[children.length - 1];
  if (last !== undefined && last.nodeType === 3) last.data += data;
  else {
    const text = new LiteNode(3, '#text', null, null, null, data, null, null);
    text.parentNode = element;
    children.push(text);
  }
}

interface Scope {
  element: LiteNode;
  namespaces: Map<string, string>;
}

/** Where the name of the start tag at `open` ends; plain ASCII names (all of SRI's) need no further check. */
function tagNameEnd(xml: string, open: number): number {
  let nameEnd = open + 1;
  let plain = true;
  for (;;) {
    const code = xml.charCodeAt(nameEnd);
    if (Number.isNaN(code) || code === 0x20 || code === 0x0a || code === 0x09 || code === 0x3e || code === 0x2f) break;
    const letter = (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
    if (!letter && !(nameEnd > open + 1 && code >= 0x30 && code <= 0x39)) plain = false;
    nameEnd++;
  }
  if (!plain || nameEnd === open + 1) checkName(xml.slice(open + 1, nameEnd), open);
  return nameEnd;
}

/**
 * Reads a start tag's attributes from `position` up to its '>' or '/': names checked, values
 * normalised and decoded, no name twice. Returns them (null when none) and where reading stopped.
 */
function readRawAttributes(xml: string, start: number): { rawAttributes: [string, string][] | null; position: number } {
  let position = start;
  let rawAttributes: [string, string][] | null = null;
  while (xml.charCodeAt(position) !== 0x3e && xml.charCodeAt(position) !== 0x2f) {
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(xml);
    if (!match) break;
    const name = match[1]!;
    checkName(name, position);
    const literal = match[2] ?? match[3] ?? '';
    // Attribute-value normalisation: literal whitespace characters become spaces.
    const normalized =
      literal.indexOf('\n') >= 0 || literal.indexOf('\t') >= 0 ? literal.replace(/[\t\n]/g, ' ') : literal;
    rawAttributes ??= [];
    for (const [seen] of rawAttributes) if (seen === name) fail(`Atributo repetido: ${name}`, position);
    rawAttributes.push([name, decode(normalized, position)]);
    position = ATTRIBUTE.lastIndex;
  }
  return { rawAttributes, position };
}

/**
 * The element's namespace scope (the parent's, copied only when it declares xmlns) and its
 * attribute nodes with their namespaces; an undeclared prefix fails at `open`.
 */
function scopedAttributes(
  rawAttributes: [string, string][] | null,
  parentNamespaces: Map<string, string>,
  open: number,
): { namespaces: Map<string, string>; attributes: LiteNode[] } {
  let namespaces = parentNamespaces;
  const attributes: LiteNode[] = [];
  if (!rawAttributes) return { namespaces, attributes };
  for (const [name, value] of rawAttributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (namespaces === parentNamespaces) namespaces = new Map(parentNamespaces);
      namespaces.set(name === 'xmlns' ? '' : name.slice(6), value);
    }
  }
  for (const [name, value] of rawAttributes) {
    const [prefix, localName] = splitName(name);
    let namespaceURI: string | null = null;
    if (name === 'xmlns' || prefix === 'xmlns') namespaceURI = XMLNS_NS;
    else if (prefix !== null) {
      namespaceURI = namespaces.get(prefix) ?? null;
      if (!namespaceURI) fail(`Prefijo sin declarar: ${prefix}`, open);
    }
    attributes.push(
      new LiteNode(2, name, prefix, name === 'xmlns' ? 'xmlns' : localName, namespaceURI, null, value, null),
    );
  }
  return { namespaces, attributes };
}

/** Parses a whole document and returns its root element. Throws XmlParseError. */
export function parseLiteXml(input: string): LiteNode {
  if (FORBIDDEN_CHARS.test(input)) fail('Carácter no permitido en XML', 0);
  // XML processors normalise line ends before parsing (XML 1.0 §2.11).
  const xml = input.indexOf('\r') >= 0 ? input.replace(/\r\n?/g, '\n') : input;
  let position = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (xml.startsWith('<?xml', position)) {
    const end = xml.indexOf('?>', position);
    if (end < 0) fail('Declaración XML sin cerrar', position);
    position = end + 2;
  }
  const stack: Scope[] = [];
  let current: Scope | undefined;
  let root: LiteNode | null = null;
  const documentNamespaces = new Map<string, string>([['xml', XML_NS]]);

  while (position < xml.length) {
    const open = xml.indexOf('<', position);
    const textEnd = open < 0 ? xml.length : open;
    if (textEnd > position) {
      const text = xml.slice(position, textEnd);
      if (!current) {
        if (text.trim() !== '') fail('Texto fuera del elemento raíz', position);
      } else {
        if (text.indexOf(']]>') >= 0) fail("']]>' no permitido en texto", position);
        appendText(current.element, decode(text, position));
      }
    }
    if (open < 0) break;
    position = open;
    const next = xml.charCodeAt(open + 1);
    if (next === 0x2f /* / */) {
      if (!current) fail('Cierre sin apertura', open);
      const name = current.element.nodeName;
      let end = open + 2 + name.length;
      if (!xml.startsWith(name, open + 2)) fail(`Se esperaba </${name}>`, open);
      while (end < xml.length && /\s/.test(xml[end]!)) end++;
      if (xml.charCodeAt(end) !== 0x3e) fail(`Se esperaba </${name}>`, open);
      stack.pop();
      current = stack[stack.length - 1];
      position = end + 1;
    } else if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', open)) {
        const end = xml.indexOf('-->', open + 4);
        if (end < 0 || xml.slice(open + 4, end).indexOf('--') >= 0) fail('Comentario mal formado', open);
        position = end + 3;
      } else if (xml.startsWith('<![CDATA[', open)) {
        if (!current) fail('CDATA fuera del elemento raíz', open);
        const end = xml.indexOf(']]>', open + 9);
        if (end < 0) fail('CDATA sin cerrar', open);
        appendText(current.element, xml.slice(open + 9, end));
        position = end + 3;
      } else {
        fail('DOCTYPE no admitido', open);
      }
    } else if (next === 0x3f /* ? */) {
      if (current) fail('Instrucción de procesamiento no admitida dentro del comprobante', open);
      const end = xml.indexOf('?>', open + 2);
      if (end < 0) fail('Instrucción de procesamiento sin cerrar', open);
      position = end + 2;
    } else {
      if (root && !current) fail('Más de un elemento raíz', open);
      const nameEnd = tagNameEnd(xml, open);
      const tagName = xml.slice(open + 1, nameEnd);
      position = nameEnd;
      const read = readRawAttributes(xml, position);
      const rawAttributes = read.rawAttributes;
      position = read.position;
      TAG_END.lastIndex = position;
      const end = TAG_END.exec(xml);
      if (!end) fail(`Etiqueta mal formada <${tagName}>`, open);
      position = TAG_END.lastIndex;

      const { namespaces, attributes } = scopedAttributes(
        rawAttributes,
        current ? current.namespaces : documentNamespaces,
        open,
      );
      const [prefix, localName] = splitName(tagName);
      const namespaceURI = prefix === null ? namespaces.get('') || null : (namespaces.get(prefix) ?? null);
      if (prefix !== null && !namespaceURI) fail(`Prefijo sin declarar: ${prefix}`, open);
      const element = new LiteNode(1, tagName, prefix, localName, namespaceURI, null, null, attributes);
      for (const attribute of attributes) attribute.parentNode = element;
      if (current) {
        element.parentNode = current.element;
        current.element.childNodes.push(element);
      } else {
        root = element;
      }
      if (end[1] !== '/') {
        current = { element, namespaces };
        stack.push(current);
      }
    }
  }
  if (current) fail(`Falta el cierre de <${current.element.nodeName}>`, xml.length);
  if (!root) fail('El documento no tiene elemento raíz', 0);
  return root;
}
