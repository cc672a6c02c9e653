import Foundation
import JSON
import Raster

/// The images of an animation's image assets that it embeds (`"p": "data:image/png;base64,…"`, `e` 1), decoded
/// once each when a layer first draws them. Files beside the animation are outside what the pure engine reads.
struct LottieImages {
  struct Asset {
    var width: Double
    var height: Double
    var data: String?
  }

  /// Larger embedded images are not tab icons: refused before decoding (a small PNG can inflate to gigabytes).
  static let maximumSide = 4096

  var assets: [String: Asset] = [:]
  var decoded: [String: RGBAImage?] = [:]

  init(_ root: JSON) {
    for asset in root["assets"]?.arrayValue ?? [] {
      guard let id = asset["id"]?.stringValue, asset["layers"] == nil, let path = asset["p"]?.stringValue else {
        continue
      }
      assets[id] = Asset(
        width: asset["w"]?.doubleValue ?? 0, height: asset["h"]?.doubleValue ?? 0,
        data: path.hasPrefix("data:") ? path : nil)
    }
  }

  /// The asset's pixels, or why there are none.
  mutating func image(_ id: String) -> Result<(Asset, RGBAImage), ImageProblem> {
    guard let asset = assets[id] else { return .failure(.missing) }
    guard let data = asset.data else { return .failure(.external) }
    if let cached = decoded[id] { return cached.map { .success((asset, $0)) } ?? .failure(.unreadable) }
    var image: RGBAImage?
    if let comma = data.firstIndex(of: ","), data[..<comma].hasSuffix(";base64"),
      let bytes = Data(base64Encoded: String(data[data.index(after: comma)...]), options: .ignoreUnknownCharacters),
      let size = PNG.size([UInt8](bytes)), size.width <= Self.maximumSide, size.height <= Self.maximumSide
    {
      image = try? PNG.decode([UInt8](bytes))
    }
    decoded[id] = image
    return image.map { .success((asset, $0)) } ?? .failure(.unreadable)
  }

  enum ImageProblem: Error {
    case missing, external, unreadable
  }
}
