import { describe, expect, it } from "vitest"
import { siteViewOf } from "../../src/site/site-view"
import { crawledPage, crawledSite, linkTo } from "./crawled-site"

const at = (path: string) => `https://example.com${path}`

/** A request the crawl stopped at its redirect to `to` (fetched by a request of its own). */
const stoppedAt = (path: string, to: string, status = 301) =>
  crawledPage(path, {
    status: null,
    redirects: [{ url: at(path), status }],
    finalUrl: at(to),
    html: false,
    indexable: false,
    title: null,
    answeredApart: true,
  })

describe("siteViewOf over redirects the crawl stopped at", () => {
  it("reads a redirect answered apart as the same redirect followed", () => {
    const target = crawledPage("/new", { title: "New", links: [linkTo("/")] })
    const followed = siteViewOf(
      crawledSite([
        crawledPage("/"),
        crawledPage("/old", { ...target, url: at("/old"), redirects: [{ url: at("/old"), status: 301 }] }),
        target,
      ]),
    )
    const apart = siteViewOf(crawledSite([crawledPage("/"), stoppedAt("/old", "/new"), target]))
    expect(apart.page(at("/old"))).toEqual(followed.page(at("/old")))
    expect(apart.page(at("/old"))).toMatchObject({
      status: 200,
      title: "New",
      finalUrl: at("/new"),
      redirects: [{ url: at("/old"), status: 301 }],
    })
    expect(apart.documents.map((page) => page.url)).toEqual([at("/"), at("/new")])
    expect(apart.linksReaching(at("/"))).toEqual(followed.linksReaching(at("/")))
  })

  it("joins a chain whose hops were fetched by different requests", () => {
    const view = siteViewOf(
      crawledSite([
        crawledPage("/"),
        stoppedAt("/one", "/two"),
        crawledPage("/two", {
          redirects: [{ url: at("/two"), status: 302 }],
          finalUrl: at("/three"),
          title: "Three",
        }),
        crawledPage("/three", { title: "Three" }),
      ]),
    )
    expect(view.page(at("/one"))).toMatchObject({
      status: 200,
      finalUrl: at("/three"),
      title: "Three",
      redirects: [
        { url: at("/one"), status: 301 },
        { url: at("/two"), status: 302 },
      ],
    })
  })

  it("ends two redirects that stopped at each other as a loop, with no document", () => {
    const view = siteViewOf(crawledSite([crawledPage("/"), stoppedAt("/a", "/b"), stoppedAt("/b", "/a")]))
    expect(view.page(at("/a"))).toMatchObject({
      status: null,
      failure: "unreachable",
      finalUrl: at("/a"),
      redirects: [
        { url: at("/a"), status: 301 },
        { url: at("/b"), status: 301 },
      ],
    })
    expect(view.documents.map((page) => page.url)).toEqual([at("/")])
  })

  it("keeps a redirect to a page the crawl never fetched a redirect, and makes no document of it", () => {
    const view = siteViewOf(crawledSite([crawledPage("/"), stoppedAt("/old", "/unfetched", 308)]))
    expect(view.page(at("/old"))).toMatchObject({
      status: 308,
      finalUrl: at("/unfetched"),
      answeredApart: true,
    })
    expect(view.document(at("/unfetched"))).toBeUndefined()
    expect(view.documents.map((page) => page.url)).toEqual([at("/")])
  })
})
