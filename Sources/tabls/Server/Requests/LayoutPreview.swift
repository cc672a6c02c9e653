import RPC
import TabAnalysis

/// `tabls/layout` {uri, position} | {spec} → the frames (`docs/layout.md`); `tabls/preview` {uri, position,
/// format: "ascii", device?, orientation?, selectedIndex?, style?} → {text}: the tab bar at a source position.
enum LayoutRequest: RequestHandler {
  static let method = "tabls/layout"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    if let explicit = params.value("spec") {
      return .work { _ in
        do {
          return LayoutEngine.layout(try LayoutSpec(json: explicit)).json
        } catch {
          throw ResponseError.invalidParams("\(error)")
        }
      }
    }
    return TabBarAtPosition.route(request, server: server) { spec, _ in LayoutEngine.layout(spec).json }
  }
}

enum PreviewRequest: RequestHandler {
  static let method = "tabls/preview"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    TabBarAtPosition.route(request, server: server) { spec, params in
      let format = params.value("format")?.stringValue ?? "ascii"
      guard format == "ascii" else {
        throw ResponseError.invalidParams("format '\(format)' is not supported yet; use ascii")
      }
      let selected = params.value("selectedIndex")?.intValue.map(Int.init) ?? 0
      let layout = LayoutEngine.layout(spec)
      return [
        "text": .string(ASCIIPreview.render(spec, layout: layout, selectedIndex: selected)),
        "errors": .array(layout.errors.map(JSON.string)),
      ]
    }
  }
}

/// The layout spec of the tab bar at a source position, with the request's device, orientation and style.
enum TabBarAtPosition {
  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (LayoutSpec, Params) throws -> JSON
  ) -> Route {
    PositionRequest.route(request, server: server) { at in
      guard let (_, dialect) = DocumentAnalysis.source(of: at.document) else {
        throw ResponseError.invalidParams("not an Objective-C or Swift document")
      }
      let scan = SourceScanner.scan(at.document.text, dialect: dialect)
      guard let tabBar = PreviewSpec.tabBar(at: SourceRange(at.offset, at.offset), in: scan) else {
        throw ResponseError.invalidParams("no tab bar at this position")
      }
      let name = at.params.value("device")?.stringValue ?? "iPhone 15"
      guard let preset = DevicePresets.preset(named: name) else {
        throw ResponseError.invalidParams("unknown device '\(name)'")
      }
      let landscape = at.params.value("orientation")?.stringValue == "landscape"
      var spec = PreviewSpec.spec(
        for: tabBar, in: scan, index: server.workspace.index, device: DevicePresets.device(preset, landscape: landscape)
      )
      if let style = at.params.value("style")?.stringValue {
        guard let value = BarStyle(rawValue: style) else {
          throw ResponseError.invalidParams("unknown style '\(style)'")
        }
        spec.style = value
      }
      return try body(spec, at.params)
    }
  }
}
