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
}

/** A report as a browser's parser reads it (parse5 follows the HTML standard): its elements and their text. */
export const readReport = (html: string): ReadReport => {
  const elements: Element[] = []
  const walk = (node: Node) => {
    if ("tagName" in node) elements.push(node)
    for (const child of childrenOf(node)) walk(child)
  }
  walk(parse(html))
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
  }
}
