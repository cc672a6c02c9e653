import JSON
import RPC
import SourceText
import TabAnalysis

/// `textDocument/documentColor` (declared only to a client that has the capability): a swatch on every colour a
/// source file spells out (`DocumentColors`), colour sets by name with the workspace's catalogs.
enum DocumentColorRequest: RequestHandler {
  static let method = "textDocument/documentColor"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let read = at.read, read.kind == .source else { return [] }
      _ = server.workspace.waitUntilReady(timeout: HoverRequest.indexWait)
      let colorSets = server.workspace.index(for: at.document.uri).images.colors
      return .array(
        DocumentColors.find(at.document.text, dialect: read.scan.dialect, colorSets: colorSets).map { found in
          ["range": at.range(found.range), "color": json(found.light)]
        })
    }
  }

  static func json(_ color: UIColorExpression.RGBA) -> JSON {
    func unit(_ value: Double) -> JSON { .double(value.isFinite ? min(max(value, 0), 1) : 0) }
    return ["red": unit(color.r), "green": unit(color.g), "blue": unit(color.b), "alpha": unit(color.a)]
  }
}

/// `textDocument/colorPresentation`: what the editor's colour picker writes for the colour chosen, in the form the
/// range had (UIKit, SwiftUI, `#colorLiteral`, Objective-C).
enum ColorPresentationRequest: RequestHandler {
  static let method = "textDocument/colorPresentation"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    DocumentRequest.route(request, server: server) { at in
      guard let read = at.read, read.kind == .source else { return [] }
      let range = try at.sourceRange("range")
      func component(_ name: String) throws(ResponseError) -> Double {
        guard let value = at.params.value("color." + name)?.doubleValue, value.isFinite, (0...1).contains(value) else {
          throw ResponseError.invalidParams("'color.\(name)' must be a number from 0 to 1")
        }
        return value
      }
      let color = UIColorExpression.RGBA(
        r: try component("red"), g: try component("green"), b: try component("blue"), a: try component("alpha"))
      let original = String(decoding: at.document.text[range.start..<range.end], as: UTF8.self)
      return .array(
        DocumentColors.presentations(of: color, replacing: original, dialect: read.scan.dialect).map { text in
          ["label": .string(text), "textEdit": ["range": at.range(range), "newText": .string(text)]]
        })
    }
  }
}
