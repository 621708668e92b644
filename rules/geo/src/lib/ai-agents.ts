// AI crawlers and agents by what they fetch for, with their robots.txt product tokens. Sources: each
// vendor's crawler documentation, and the ai.robots.txt registry (github.com/ai-robots-txt/ai.robots.txt).

export interface AiAgent {
  readonly token: string
  readonly vendor: string
}

/**
 * Crawlers that build the indexes AI search answers cite from. Blocking one removes the page from that
 * engine's answers. The first three are the engines most AI search traffic comes from.
 */
export const MAJOR_AI_SEARCH_BOTS: ReadonlyArray<AiAgent> = [
  { token: "OAI-SearchBot", vendor: "OpenAI (ChatGPT search)" },
  { token: "Claude-SearchBot", vendor: "Anthropic (Claude)" },
  { token: "PerplexityBot", vendor: "Perplexity" },
]

/** Applebot is left out: it also feeds Apple's classic search, so the SEO pack's crawler checks judge it. */
export const AI_SEARCH_BOTS: ReadonlyArray<AiAgent> = [
  ...MAJOR_AI_SEARCH_BOTS,
  { token: "Amzn-SearchBot", vendor: "Amazon (Alexa, Rufus)" },
  { token: "DuckAssistBot", vendor: "DuckDuckGo (DuckAssist)" },
]

/** Agents that fetch a page because a person asked an assistant about it ("read this link"). */
export const AI_USER_FETCHERS: ReadonlyArray<AiAgent> = [
  { token: "ChatGPT-User", vendor: "OpenAI" },
  { token: "Claude-User", vendor: "Anthropic" },
  { token: "Perplexity-User", vendor: "Perplexity" },
  { token: "MistralAI-User", vendor: "Mistral" },
  { token: "Meta-ExternalFetcher", vendor: "Meta" },
]

/**
 * Crawlers and control tokens for model training. Blocking them is a policy choice: it keeps the content
 * out of future models' training data and does not remove the page from AI search answers.
 */
export const AI_TRAINING_BOTS: ReadonlyArray<AiAgent> = [
  { token: "GPTBot", vendor: "OpenAI" },
  { token: "ClaudeBot", vendor: "Anthropic" },
  { token: "Google-Extended", vendor: "Google (Gemini; not Search or AI Overviews)" },
  { token: "Applebot-Extended", vendor: "Apple" },
  { token: "CCBot", vendor: "Common Crawl" },
  { token: "Meta-ExternalAgent", vendor: "Meta" },
  { token: "Amazonbot", vendor: "Amazon" },
  { token: "Bytespider", vendor: "ByteDance" },
  { token: "cohere-training-data-crawler", vendor: "Cohere" },
]

/** Every AI agent with a documented robots.txt token. */
export const KNOWN_AI_AGENTS: ReadonlyArray<AiAgent> = [
  ...AI_SEARCH_BOTS,
  ...AI_USER_FETCHERS,
  ...AI_TRAINING_BOTS,
  // Legacy or lesser-known tokens that are real, so never reported as unknown.
  { token: "anthropic-ai", vendor: "Anthropic" },
  { token: "Claude-Web", vendor: "Anthropic" },
  { token: "GoogleOther", vendor: "Google" },
  { token: "Google-CloudVertexBot", vendor: "Google" },
  { token: "FacebookBot", vendor: "Meta" },
  { token: "meta-webindexer", vendor: "Meta" },
  { token: "Amzn-User", vendor: "Amazon" },
  { token: "YouBot", vendor: "You.com" },
  { token: "cohere-ai", vendor: "Cohere" },
  { token: "Diffbot", vendor: "Diffbot" },
  { token: "AI2Bot", vendor: "Allen Institute" },
  { token: "PanguBot", vendor: "Huawei" },
  { token: "Timpibot", vendor: "Timpi" },
  { token: "omgili", vendor: "Webz.io" },
  { token: "ImagesiftBot", vendor: "ImageSift" },
  { token: "Kangaroo Bot", vendor: "Kangaroo LLM" },
]

/** Every known token, lower-cased as robots.txt compares them. */
export const KNOWN_AI_TOKENS: ReadonlySet<string> = new Set(
  KNOWN_AI_AGENTS.map((agent) => agent.token.toLowerCase()),
)

/**
 * `User-agent` names that look like an AI crawler but match none: robots.txt matches product tokens
 * exactly (RFC 9309, case-insensitive), so a group for one of these blocks nothing. Each maps to what
 * the author most likely meant (the training, search and user-fetch crawlers of a vendor, in that order).
 */
export const MISTAKEN_AI_TOKENS: Readonly<Record<string, string>> = {
  chatgpt: "GPTBot / OAI-SearchBot / ChatGPT-User",
  openai: "GPTBot / OAI-SearchBot / ChatGPT-User",
  "gpt-bot": "GPTBot",
  gpt: "GPTBot",
  anthropic: "ClaudeBot / Claude-SearchBot / Claude-User",
  claude: "ClaudeBot / Claude-SearchBot / Claude-User",
  "claude-bot": "ClaudeBot",
  claudeai: "ClaudeBot",
  perplexity: "PerplexityBot / Perplexity-User",
  "perplexity-bot": "PerplexityBot",
  perplexityai: "PerplexityBot",
  bard: "Google-Extended",
  "google-bard": "Google-Extended",
  googlebard: "Google-Extended",
  gemini: "Google-Extended",
  "google-gemini": "Google-Extended",
  "googlebot-extended": "Google-Extended",
  "google-extended-bot": "Google-Extended",
  commoncrawl: "CCBot",
  "common crawl": "CCBot",
  "common-crawl": "CCBot",
  "cc-bot": "CCBot",
  "applebot-ai": "Applebot-Extended",
  "meta-ai": "Meta-ExternalAgent",
  "meta-externalagent-bot": "Meta-ExternalAgent",
  "facebook-ai": "Meta-ExternalAgent",
  bytedance: "Bytespider",
  copilot: "bingbot (Microsoft Copilot answers come from Bing's index)",
  "bing-chat": "bingbot (Microsoft Copilot answers come from Bing's index)",
  bingai: "bingbot (Microsoft Copilot answers come from Bing's index)",
  mistral: "MistralAI-User",
  mistralai: "MistralAI-User",
}
