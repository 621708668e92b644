// Disagreements with Lighthouse that are not the gates' and not yet fixed, each a class of pages said
// precisely. They are gaps in what the engine knows of a page, not in a rule's logic, and fixing them
// changes more than the Lighthouse-id rules. Delete a class once its fix lands.
import type { PageSpec } from "./page-spec"

/** The Lighthouse ids a known gap excuses on this page. */
export const knownGaps = (spec: PageSpec): ReadonlyArray<string> => [
  // Lighthouse reads the text of links inside an open (declarative) shadow root and of SVG <a> links
  // (their textContent); the links fact (packages/core/src/facts/dom-scan.ts) reads neither: a
  // `<template shadowrootmode>`'s content is taken as an inert template, and only HTML <a> are links.
  ...(spec.links.some((link) => link.kind === "shadow" || link.kind === "svg") ? ["link-text"] : []),
]
