import { RuleTester } from "@svc/rule-tester"
import serverHeaderDisclosure from "../src/rules/server-header-disclosure"

new RuleTester().run(serverHeaderDisclosure, {
  pass: ["<p>x</p>", { headers: { server: "nginx" }, html: "" }],
  fail: [
    {
      headers: { server: "Apache/2.4.41 (Ubuntu)", "x-powered-by": "PHP/7.4.3" },
      html: "",
      reports: [
        { messageId: "serverVersion", subject: "Server" },
        { messageId: "stackHeader", subject: "x-powered-by" },
      ],
    },
  ],
})
