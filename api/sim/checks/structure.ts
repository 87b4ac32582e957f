import type { XmlNode } from '../../src/sri/reader';
import { NS_DS } from '../../src/sri/signature';
import type { TipoComprobante } from './document';
import { type ComplexType, DOCUMENT_MODELS, type Particle, type SimpleType } from './schema-model';

/**
 * Validates a parsed comprobante against the content models, reporting the first problem in the
 * style of the Java validator behind SRI's error 35.
 */
export class StructureError extends Error {
  override name = 'StructureError';
}

const isComplex = (type: Particle['type']): type is ComplexType => typeof type === 'object' && 'sequence' in type;

function elementChildren(node: XmlNode): XmlNode[] {
  return node.childNodes.filter((child) => child.nodeType === 1);
}

function textOf(node: XmlNode): string {
  return node.childNodes.map((child) => (child.nodeType === 3 ? child.data : '')).join('');
}

function checkDecimal(value: string, facets: NonNullable<SimpleType['decimal']>): string | null {
  const trimmed = value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return `'${value}' no es un valor válido para 'decimal'`;
  const integer = match[2]!.replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > facets.fractionDigits) {
    return `el valor '${value}' tiene ${fraction.length} decimales; el máximo es ${facets.fractionDigits}`;
  }
  if (integer.length + fraction.length > facets.totalDigits) {
    return `el valor '${value}' tiene más de ${facets.totalDigits} dígitos`;
  }
  if (facets.nonNegative && match[1] === '-' && Number(trimmed) !== 0)
    return `el valor '${value}' no puede ser negativo`;
  return null;
}

function checkSimple(value: string, type: SimpleType): string | null {
  if (type.decimal) return checkDecimal(value, type.decimal);
  if (type.enumeration && !type.enumeration.includes(value)) {
    return `el valor '${value}' no está en la enumeración [${type.enumeration.join(', ')}]`;
  }
  if (type.minLength !== undefined && value.length < type.minLength) {
    return `el valor '${value}' tiene longitud ${value.length}, menor que el mínimo ${type.minLength}`;
  }
  if (type.maxLength !== undefined && value.length > type.maxLength) {
    return `el valor tiene longitud ${value.length}, mayor que el máximo ${type.maxLength}`;
  }
  if (type.pattern && !type.pattern.test(value))
    return `el valor '${value}' no cumple el patrón ${type.pattern.source}`;
  return null;
}

function checkAttributes(node: XmlNode, declared: NonNullable<ComplexType['attributes']>, path: string): void {
  for (const attribute of node.attributes) {
    if (attribute.prefix === 'xmlns' || attribute.nodeName === 'xmlns') continue;
    if (!declared.some((entry) => entry.name === attribute.nodeName)) {
      throw new StructureError(`${path}: el atributo '${attribute.nodeName}' no está permitido`);
    }
  }
  for (const entry of declared) {
    const value = node.getAttribute(entry.name);
    if (value === null) {
      if (entry.required) throw new StructureError(`${path}: falta el atributo obligatorio '${entry.name}'`);
      continue;
    }
    const problem = checkSimple(value, entry.type);
    if (problem) throw new StructureError(`${path}/@${entry.name}: ${problem}`);
  }
}

function validateElement(node: XmlNode, type: Particle['type'], path: string): void {
  if (node.namespaceURI) throw new StructureError(`${path}: el elemento no debe tener espacio de nombres`);
  if (type === 'any') return;
  if (!isComplex(type)) {
    if (elementChildren(node).length > 0) throw new StructureError(`${path}: no puede contener elementos`);
    checkAttributes(node, type.attributes ?? [], path);
    const problem = checkSimple(textOf(node), type);
    if (problem) throw new StructureError(`${path}: ${problem}`);
    return;
  }
  checkAttributes(node, type.attributes ?? [], path);
  if (textOf(node).trim() !== '') throw new StructureError(`${path}: no admite texto`);
  const children = elementChildren(node);
  let index = 0;
  for (const particle of type.sequence) {
    let count = 0;
    while (index < children.length && count < particle.max && isNamed(children[index]!, particle.name)) {
      validateElement(children[index]!, particle.type, `${path}/${particle.name}`);
      index++;
      count++;
    }
    if (count < particle.min) {
      const found = children[index];
      throw new StructureError(
        found
          ? `${path}: contenido inválido a partir del elemento '${found.localName}'; se esperaba '${particle.name}'`
          : `${path}: falta el elemento obligatorio '${particle.name}'`,
      );
    }
  }
  if (type.allowSignature && index === children.length - 1) {
    const last = children[index]!;
    if (last.namespaceURI === NS_DS && last.localName === 'Signature') index++;
  }
  if (index < children.length) {
    throw new StructureError(`${path}: el elemento '${children[index]!.localName}' no está permitido en esta posición`);
  }
}

function isNamed(node: XmlNode, name: string): boolean {
  return node.localName === name && !node.namespaceURI;
}

/** Validates the root; returns its codDoc (01 factura, 04 nota de crédito, 07 comprobante de retención). */
export function validateStructure(root: XmlNode): { tipo: TipoComprobante; codDoc: string } {
  const entry = root.namespaceURI ? undefined : DOCUMENT_MODELS[root.localName ?? ''];
  if (!entry) throw new StructureError(`el elemento raíz '${root.nodeName}' no corresponde a un comprobante soportado`);
  validateElement(root, entry.model, `/${root.localName}`);
  return { tipo: root.localName as TipoComprobante, codDoc: entry.codDoc };
}
