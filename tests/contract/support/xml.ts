/**
 * A strict, minimal XML 1.0 reader for checking generated reports (JUnit): it throws on anything
 * that is not well-formed (unbalanced or mismatched tags, a bare `<` or `&`, bad attribute syntax,
 * unknown entities, duplicate attributes, more than one root) and returns the element tree.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`bare "<" near offset ${at}`);
  return raw.replace(/&([^;]*);|&/g, (match, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`bare "&" near offset ${at}`);
    if (entity in ENTITIES) return ENTITIES[entity] ?? '';
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(entity);
    if (!numeric) throw new Error(`unknown entity "${match}" near offset ${at}`);
    return String.fromCodePoint(numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]));
  });
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const skipSpace = (): void => {
    while (i < xml.length && /\s/.test(xml[i] ?? '')) i++;
  };
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    i = end + 2;
  }
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = lt < 0 ? xml.slice(i) : xml.slice(i, lt);
    const parent = stack[stack.length - 1];
    if (text.trim() !== '') {
      if (!parent) throw new Error(`text outside the root element near offset ${i}`);
      parent.text += decode(text, i);
    } else if (parent) parent.text += text;
    if (lt < 0) break;
    i = lt;
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i);
      if (end < 0 || !parent) throw new Error('bad CDATA section');
      parent.text += xml.slice(i + 9, end);
      i = end + 3;
      continue;
    }
    if (xml.startsWith('</', i)) {
      i += 2;
      const name = NAME.exec(xml.slice(i))?.[0];
      if (!name) throw new Error(`bad closing tag near offset ${i}`);
      i += name.length;
      skipSpace();
      if (xml[i] !== '>') throw new Error(`bad closing tag </${name} near offset ${i}`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    i++;
    const name = NAME.exec(xml.slice(i))?.[0];
    if (!name) throw new Error(`bad tag near offset ${i}`);
    i += name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      const before = i;
      skipSpace();
      if (xml.startsWith('/>', i) || xml[i] === '>') break;
      if (i === before) throw new Error(`missing space before attribute in <${name}> near offset ${i}`);
      const attr = NAME.exec(xml.slice(i))?.[0];
      if (!attr) throw new Error(`bad attribute in <${name}> near offset ${i}`);
      i += attr.length;
      skipSpace();
      if (xml[i] !== '=') throw new Error(`attribute ${attr} without value near offset ${i}`);
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute ${attr} near offset ${i}`);
      const end = xml.indexOf(quote, i + 1);
      if (end < 0) throw new Error(`unterminated attribute ${attr}`);
      if (attr in element.attributes) throw new Error(`duplicate attribute ${attr} in <${name}>`);
      element.attributes[attr] = decode(xml.slice(i + 1, end), i);
      i = end + 1;
    }
    if (parent) parent.children.push(element);
    else if (root) throw new Error('more than one root element');
    else root = element;
    if (xml.startsWith('/>', i)) i += 2;
    else {
      i++;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]?.name ?? ''}>`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every descendant element with that name. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAll(child, name)]);
}
