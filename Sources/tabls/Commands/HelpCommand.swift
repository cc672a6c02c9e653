enum HelpCommand {
  static let text = """
    tabls \(TablsVersion.current) — a language server and CI checker for iOS tab bars

    Usage:
      tabls lsp [--max-message-bytes N]   run the language server over stdio (also: tabls --stdio)
      tabls query [--root DIR] [--compact] [REQUEST]
                                          answer one JSON-RPC request or batch (from REQUEST or stdin)
                                          with an in-process server over DIR; prints the result as JSON
      tabls check [PATH…] [--format text|json|sarif|github|junit|gitlab|checkstyle|markdown|html]
                  [--fail-on error|warning|info|hint|never] [--fix | --diff] [--baseline FILE]
                  [--write-baseline FILE] [--output-file FILE] [--statistics] [--root DIR] [--config FILE]
                  [--shard K/N] [--quiet]
                                          report the findings of PATHs (default .), each checked in its
                                          project (the folder with .tabls.json, .xcodeproj, Package.swift
                                          or .git); --fix writes the fixes, --diff shows them
      tabls rules [--format text|markdown|json] print every rule with its documentation and examples
      tabls keypaths FILE.json [--engine main|core] [--match PATTERN] [--kind color|opacity|…] [--unique]
                  [--format text|json]    the keypaths lottie-ios lists for an animation, sorted
      tabls l10n [PATH] [--format text|json]   which keys each language lacks (exit 1 when any)
      tabls l10n parse FILE [--format text|json]
                                          one .strings table as Foundation reads it, or its errors
      tabls layout FILE[:LINE] | --spec FILE.json [--device NAME] [--landscape]
                                          the tab bar's frames (JSON), from a source or an explicit spec
      tabls devices                       the device presets for layouts
      tabls status [PATH] [--format text|json]
                                          what tabls sees of PATH's project, for a bug report
      tabls preview FILE[:LINE] [--root DIR] [--device NAME] [--landscape] [--selected N] [--ascii-only]
                  [--format ascii|png] [-o OUT] [--dark] [--scale 1|2|3]
                                          the tab bar of a source file, drawn as text or as a PNG (-o X.png)
      tabls preview FILE.json [--size WxH] [--frame N | --progress P] [--color 'KEYPATH=#RRGGBB[AA]']…
                  [--engine main|core] -o OUT.png
                                          a Lottie animation's frame (the first by default), colours replaced by keypath
      tabls diff BASE [HEAD] [--output-dir DIR] [--root DIR] [--exit-code]
                                          the tab bars that changed between two revisions (or folders),
                                          drawn before and after, with diff.md and diff.json
      tabls help                          show this help
      tabls --version                     print the version

    Exit status: 0 success, 1 findings (check) or a failed request (query), 2 usage error.
    """

  static func run() -> Int32 {
    print(text)
    return 0
  }
}
