import RPC
import TabAnalysis

/// `textDocument/completion`: attribute keys inside an item dictionary, image names inside image values
/// (detail: whether a dark variant exists), tab identifiers inside `cyl_selectTabBarItemWithIdentifier:`.
enum CompletionRequest: RequestHandler {
  static let method = "textDocument/completion"

  /// LSP `CompletionItemKind`s.
  enum Kind: Int64 {
    case property = 10
    case value = 12
    case file = 17
    case enumMember = 20
  }

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let snapshot = params.value("textDocument.uri")?.stringValue.flatMap { server.documents[$0] }
    let encoding = server.encoding
    return .work { _ in
      let uri = try params.string("textDocument.uri")
      let position = try params.position("position")
      guard let document = snapshot else { throw ResponseError.invalidParams("'\(uri)' is not open") }
      guard let (_, dialect) = DocumentAnalysis.source(of: document) else { return ["isIncomplete": false, "items": []] }
      let offset = document.lineIndex.offset(of: position, in: encoding)
      let context = CompletionContext.find(in: document.text, at: offset, dialect: dialect)
      let index = server.workspace.index
      let items = context.map { completions(for: $0, index: index) } ?? []
      let edited: [JSON] = items.map { item in
        var object = item.json
        object["textEdit"] = ["range": DocumentAnalysis.range(item.replace, lines: document.lineIndex, encoding: encoding), "newText": .string(item.insert)]
        return .object(object)
      }
      return ["isIncomplete": false, "items": .array(edited)]
    }
  }

  struct Item {
    var label: String
    var kind: Kind
    var detail: String
    var documentation: String?
    var insert: String
    var replace: SourceRange
    var sortText: String

    var json: JSONObject {
      var object = JSONObject()
      object["label"] = .string(label)
      object["kind"] = .int(kind.rawValue)
      object["detail"] = .string(detail)
      if let documentation { object["documentation"] = ["kind": "markdown", "value": .string(documentation)] }
      object["sortText"] = .string(sortText)
      object["filterText"] = .string(label)
      return object
    }
  }

  static func completions(for context: CompletionContext, index: WorkspaceIndex) -> [Item] {
    switch context {
    case .attributeKey(let replace, let existing, _):
      return AttributeKey.allCases.enumerated().filter { !existing.contains($0.element.name) }.map { position, key in
        Item(
          label: key.name, kind: .property, detail: key.accepts.map(\.description).sorted().joined(separator: " | "),
          documentation: key.documentation, insert: key.name, replace: replace,
          sortText: String(format2digits: position))
      }
    case .imageName(let replace, _):
      return index.images.names.map { name in
        let asset = index.images[name]!
        let dark =
          asset.hasDarkAppearance
          ? "light + dark" : index.images[name + index.darkSuffix] != nil ? "light + \(name + index.darkSuffix)" : "light only, no dark variant"
        let scales = asset.scales.map { $0 == 0 ? "vector" : "@\($0)x" }.joined(separator: " ")
        return Item(
          label: name, kind: .file, detail: "\(dark) · \(scales)", documentation: nil, insert: name, replace: replace,
          sortText: name)
      }
    case .tabIdentifier(let replace, _):
      return index.tabIdentifiers.keys.sorted().map { identifier in
        let places = index.tabIdentifiers[identifier]!.map { PathName.lastComponent(of: $0.path) }
        return Item(
          label: identifier, kind: .enumMember, detail: "tab identifier in \(places.joined(separator: ", "))",
          documentation: nil, insert: identifier, replace: replace, sortText: identifier)
      }
    case .lottieKeypath:
      return []
    }
  }
}

extension String {
  init(format2digits value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
