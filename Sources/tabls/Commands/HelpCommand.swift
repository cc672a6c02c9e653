enum HelpCommand {
  static let text = """
    tabls \(TablsVersion.current) — a language server and CI checker for iOS tab bars

    Usage:
      tabls lsp [--max-message-bytes N]   run the language server over stdio (also: tabls --stdio)
      tabls query [--root DIR] [--compact] [REQUEST]
                                          answer one JSON-RPC request or batch (from REQUEST or stdin)
                                          with an in-process server over DIR; prints the result as JSON
      tabls help                          show this help
      tabls --version                     print the version

    Exit status: 0 success, 1 the request failed, 2 usage error.
    """

  static func run() -> Int32 {
    print(text)
    return 0
  }
}
