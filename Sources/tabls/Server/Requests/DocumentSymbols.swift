import RPC
import TabAnalysis

/// `textDocument/documentSymbol`: each tab bar (an attribute array, a sunimp item list) and its items, named by
/// their titles (else their images).
enum DocumentSymbolRequest: RequestHandler {
  static let method = "textDocument/documentSymbol"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let scan = at.scan() else { return [] }
      var symbols: [JSON] = []
      for tabBar in scan.tabBars {
        var children: [JSON] = []
        for (position, index) in tabBar.items.enumerated() {
          guard let index else { continue }
          let dictionary = scan.dictionaries[index]
          let name =
            dictionary.value(.title)?.text ?? dictionary.value(.image)?.text
            ?? dictionary.value(.lottieURL)?.text ?? "item \(position)"
          children.append([
            "name": .string(name), "detail": .string("item \(position)"), "kind": 19,  // Object
            "range": at.range(dictionary.range), "selectionRange": at.range(dictionary.range),
          ])
        }
        let name = tabBar.variable.map { "\($0) (tab bar)" } ?? "Tab bar"
        symbols.append([
          "name": .string(name), "detail": .string("\(tabBar.items.count) items"), "kind": 18,  // Array
          "range": at.range(tabBar.range), "selectionRange": at.range(tabBar.range), "children": .array(children),
        ])
      }
      return .array(symbols)
    }
  }
}
