import Foundation
import Lottie
import RPC
import Raster
import TabAnalysis

/// `tabls/preview` {uri: a Lottie file, size?: "WxH", frame? | progress?, colors?: [{keypath, color: "#RRGGBB[AA]"}],
/// engine?: "main" | "core"} → {png, width, height, notes}: the animation's frame as `tabls preview FILE.json`
/// draws it.
enum LottiePreviewRequest {
  static func route(_ request: Request, server: Server) -> Route {
    DocumentRequest.route(request, server: server) { at in
      let params = at.params
      func invalid(_ error: UsageError) -> ResponseError { .invalidParams(error.message) }
      let size: (Int, Int)?
      let time: LottieFirstFrame.Time
      var colors: [LottieFirstFrame.ColorOverride] = []
      let engine: LottieFirstFrame.Engine
      do {
        size = try params.value("size").map { value throws(UsageError) in
          guard let text = value.stringValue else { throw UsageError("'size' is a string \"WxH\"") }
          return try LottiePreviewOptions.size(text)
        }
        func number(_ key: String) throws(UsageError) -> String? {
          guard let value = params.value(key) else { return nil }
          guard let number = value.doubleValue else { throw UsageError("'\(key)' is a number") }
          return String(number)
        }
        time = try LottiePreviewOptions.time(frame: number("frame"), progress: number("progress"))
        for entry in params.value("colors")?.arrayValue ?? [] {
          guard let keypath = entry["keypath"]?.stringValue, let color = entry["color"]?.stringValue else {
            throw UsageError("each of 'colors' is {keypath, color}")
          }
          colors.append(try LottiePreviewOptions.color(keypath + "=" + color))
        }
        let name = params.value("engine")
        if let name, name.stringValue == nil { throw UsageError("'engine' is \"main\" or \"core\"") }
        engine = try LottiePreviewOptions.engine(name?.stringValue)
      } catch let error as UsageError {
        throw invalid(error)
      }
      let frame: LottieFirstFrame.Frame
      do {
        frame = try LottiePreviewOptions.render(
          at.document.text, size: size, at: time, colors: colors, engine: engine)
      } catch {
        throw ResponseError.invalidParams("\(error)")
      }
      return [
        "png": .string(Data(PNG.encode(frame.image)).base64EncodedString()),
        "width": .int(Int64(frame.image.width)), "height": .int(Int64(frame.image.height)),
        "notes": .array(frame.notDrawn.map { .string("not drawn: \($0)") }),
      ]
    }
  }
}
