import Foundation
import JSON
import RPC
import Raster
import SourceText
import TabAnalysis

/// `tabls/layout` {uri, position, os?} | {spec} → the frames (`docs/layout.md`); `tabls/preview` {uri, position,
/// format: "ascii", device?, orientation?, selectedIndex?, style?, os?} → {text, style, styleReason}: the tab bar
/// at a source position, in the style `os` (18, 26 or 27; default the `tabls.os` setting, else 27) gives it.
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
    return TabBarAtPosition.route(request, server: server) { spec, params in
      var layout = LayoutEngine.layout(spec.layout)
      layout.setDrawn(PreviewImageLoader.drawn(for: spec.bar, model: spec.model, scan: spec.scan, index: spec.index))
      let uri = params.value("textDocument.uri")?.stringValue ?? params.value("uri")?.stringValue
      if let root = uri.flatMap({ server.workspace.project(for: $0)?.root }) { layout.relativizeFiles(to: root) }
      return layout.json
    }
  }
}

enum PreviewRequest: RequestHandler {
  static let method = "tabls/preview"

  static func route(_ request: Request, server: Server, connection: Connection) -> Route {
    let params = Params(request.params)
    let uri = params.value("textDocument.uri")?.stringValue ?? params.value("uri")?.stringValue ?? ""
    if uri.lowercased().hasSuffix(".json") { return LottiePreviewRequest.route(request, server: server) }
    return TabBarAtPosition.route(request, server: server) { spec, params in
      let format = params.value("format")?.stringValue ?? "ascii"
      let selected = params.value("selectedIndex")?.intValue.map(Int.init) ?? 0
      if format == "png" {
        var spec = spec
        let dark = params.value("appearance")?.stringValue == "dark"
        let scale = Int(params.value("scale")?.intValue ?? 2)
        guard (1...3).contains(scale) else { throw ResponseError.invalidParams("'scale' must be 1, 2 or 3") }
        // Only a font named by the user can fail; none is.
        guard
          let picture = try? PreviewPicture.draw(
            &spec.layout, bar: spec.bar, model: spec.model, scan: spec.scan, index: spec.index, dark: dark,
            scale: scale, selectedIndex: selected)
        else { throw ResponseError.internalError("the tab bar could not be drawn") }
        let (image, layout, notes) = (picture.image, picture.layout, picture.notes)
        return [
          "png": .string(Data(PNG.encode(image)).base64EncodedString()), "width": .int(Int64(image.width)),
          "height": .int(Int64(image.height)), "errors": .array(layout.errors.map(JSON.string)),
          "notes": .array(notes.map(JSON.string)), "style": .string(layout.style.rawValue),
          "styleReason": layout.styleReason.map(JSON.string) ?? .null,
          // What a client's pickers offer: the app's languages and the devices drawn without a screen size.
          "languages": .array(spec.index.localization.appLanguages.map(JSON.string)),
          "devices": .array(DevicePresets.all.filter { $0.duoPosture == nil }.map { JSON.string($0.name) }),
        ]
      }
      guard format == "ascii" else { throw ResponseError.invalidParams("'format' must be ascii or png") }
      let layout = LayoutEngine.layout(spec.layout)
      return [
        "text": .string(ASCIIPreview.render(spec.layout, layout: layout, selectedIndex: selected)),
        "errors": .array(layout.errors.map(JSON.string)), "style": .string(layout.style.rawValue),
        "styleReason": layout.styleReason.map(JSON.string) ?? .null,
      ]
    }
  }
}

/// The layout spec of the tab bar at a source position, with the request's device, orientation and style, and
/// the scan it came from (for the icons of a PNG preview).
enum TabBarAtPosition {
  struct Found {
    var layout: LayoutSpec
    var model: TabModel
    var bar: TabBar
    var scan: SourceScan?
    /// The index of the document's project.
    var index: WorkspaceIndex
  }

  static func route(
    _ request: Request, server: Server, _ body: @escaping @Sendable (Found, Params) throws -> JSON
  ) -> Route {
    DocumentRequest.route(request, server: server, position: true) { at in
      // The PlusButton is often registered in another file: the whole first load, bounded.
      _ = server.workspace.waitUntilComplete(timeout: HoverRequest.indexWait)
      guard let (model, scan) = at.tabDocument() else {
        throw ResponseError.invalidParams("not an Objective-C, Swift or storyboard document")
      }
      guard let bar = model.bar(at: SourceRange(at.offset, at.offset), calls: scan?.cylBarCalls ?? []) else {
        throw ResponseError.invalidParams("no tab bar at this position")
      }
      let index = server.workspace.index(for: at.document.uri)
      var os = index.configuration.os ?? .current
      if let value = at.params.value("os") {
        // 27, "27" or "iOS 27".
        let text = value.intValue.map { String($0) } ?? value.stringValue ?? ""
        guard let target = TargetOS(text: text) else {
          throw ResponseError.invalidParams("'os' must be 18 (or 13–17), 26 or 27, not \(JSONWriter.string(value))")
        }
        os = target
      }
      // The device named, else a current iPhone for the glass releases (`DevicePresets.defaultPreset(for:)`).
      let name = at.params.value("device")?.stringValue ?? DevicePresets.defaultPreset(for: os).name
      guard let preset = DevicePresets.preset(named: name) else {
        throw ResponseError.invalidParams("unknown device '\(name)'")
      }
      let landscape = at.params.value("orientation")?.stringValue == "landscape"
      var device = DevicePresets.device(preset, landscape: landscape)
      if preset.duoPosture != nil {
        // No source gives an iPhone Duo's size: the client says it.
        guard let width = at.params.value("screen.width")?.doubleValue,
          let height = at.params.value("screen.height")?.doubleValue, (1...10_000).contains(width),
          (1...10_000).contains(height)
        else { throw ResponseError.invalidParams("'\(name)' needs 'screen': {width, height} in points") }
        device = DevicePresets.duoDevice(preset, screen: Size(width, height))
      }
      var spec = PreviewSpec.spec(
        for: bar, in: model, scan: scan, index: index, device: device,
        language: at.params.value("language")?.stringValue, os: os,
        path: WorkspaceRoots.path(fromURI: at.document.uri))
      if let style = at.params.value("style")?.stringValue {
        guard let value = BarStyle(rawValue: style) else {
          throw ResponseError.invalidParams("unknown style '\(style)'")
        }
        spec.style = value
        spec.styleReason = "\(os) · \(value.displayName): asked for by the client"
        spec.styleBreaksLayout = false
      }
      return try body(Found(layout: spec, model: model, bar: bar, scan: scan, index: index), at.params)
    }
  }
}
