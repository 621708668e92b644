import { ADMIN_PATH } from "./admin-security"
import { type Html, html } from "./html"
import { type Notice, noticeHtml, page } from "./layout"

/** The page shown while no operator is issued: how to issue one. */
export const noOperatorPage = (): Html =>
  page(
    { title: "Sign in" },
    html`<section class="card" aria-labelledby="setup">
<h2 id="setup">No operator yet</h2>
<p>No operator may sign in to this panel yet. On the machine that holds the server's database, issue one:</p>
<pre><code>svc-server operators create --database DATABASE --label "YOUR NAME"</code></pre>
<p>It prints the operator's credential once, on its last line. Then come back here and sign in with the label and the credential. See <em>The admin panel</em> in docs/operations.md.</p>
</section>`,
  )

/** The sign-in form; `csrf` is the value of the sign-in cookie set with it. */
export const signInPage = (csrf: string, notice?: Notice, label = ""): Html =>
  page(
    { title: "Sign in" },
    html`${noticeHtml(notice)}
<section class="card" aria-labelledby="sign-in">
<h2 id="sign-in">Operator sign-in</h2>
<form method="post" action="${ADMIN_PATH}/sign-in" class="fields">
<input type="hidden" name="csrf" value="${csrf}">
<div><label for="operator">Operator</label><input id="operator" name="operator" autocomplete="username" required maxlength="100" value="${label}"></div>
<div><label for="credential">Credential</label><input id="credential" name="credential" type="password" autocomplete="current-password" required maxlength="200"></div>
<div><button type="submit">Sign in</button></div>
</form>
</section>`,
  )
