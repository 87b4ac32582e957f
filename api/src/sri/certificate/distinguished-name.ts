import forge from 'node-forge';

/**
 * RFC 4514 rendering of an X.509 Name, most specific RDN first, as Java's X500Principal writes it.
 * SRI validates with MITyC (Java): the e-mail attribute must read `EMAILADDRESS=`, never `E=`.
 */
const KEYWORDS: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '2.5.4.4': 'SURNAME',
  '2.5.4.42': 'GIVENNAME',
  '2.5.4.43': 'INITIALS',
  '2.5.4.44': 'GENERATION',
  '2.5.4.46': 'DNQ',
  '2.5.4.5': 'SERIALNUMBER',
  '1.2.840.113549.1.9.1': 'EMAILADDRESS',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
};

const { Type } = forge.asn1;

// TeletexString (20) and VisibleString (26) are missing from the typings' enum.
const T61_STRING = 20;
const VISIBLE_STRING = 26;

function decodeString(value: forge.asn1.Asn1): string | null {
  const bytes = value.value as string;
  switch (value.type as number) {
    case Type.UTF8:
      return forge.util.decodeUtf8(bytes);
    case Type.BMPSTRING: {
      let text = '';
      for (let index = 0; index + 1 < bytes.length; index += 2) {
        text += String.fromCharCode((bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1));
      }
      return text;
    }
    case Type.PRINTABLESTRING:
    case Type.IA5STRING:
    case T61_STRING:
    case VISIBLE_STRING:
      return bytes;
    default:
      return null;
  }
}

function escapeValue(value: string): string {
  let escaped = value.replace(/[\\",+;<>]/g, (char) => `\\${char}`);
  if (escaped.startsWith('#') || escaped.startsWith(' ')) escaped = `\\${escaped}`;
  if (escaped.endsWith(' ') && escaped.length > 1) escaped = `${escaped.slice(0, -1)}\\ `;
  return escaped;
}

function renderAttribute(attribute: forge.asn1.Asn1): string {
  const [oidNode, valueNode] = attribute.value as forge.asn1.Asn1[];
  const oid = forge.asn1.derToOid(oidNode!.value as string);
  const keyword = KEYWORDS[oid];
  const text = valueNode ? decodeString(valueNode) : null;
  if (keyword && text !== null) return `${keyword}=${escapeValue(text)}`;
  // Unknown attribute types or string types: dotted OID and the BER value in hex (RFC 4514 §2.4).
  return `${oid}=#${forge.util.bytesToHex(forge.asn1.toDer(valueNode!).getBytes())}`;
}

/** Renders a Name (SEQUENCE OF RelativeDistinguishedName) in RFC 4514 order. */
export function renderDistinguishedName(name: forge.asn1.Asn1): string {
  const rdns = (name.value as forge.asn1.Asn1[]).map((rdn) =>
    (rdn.value as forge.asn1.Asn1[]).map(renderAttribute).join('+'),
  );
  return rdns.reverse().join(',');
}

/** Issuer and subject Names straight from the certificate's ASN.1 (keeps multi-valued RDNs). */
export function certificateNames(certificateAsn1: forge.asn1.Asn1): { issuer: string; subject: string } {
  const tbs = (certificateAsn1.value as forge.asn1.Asn1[])[0]!;
  const fields = tbs.value as forge.asn1.Asn1[];
  // version is an optional [0] EXPLICIT field before the serial number.
  const offset = fields[0]!.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return {
    issuer: renderDistinguishedName(fields[offset + 2]!),
    subject: renderDistinguishedName(fields[offset + 4]!),
  };
}
