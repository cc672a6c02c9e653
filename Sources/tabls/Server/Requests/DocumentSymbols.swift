import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/documentSymbol`: each tab bar of any library (an attribute array, a sunimp item list, a storyboard
/// scene…) and its items, named by their titles (else their images). A bar's range covers its items, wherever
/// they are declared, so every child lies inside its parent. Clients without hierarchical symbols get the same as
/// flat `SymbolInformation`s, items naming their bar as container.
enum DocumentSymbolRequest: RequestHandler {
  static let method = "textDocument/documentSymbol"

  struct Symbol {
    var name: String
    var detail: String
    var kind: Int64
    var range: SourceRange
    var selection: SourceRange
    var children: [Symbol] = []
  }

  static let arrayKind: Int64 = 18
  static let objectKind: Int64 = 19
  /// Where the client knows only the first 18 kinds, an item is a Variable.
  static let variableKind: Int64 = 13

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let client = server.client
    return DocumentRequest.route(request, server: server) { at in
      guard let (model, scan) = at.tabDocument() else { return [] }
      let symbols = self.symbols(model, scan: scan, itemKind: client.symbolKind(objectKind, fallback: variableKind))
      if client.hierarchicalSymbols { return .array(symbols.map { documentSymbol($0, at: at) }) }
      var flat: [JSON] = []
      for bar in symbols {
        flat.append(information(bar, container: nil, at: at))
        flat += bar.children.map { information($0, container: bar.name, at: at) }
      }
      return .array(flat)
    }
  }

  static func symbols(_ model: TabModel, scan: SourceScan?, itemKind: Int64) -> [Symbol] {
    model.bars.map { bar in
      var children: [Symbol] = []
      var range = bar.range
      for (position, index) in bar.items.enumerated() {
        guard let index else { continue }
        let item = model.items[index]
        let name =
          item.title?.text ?? item.systemItem?.title ?? item.image(.normal)?.name ?? item.lottie?.text
          ?? "item \(position)"
        children.append(
          Symbol(name: name, detail: "item \(position)", kind: itemKind, range: item.range, selection: item.range))
        range = SourceRange(min(range.start, item.range.start), max(range.end, item.range.end))
      }
      let variable = bar.declaration.flatMap { scan?.tabBars[$0].variable }
      let anchor = bar.anchorRange
      let selection = range.start <= anchor.start && anchor.end <= range.end ? anchor : range
      return Symbol(
        name: variable.map { "\($0) (tab bar)" } ?? "\(bar.library.rawValue) tab bar",
        detail: "\(bar.items.count) items", kind: arrayKind, range: range, selection: selection,
        children: children)
    }
  }

  static func documentSymbol(_ symbol: Symbol, at: DocumentRequest) -> JSON {
    var object = JSONObject()
    object["name"] = .string(symbol.name)
    object["detail"] = .string(symbol.detail)
    object["kind"] = .int(symbol.kind)
    object["range"] = at.range(symbol.range)
    object["selectionRange"] = at.range(symbol.selection)
    if !symbol.children.isEmpty { object["children"] = .array(symbol.children.map { documentSymbol($0, at: at) }) }
    return .object(object)
  }

  static func information(_ symbol: Symbol, container: String?, at: DocumentRequest) -> JSON {
    var object = JSONObject()
    object["name"] = .string(symbol.name)
    object["kind"] = .int(symbol.kind)
    object["location"] = ["uri": .string(at.document.uri), "range": at.range(symbol.range)]
    if let container { object["containerName"] = .string(container) }
    return .object(object)
  }
}
