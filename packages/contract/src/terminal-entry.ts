// @svc/contract/terminal — the contract's terminal rules without Effect: when colours are wanted, the
// help width and wrapping, the shape of an API key. A bin reads them before it knows whether it needs
// anything else (`svc --help`, `svc --version` load nothing more).

export { containsApiKey, isApiKeyShaped, maskApiKeys } from "./api-key-shape"
export { coloursWanted, type OutputStream, stripAnsi } from "./terminal-colours"
export { HELP_WIDTH, wrap, wrapLongLines } from "./terminal-text"
