import type { RunningServer } from "./server-process"

/** Signs in as a browser would: the form and its cookie first, then the post; answers the post. */
export const signIn = async (
  server: RunningServer,
  credential: string,
  headers: Readonly<Record<string, string>> = {},
  label = "Ada",
) => {
  const form = await fetch(`${server.url}/admin/sign-in`, { headers })
  const cookie = (form.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? ""
  return fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, operator: label, credential }).toString(),
  })
}

/** The `svc_admin` Set-Cookie of a sign-in's answer, whole. */
export const sessionCookie = (answer: Response) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith("svc_admin=")) ?? ""
