import JSON
import Lottie
import RPC
import Raster
import SourceText
import TabAnalysis

/// `textDocument/hover`: on an attribute key, its documentation and accepted values; on an image name, its asset
/// (scales, pixel sizes, light/dark); on a localization key, its translations per language (missing ones marked);
/// on a `CYLTabBarLottieDarkColors` pattern, how many keypaths it matches in each engine and the first ones; on a
/// `CYLTabBarStyleType` value and on Info.plist's `UIDesignRequiresCompatibility`, the style each iOS draws; on a
/// rule code in a `tabls:ignore` directive, the rule's documentation;
/// anywhere else in a tab bar's attribute array or its item dictionaries, the tab bar drawn as text.
enum HoverRequest: RequestHandler {
  static let method = "textDocument/hover"

  /// A `Hover` in the client's format (Markdown, or its plain-text reading).
  struct Answer {
    var markdown: String
    var range: SourceRange

    func json(_ at: DocumentRequest, format: ClientCapabilities.Markup) -> JSON {
      ["contents": ClientCapabilities.markup(markdown, as: format), "range": at.range(range)]
    }
  }

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let format = server.client.hoverFormat
    return DocumentRequest.route(request, server: server, position: true) { at in
      // A tab bar's drawing needs the PlusButton, often registered in another file: the whole first load.
      _ = server.workspace.waitUntilComplete(timeout: indexWait)
      return answer(at, index: server.workspace.index(for: at.document.uri))?.json(at, format: format) ?? .null
    }
  }

  /// How long a request whose answer comes from the index (hover, definition, links, fixes, pulled diagnostics)
  /// waits for its first load: image and translation facts come from it.
  static let indexWait: Double = 3

  static func answer(_ at: DocumentRequest, index: WorkspaceIndex) -> Answer? {
    // A rule code in a `tabls:ignore` directive: the rule's documentation, in any file.
    if let (code, range) = SuppressionEdit.code(at: at.offset, in: at.document.text),
      let rule = RuleRegistry.rule(code: code)
    {
      return Answer(markdown: RuleRegistry.markdown(rule), range: range)
    }
    if Analyzer.isInfoPlist(WorkspaceRoots.path(fromURI: at.document.uri) ?? at.document.uri) {
      // The compatibility key: what each iOS does with it for this app's bars.
      guard let key = InfoPlistScanner.key("UIDesignRequiresCompatibility", in: at.document.text),
        key.touches(at.offset)
      else { return nil }
      return Answer(
        markdown: StyleDocumentation.compatibilityKeyMarkdown(usesCYL: index.usesCYL, release: index.libraryVersion),
        range: key)
    }
    guard let (model, scan) = at.tabDocument() else { return nil }
    if let scan, let found = sourceHover(at, scan: scan, index: index) { return found }
    for item in model.items where item.range.touches(at.offset) {
      for image in item.images where image.source.isName && image.range.touches(at.offset) {
        return Answer(markdown: imageMarkdown(image.name, index: index), range: image.range)
      }
    }
    guard let bar = model.bar(at: SourceRange(at.offset, at.offset), calls: scan?.cylBarCalls ?? []) else { return nil }
    let os = index.configuration.os ?? .current
    let spec = PreviewSpec.spec(
      for: bar, in: model, scan: scan, index: index, device: DevicePresets.device(DevicePresets.defaultPreset(for: os)),
      os: os, path: WorkspaceRoots.path(fromURI: at.document.uri))
    let layout = LayoutEngine.layout(spec)
    var text = "```text\n" + ASCIIPreview.render(spec, layout: layout) + "```"
    if !layout.errors.isEmpty { text += "\n\n" + layout.errors.map { "⚠️ " + $0 }.joined(separator: "\n\n") }
    // The range is what the cursor is on: the bar's array, or the item dictionary declared apart from it.
    let item = bar.items.lazy.compactMap { $0 }.map { model.items[$0].range }.first { $0.touches(at.offset) }
    let range = bar.range.touches(at.offset) ? bar.range : item ?? SourceRange(at.offset, at.offset)
    return Answer(markdown: text, range: range)
  }

  /// What only a source file has: attribute keys and values, localization keys, Lottie dark-colour patterns.
  static func sourceHover(_ at: DocumentRequest, scan: SourceScan, index: WorkspaceIndex) -> Answer? {
    for dictionary in scan.dictionaries where dictionary.range.touches(at.offset) {
      for entry in dictionary.entries {
        if let key = entry.key, entry.keyRange.touches(at.offset) {
          return Answer(markdown: markdown(key, index: index), range: entry.keyRange)
        }
        if let key = entry.key, key.accepts.contains(.imageName), let name = entry.value.text,
          let range = entry.value.textRange, range.touches(at.offset)
        {
          return Answer(markdown: imageMarkdown(name, index: index), range: range)
        }
      }
    }
    if let use = LocalizationLookup.key(at: at.offset, in: scan), !index.localization.isEmpty {
      return Answer(
        markdown: LocalizationLookup.markdown(for: use.key, localization: index.localization), range: use.range)
    }
    for choice in scan.styleChoices where choice.valueRange.touches(at.offset) {
      guard let type = choice.type else { break }
      return Answer(
        markdown: StyleDocumentation.markdown(for: type, release: index.libraryVersion), range: choice.valueRange)
    }
    if let found = LottieLookup.pattern(at: at.offset, in: scan, index: index) {
      return Answer(markdown: markdown(found), range: found.entry.keyRange)
    }
    return nil
  }

  static func markdown(_ key: AttributeKey, index: WorkspaceIndex? = nil) -> String {
    let accepted = key.accepts.map(\.description).sorted().joined(separator: ", ")
    var text = "**`\(key.rawValue)`**\n\n\(key.documentation)\n\nAccepts: \(accepted).\n\nSince \(key.since)."
    if let index {
      let has = index.libraryVersion >= key.since.version
      text +=
        " This app: CYLTabBarController \(index.libraryVersion) (\(index.libraryVersionSource))"
        + (has ? ", which has it." : ", which ignores it.")
    }
    return text
  }

  /// An image name: where its asset is, its files by scale with pixel sizes, and whether it has a dark variant.
  static func imageMarkdown(_ name: String, index: WorkspaceIndex) -> String {
    guard let asset = index.images[name] else { return "**`\(name)`**: no such image in the asset catalogs." }
    var lines = [
      "**`\(name)`** — `\(asset.definitionPath.split(separator: "/").suffix(2).joined(separator: "/"))`", "",
    ]
    // Each distinct file once (an asset may list one file many times), by its header's first bytes, never all of it.
    var listed = Set<String>()
    for file in asset.files.sorted(by: { ($0.isDark ? 1 : 0, $0.scale) < ($1.isDark ? 1 : 0, $1.scale) })
    where listed.insert(file.path).inserted {
      let scale = file.scale == 0 ? "any scale" : "@\(file.scale)x"
      var size = ""
      if file.path.lowercased().hasSuffix(".png"),
        let header = FileReader.readPrefix(file.path, count: 33).flatMap(PNG.size)
      {
        size = " — \(header.width) × \(header.height) px"
      }
      lines.append("- \(file.isDark ? "dark" : "light") \(scale)\(size)")
    }
    let darkName = name + index.darkSuffix
    if asset.hasDarkAppearance {
      lines += ["", "Dark Mode: the image set's Dark appearance."]
    } else if index.images.contains(darkName) {
      lines += ["", "Dark Mode: `\(darkName)`."]
    } else {
      lines += ["", "Dark Mode: no dark variant."]
    }
    return lines.joined(separator: "\n")
  }

  static func markdown(_ found: LottieLookup.PatternAt) -> String {
    let pattern = KeypathPattern(found.entry.keyText)
    let main = pattern.matching(found.keypaths.main)
    let core = pattern.matching(found.keypaths.core)
    var text =
      "**`\(found.entry.keyText)`** matches \(main.count) keypath(s) with the Main Thread engine, "
      + "\(Set(core).count) with Core Animation."
    if main.isEmpty && core.isEmpty {
      let closest = KeypathSuggestions.closest(to: found.entry.keyText, in: found.keypaths)
      if !closest.isEmpty {
        text += "\n\nClosest colour keypaths:\n" + closest.map { "- `\($0)`" }.joined(separator: "\n")
      }
    } else {
      let shown = Array(OrderedUnique(main.isEmpty ? core : main)).prefix(10)
      text += "\n\n```\n" + shown.joined(separator: "\n") + "\n```"
      if main.count > shown.count { text += "\n…" }
    }
    return text
  }
}
