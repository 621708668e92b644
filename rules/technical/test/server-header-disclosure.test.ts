import { RuleTester } from "@svc/rule-tester"
import serverHeaderDisclosure from "../src/rules/server-header-disclosure"

new RuleTester().run(serverHeaderDisclosure, {
  pass: ["<p>x</p>", { headers: { server: "nginx" }, html: "" }],
  fail: [
    {
      headers: { server: "Apache/2.4.41 (Ubuntu)", "x-powered-by": "PHP/7.4.3" },
      html: "",
      evidence:
        "The response names its software: Server: Apache/2.4.41 (Ubuntu), x-powered-by: PHP/7.4.3 — attackers match these against known vulnerabilities.",
    },
  ],
})
