import { Either, Schema } from "effect"
import { BadFormat, BadPage } from "./errors"

/** The answer formats of the status call: the status record, or the PDF report of one page. */
export const ResultFormat = Schema.Literal("json", "pdf")
export type ResultFormat = typeof ResultFormat.Type

const PAGE_INDEX = /^(0|[1-9][0-9]*)$/

/** The `format` query parameter: absent means `json`; anything but exactly `json` or `pdf` is `bad_format`. */
export const decodeFormat = (format: string | undefined): Either.Either<ResultFormat, BadFormat> => {
  if (format === undefined) return Either.right("json")
  return Schema.is(ResultFormat)(format) ? Either.right(format) : Either.left(new BadFormat())
}

/**
 * The `page` query parameter of a PDF request (decision 25): absent means 0; otherwise a decimal
 * index without sign or leading zeros, below the number of pages of the audit, else `bad_page`.
 */
export const decodePageIndex = (
  page: string | undefined,
  pageCount: number,
): Either.Either<number, BadPage> => {
  if (page === undefined) return Either.right(0)
  const index = PAGE_INDEX.test(page) ? Number(page) : Number.NaN
  return index < pageCount ? Either.right(index) : Either.left(new BadPage())
}
