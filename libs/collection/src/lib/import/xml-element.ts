// A small element tree for one LIDO record and the queries the mapping needs. The tree
// holds one record at a time (see lido-reader.ts), so its size is bounded by the largest
// record, never by the file.

/** The LIDO namespace (1.0 and 1.1 share it). */
export const LIDO_NS = 'http://www.lido-schema.org';

/** SKOS: LIDO 1.1 writes a concept as `<skos:Concept rdf:about="URI">` beside its terms. */
export const SKOS_NS = 'http://www.w3.org/2004/02/skos/core#';

/** One element: LIDO names are kept without prefix, text is the element's own text. */
export interface XmlElement {
  /** Local name, e.g. "titleSet" for `<lido:titleSet>`. */
  readonly name: string;
  /** Namespace URI; "" for an element in no namespace. */
  readonly uri: string;
  /**
   * Attributes in the LIDO namespace or unqualified, by local name ("type", "pref"); RDF
   * attributes with their prefix ("rdf:about").
   */
  readonly attributes: ReadonlyMap<string, string>;
  /** The effective `xml:lang`: the element's own, else inherited from its ancestors. */
  readonly lang: string | null;
  readonly children: XmlElement[];
  /** Text and CDATA directly inside the element, untrimmed. */
  text: string;
}

/**
 * True for an element of LIDO's vocabulary: in the LIDO namespace, or in no namespace at
 * all, which hand-made files without `xmlns:lido` produce.
 */
export function isLidoElement(element: XmlElement, name: string): boolean {
  return element.name === name && (element.uri === LIDO_NS || element.uri === '');
}

/** The LIDO children named `name`, in document order. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => isLidoElement(child, name)) : [];
}

/** Every element reached by a path of child names ("titleWrap/titleSet"), in order. */
export function select(element: XmlElement | undefined, path: string): XmlElement[] {
  let current = element ? [element] : [];
  for (const step of path.split('/')) {
    current = current.flatMap((node) => childrenNamed(node, step));
  }
  return current;
}

/** The first element reached by `path`, if any. */
export function selectFirst(element: XmlElement | undefined, path: string): XmlElement | undefined {
  return select(element, path)[0];
}

/** The element's trimmed text with inner whitespace runs kept; undefined when blank. */
export function textOf(element: XmlElement | undefined): string | undefined {
  const text = element?.text.trim();
  return text ? text : undefined;
}

/** The trimmed, non-blank texts of every element reached by `path`. */
export function textsAt(element: XmlElement | undefined, path: string): string[] {
  return select(element, path)
    .map(textOf)
    .filter((text): text is string => text !== undefined);
}

/** The first non-blank text reached by `path`. */
export function firstText(element: XmlElement | undefined, path: string): string | undefined {
  return textsAt(element, path)[0];
}

/** A LIDO attribute by local name ("type", "pref", "sortorder"). */
export function attribute(element: XmlElement, name: string): string | undefined {
  return element.attributes.get(name);
}

/**
 * The concept identifiers of a LIDO concept element (eventType, roleActor, rightsType, …):
 * LIDO 1.0 `conceptID` texts and LIDO 1.1 `skos:Concept/@rdf:about` URIs, in document order.
 */
export function conceptIds(element: XmlElement | undefined): string[] {
  if (!element) return [];
  return element.children.flatMap((child) => {
    if (isLidoElement(child, 'conceptID')) return textOf(child) ?? [];
    if (child.name === 'Concept' && child.uri === SKOS_NS) {
      return child.attributes.get('rdf:about')?.trim() || [];
    }
    return [];
  });
}

/** The `skos:prefLabel` texts of a LIDO 1.1 concept element's `skos:Concept`. */
export function skosLabels(element: XmlElement | undefined): string[] {
  if (!element) return [];
  return element.children
    .filter((child) => child.name === 'Concept' && child.uri === SKOS_NS)
    .flatMap((concept) => concept.children)
    .filter((label) => label.name === 'prefLabel' && label.uri === SKOS_NS)
    .flatMap((label) => textOf(label) ?? []);
}
