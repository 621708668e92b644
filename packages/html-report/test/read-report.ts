import { type DefaultTreeAdapterMap, parse } from "parse5"

type Node = DefaultTreeAdapterMap["node"]
export type Element = DefaultTreeAdapterMap["element"]

const childrenOf = (node: Node): ReadonlyArray<Node> => ("childNodes" in node ? node.childNodes : [])

const textOf = (node: Node): string =>
  node.nodeName === "#text" && "value" in node ? node.value : childrenOf(node).map(textOf).join("")

export interface ReadReport {
  readonly elements: ReadonlyArray<Element>
  readonly textOf: (node: Element) => string
  readonly attribute: (element: Element, name: string) => string | undefined
  readonly withAttribute: (name: string) => ReadonlyArray<Element>
  /** The text of the first element with this tag. */
  readonly first: (tagName: string) => string | undefined
  readonly bodyText: () => string
  /** Every element inside this one, in document order. */
  readonly descendants: (element: Element) => ReadonlyArray<Element>
}

/** A report as a browser's parser reads it (parse5 follows the HTML standard): its elements and their text. */
export const readReport = (html: string): ReadReport => {
  const elementsIn = (root: Node): Element[] => {
    const found: Element[] = []
    const walk = (node: Node) => {
      if ("tagName" in node) found.push(node)
      for (const child of childrenOf(node)) walk(child)
    }
    walk(root)
    return found
  }
  const elements = elementsIn(parse(html))
  const attribute = (element: Element, name: string) =>
    element.attrs.find((attr) => attr.name === name)?.value
  const first = (tagName: string) => {
    const element = elements.find((candidate) => candidate.tagName === tagName)
    return element === undefined ? undefined : textOf(element)
  }
  return {
    elements,
    textOf,
    attribute,
    withAttribute: (name: string) => elements.filter((element) => attribute(element, name) !== undefined),
    first,
    bodyText: () => first("body") ?? "",
    descendants: (element) => elementsIn(element).slice(1),
  }
}
