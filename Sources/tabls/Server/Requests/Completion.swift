import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/completion`: attribute keys inside an item dictionary, image names inside image values
/// (detail: whether a dark variant exists), tab identifiers inside `cyl_selectTabBarItemWithIdentifier:`,
/// `CYLTabBarStyleType` constants after `tabBarStyleType =` and `styleType:` (documentation: what each iOS does).
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
    let client = server.client
    return DocumentRequest.route(request, server: server, position: true) { at in
      let storyboard = at.read?.kind == .storyboard
      let context: CompletionContext?
      let dialect: Dialect
      if storyboard {
        context = CompletionContext.find(inStoryboard: at.document.text, at: at.offset)
        dialect = .objectiveC
      } else if let scan = at.read?.sourceScan {
        context = CompletionContext.find(in: at.document.text, at: at.offset, dialect: scan.dialect)
        dialect = scan.dialect
      } else {
        return ["isIncomplete": false, "items": []]
      }
      // Names come from the index: while it loads, wait a little for it rather than answer "nothing"; if it is
      // still loading, say the list is incomplete so the client asks again.
      var indexing = false
      if let context, context.needsIndex {
        // Tab identifiers and Lottie keypaths come from other source files: the second step of the first load.
        indexing =
          context.needsSourceFacts
          ? !server.workspace.waitUntilComplete(timeout: 3) : !server.workspace.waitUntilReady(timeout: 3)
      }
      let index = server.workspace.index(for: at.document.uri)
      var items = context.map { completions(for: $0, index: index) } ?? []
      if storyboard {
        items = items.map { item in
          var item = item; item.insert = XMLEntities.escape(item.insert); return item
        }
      }
      let isIncomplete = items.count > maxItems || (indexing && items.isEmpty)
      if items.count > maxItems { items = Array(items.prefix(maxItems)) }
      let snippets = client.snippets
      let edited: [JSON] = items.map { item in
        var object = item.json(client)
        var newText = item.insert
        // A key typed where nothing follows on its line becomes the whole `key : value,` pair, when the client
        // takes snippets; otherwise (or with a value already there) just the key, so nothing is doubled.
        if snippets, let value = item.valueSnippet, restOfLineIsEmpty(at.document.text, after: item.replace.end) {
          newText = item.insert + (dialect == .swift ? ": " : " : ") + value + ","
          object["insertTextFormat"] = 2
        }
        object["textEdit"] = ["range": at.range(item.replace), "newText": .string(newText)]
        return .object(object)
      }
      return ["isIncomplete": .bool(isIncomplete), "items": .array(edited)]
    }
  }

  static func restOfLineIsEmpty(_ text: [UInt8], after offset: Int) -> Bool {
    var index = offset
    while index < text.count, text[index] != 0x0A {
      if text[index] != 0x20 && text[index] != 0x09 && text[index] != 0x0D { return false }
      index += 1
    }
    return true
  }

  /// Long candidate lists (image names of a large catalog) are cut to the best matches and marked incomplete,
  /// so the client asks again as the user types, as clangd and rust-analyzer do.
  static let maxItems = 100

  /// Names that match what was typed (case-insensitively): those that start with it first, then those that
  /// contain it, each alphabetically.
  static func ranked(_ names: [String], prefix: String) -> [String] {
    ranked(names.sorted().map { ($0, $0.lowercased()) }, prefix: prefix)
  }

  /// The same over names already sorted, stopping once `maxItems + 1` names start with the prefix.
  static func ranked(_ sorted: [(name: String, lowered: String)], prefix: String) -> [String] {
    guard !prefix.isEmpty else { return sorted.prefix(maxItems + 1).map(\.name) }
    let needle = prefix.lowercased()
    var starting: [String] = []
    var containing: [String] = []
    for (name, lowered) in sorted {
      if lowered.hasPrefix(needle) {
        starting.append(name)
        if starting.count > maxItems { break }
      } else if containing.count <= maxItems && lowered.contains(needle) {
        containing.append(name)
      }
    }
    return starting + containing
  }

  struct Item {
    var label: String
    var kind: Kind
    var detail: String
    var documentation: String?
    var insert: String
    var replace: SourceRange
    var sortText: String
    /// For keys: the value's snippet in this dialect.
    var valueSnippet: String? = nil
    /// For keys: resolved later (`completionItem/resolve`), so the list stays light.
    var resolveKey: String? = nil

    func json(_ client: ClientCapabilities) -> JSONObject {
      var object = JSONObject()
      object["label"] = .string(label)
      // EnumMember is past the 18 kinds every client knows.
      object["kind"] = .int(client.completionKind(kind.rawValue, fallback: Kind.value.rawValue))
      object["detail"] = .string(detail)
      if let documentation { object["documentation"] = CompletionResolveRequest.documentation(documentation, client) }
      object["sortText"] = .string(sortText)
      object["filterText"] = .string(label)
      if let resolveKey { object["data"] = ["tabls.key": .string(resolveKey)] }
      return object
    }
  }

  static func completions(for context: CompletionContext, index: WorkspaceIndex) -> [Item] {
    switch context {
    case .attributeKey(let replace, let existing, let dialect):
      return AttributeKey.allCases.enumerated().filter { !existing.contains($0.element.name) }.map { position, key in
        Item(
          label: key.name, kind: .property, detail: key.accepts.map(\.description).sorted().joined(separator: " | "),
          documentation: nil, insert: key.name, replace: replace, sortText: String(format2digits: position),
          valueSnippet: dialect == .swift ? key.valueSnippet.swift : key.valueSnippet.objc, resolveKey: key.name)
      }
    case .imageName(let replace, let prefix):
      // One more than shown, so the caller knows the list is incomplete.
      return ranked(Array(index.images.images.keys), prefix: prefix).prefix(maxItems + 1).enumerated().map {
        rank, name in
        let asset = index.images[name]!
        let dark =
          asset.hasDarkAppearance
          ? "light + dark"
          : index.images.contains(name + index.darkSuffix)
            ? "light + \(name + index.darkSuffix)" : "light only, no dark variant"
        // A single-scale file is a vector drawing only when it is one (PDF, SVG); a PNG may be single-scale too.
        let scales = Set(
          asset.files.map { file -> String in
            guard file.scale == 0 else { return "@\(file.scale)x" }
            let path = file.path.lowercased()
            return path.hasSuffix(".pdf") || path.hasSuffix(".svg") ? "vector" : "single scale"
          }
        ).sorted().joined(separator: " ")
        return Item(
          label: name, kind: .file, detail: "\(dark) · \(scales)", documentation: nil, insert: name, replace: replace,
          sortText: String(format2digits: rank))
      }
    case .tabIdentifier(let replace, let prefix):
      return ranked(Array(index.tabIdentifiers.keys), prefix: prefix).prefix(maxItems + 1).map { identifier in
        let places = index.tabIdentifiers[identifier]!.map { PathName.lastComponent(of: $0.path) }
        return Item(
          label: identifier, kind: .enumMember, detail: "tab identifier in \(places.joined(separator: ", "))",
          documentation: nil, insert: identifier, replace: replace, sortText: identifier)
      }
    case .localizationKey(let replace, let prefix):
      let localization = index.localization
      let languages = localization.appLanguages.count
      let sorted = localization.allKeys.map { ($0, $0.lowercased()) }
      return ranked(sorted, prefix: prefix).prefix(maxItems + 1).enumerated().map { rank, key in
        let translations = localization.translations(of: key)
        let source = localization.sourceLanguage.flatMap { translations[$0]?.value } ?? key
        let count = translations.keys.filter { $0 != "Base" }.count
        return Item(
          label: key, kind: .value, detail: "\(source) · \(count)/\(languages) languages", documentation: nil,
          insert: key, replace: replace, sortText: String(format2digits: rank))
      }
    case .styleType(let replace, let dialect, let dotted):
      return CYLStyleType.allCases.map { type in
        let name = dialect == .swift ? type.swiftCase : type.constant
        return Item(
          label: name, kind: .enumMember, detail: "CYLTabBarStyleType \(type.rawValue) · \(type.name)",
          documentation: StyleDocumentation.markdown(for: type, release: index.libraryVersion),
          insert: dialect == .swift && !dotted ? "." + name : name, replace: replace,
          sortText: String(format2digits: type.rawValue))
      }
    case .lottieKeypath(let replace, let prefix, let lottie):
      guard let lottie, case .success(let keypaths)? = index.lottie(for: lottie)?.keypaths else { return [] }
      let candidates = LottieLookup.candidates(keypaths)
      let needle = prefix.lowercased()
      return candidates.enumerated().filter { needle.isEmpty || $0.element.text.lowercased().contains(needle) }
        .prefix(maxItems + 1).map { rank, candidate in
          Item(
            label: candidate.text, kind: .value, detail: candidate.detail, documentation: nil, insert: candidate.text,
            replace: replace, sortText: String(format2digits: rank))
        }
    }
  }
}

extension String {
  /// Zero-padded, so that `sortText` orders numerically.
  init(format2digits value: Int) {
    let digits = String(value)
    self = String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}

/// `completionItem/resolve`: the documentation of a completed attribute key (left out of the list itself).
enum CompletionResolveRequest: RequestHandler {
  static let method = "completionItem/resolve"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    guard case .object(var item) = request.params else {
      return .reply(.failure(.invalidParams("a completion item is expected")))
    }
    if let name = item["data"]?["tabls.key"]?.stringValue, let key = AttributeKey.named(name) {
      item["documentation"] = documentation(HoverRequest.markdown(key), server.client)
    }
    return .reply(.success(.object(item)))
  }

  /// Documentation in the client's format: `MarkupContent` when it named formats, else a plain string.
  static func documentation(_ markdown: String, _ client: ClientCapabilities) -> JSON {
    guard let format = client.completionDocumentationFormat else {
      return .string(PlainText.from(markdown: markdown))
    }
    return ClientCapabilities.markup(markdown, as: format)
  }
}
